package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.config.RefillClientMode;
import dev.spannerkeys.jdbc.SerializedConnection;
import dev.spannerkeys.jdbc.SerializedConnections;
import java.sql.Connection;
import java.util.ArrayDeque;
import java.util.List;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Refill connections opened with the driver on the application's URL, changed just enough that the
 * Spanner JDBC driver gives them a Spanner client of their own.
 *
 * <p>The emulator runs one read-write transaction per client at a time: a refill on the
 * application's client would invalidate the caller's open transaction. The driver caches one
 * client per distinct set of client options, so a different channel count (the refill client needs
 * only one) is enough to separate them.
 *
 * <p>When the application's connections are serialized ({@code dev.spannerkeys.jdbc}), so are the
 * refill connections, with the same lock timeout: a refill from a thread with no open transaction
 * waits for its turn instead of running beside another thread's transaction, and a refill on the
 * thread whose transaction holds the lock goes ahead (the lock belongs to the thread, and the
 * refill's client is its own).
 *
 * <p>Connections are kept between refills ({@value #MAX_IDLE} at most) and closed with the session
 * factory: opening one with {@code autoConfigEmulator=true} makes the driver create the emulator's
 * instance and database (two admin operations answered "already exists") before the connection is
 * returned, which cost more than the refill's own query and, after the emulator was suspended, could
 * hang past the refill timeout. A connection whose refill failed is closed, not kept.
 *
 * <p>The driver opens and closes connections under the monitor of its JVM-wide connection registry, which its
 * closer of unused clients holds while it closes them; a refill therefore opens its connection on a thread of
 * its own and waits for it interruptibly ({@link RefillConnections#openOnAThreadOfItsOwn}), and connections are
 * closed in the background, so that a refill ends at its timeout whatever the registry waits for.
 *
 * <p>Thread-safe: refills of several sequences may run at once.
 */
final class DedicatedClientConnections implements RefillConnections {

    private static final Pattern NUM_CHANNELS = Pattern.compile("(?i);numChannels=(\\d+)");
    /** A Spanner URL with a host, also behind a wrapping driver's prefix ({@code jdbc:p6spy:cloudspanner://h:1/...}). */
    private static final Pattern NAMES_HOST = Pattern.compile("(?i)jdbc:(?:[a-z0-9-]+:)*cloudspanner://[^/]");
    private static final Pattern AUTO_CONFIG_EMULATOR = Pattern.compile("(?i);autoConfigEmulator=true(?=;|$)");
    private static final Pattern USE_PLAIN_TEXT = Pattern.compile("(?i);usePlainText=true(?=;|$)");

    /** Enough for the refills of two sequences at once, the most a session factory's executor runs. */
    static final int MAX_IDLE = SequencePoolService.THREADS;

    private final String url;
    /** Connections of ended refills, the most recently used first; guarded by itself. */
    private final ArrayDeque<Connection> idle = new ArrayDeque<>();
    private boolean closed;
    /** The application's lock timeout when its connections are serialized; null when they are not. */
    private final Duration lockTimeout;

    DedicatedClientConnections(String applicationUrl) {
        this(applicationUrl, null);
    }

    DedicatedClientConnections(String applicationUrl, Duration lockTimeout) {
        this.url = refillUrl(applicationUrl);
        this.lockTimeout = lockTimeout;
    }

    @Override
    public boolean onEmulator() {
        return RefillClientMode.targetsEmulator(url);
    }

    /** Refill connections beside {@code applicationConnection}'s, serialized when it is. */
    static DedicatedClientConnections beside(Connection applicationConnection) throws SQLException {
        Duration lockTimeout = applicationConnection.isWrapperFor(SerializedConnection.class)
                ? applicationConnection.unwrap(SerializedConnection.class).lockTimeout()
                : null;
        return new DedicatedClientConnections(applicationConnection.getMetaData().getURL(), lockTimeout);
    }

    /**
     * The application's URL with another channel count, so that the driver gives refills a client of
     * their own; on an emulator named by host and port, {@code autoConfigEmulator=true} becomes
     * {@code usePlainText=true}: the application's connection has created the instance and database
     * already, and the driver would otherwise ask the emulator to create both again for every refill
     * connection (8 ms against 2 ms per connection, measured).
     */
    static String refillUrl(String applicationUrl) {
        String url = applicationUrl;
        if (NAMES_HOST.matcher(url).lookingAt() && AUTO_CONFIG_EMULATOR.matcher(url).find()) {
            url = AUTO_CONFIG_EMULATOR.matcher(url).replaceFirst(USE_PLAIN_TEXT.matcher(url).find() ? "" : ";usePlainText=true");
        }
        Matcher matcher = NUM_CHANNELS.matcher(url);
        if (matcher.find()) {
            String channels = "1".equals(matcher.group(1)) ? "2" : "1";
            return matcher.replaceFirst(";numChannels=" + channels);
        }
        return url + ";numChannels=1";
    }

    @Override
    public Connection obtain() throws SQLException {
        synchronized (idle) {
            if (closed) {
                throw new SQLException("The session factory was closed: no more sequence refills");
            }
            Connection kept = idle.pollFirst();
            if (kept != null) {
                return kept;
            }
        }
        // Not on this thread: the driver may make it wait, uninterruptibly, for its connection registry.
        Connection connection = RefillConnections.openOnAThreadOfItsOwn(() -> DriverManager.getConnection(url));
        if (lockTimeout == null) {
            return connection;
        }
        try {
            return SerializedConnections.wrap(connection, lockTimeout);
        } catch (SQLException | RuntimeException e) {
            discard(connection);
            throw e;
        }
    }

    @Override
    public void release(Connection connection) throws SQLException {
        synchronized (idle) {
            if (!closed && idle.size() < MAX_IDLE && !connection.isClosed()) {
                idle.addFirst(connection);
                return;
            }
        }
        discard(connection);
    }

    /**
     * Closed in the background ({@link #discardInBackground}): the driver closes a connection under the
     * monitor of its connection registry too, which a refill must not wait for (see {@link #obtain}).
     */
    @Override
    public void discard(Connection connection) {
        discardInBackground(connection);
    }

    /**
     * A serialized connection is aborted ({@link Connection#abort}): it gives the emulator lock back at
     * once, so that the next refill or transaction does not wait for a close that waits for the
     * database; the connection itself is closed in the background either way.
     */
    @Override
    public void discardInBackground(Connection connection) {
        if (connection instanceof SerializedConnection) {
            try {
                connection.abort(CLOSER);
                return;
            } catch (SQLException | RuntimeException e) {
                // Closed in the background below, holding the lock until the close ends.
            }
        }
        CLOSER.execute(() -> RefillConnections.closeQuietly(connection));
    }

    @Override
    public void close() {
        List<Connection> kept;
        synchronized (idle) {
            closed = true;
            kept = List.copyOf(idle);
            idle.clear();
        }
        kept.forEach(RefillConnections::closeQuietly);    // the session factory closes: no refill waits
    }

    /** Whether {@code connection} is kept for the next refills. */
    boolean isKept(Connection connection) {
        synchronized (idle) {
            return idle.contains(connection);
        }
    }

    /** How many connections are kept for the next refills. */
    int idleConnections() {
        synchronized (idle) {
            return idle.size();
        }
    }
}
