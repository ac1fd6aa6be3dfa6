package dev.spannerkeys.hibernate.id;

import dev.spannerkeys.jdbc.SerializedConnection;
import dev.spannerkeys.jdbc.SerializedConnections;
import java.sql.Connection;
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
 */
final class DedicatedClientConnections implements RefillConnections {

    private static final Pattern NUM_CHANNELS = Pattern.compile("(?i);numChannels=(\\d+)");

    private final String url;
    /** The application's lock timeout when its connections are serialized; null when they are not. */
    private final Duration lockTimeout;

    DedicatedClientConnections(String applicationUrl) {
        this(applicationUrl, null);
    }

    DedicatedClientConnections(String applicationUrl, Duration lockTimeout) {
        this.url = refillUrl(applicationUrl);
        this.lockTimeout = lockTimeout;
    }

    /** Refill connections beside {@code applicationConnection}'s, serialized when it is. */
    static DedicatedClientConnections beside(Connection applicationConnection) throws SQLException {
        Duration lockTimeout = applicationConnection.isWrapperFor(SerializedConnection.class)
                ? applicationConnection.unwrap(SerializedConnection.class).lockTimeout()
                : null;
        return new DedicatedClientConnections(applicationConnection.getMetaData().getURL(), lockTimeout);
    }

    static String refillUrl(String applicationUrl) {
        Matcher matcher = NUM_CHANNELS.matcher(applicationUrl);
        if (matcher.find()) {
            String channels = "1".equals(matcher.group(1)) ? "2" : "1";
            return matcher.replaceFirst(";numChannels=" + channels);
        }
        return applicationUrl + ";numChannels=1";
    }

    @Override
    public Connection obtain() throws SQLException {
        Connection connection = DriverManager.getConnection(url);
        if (lockTimeout == null) {
            return connection;
        }
        try {
            return SerializedConnections.wrap(connection, lockTimeout);
        } catch (SQLException | RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    @Override
    public void release(Connection connection) throws SQLException {
        connection.close();
    }
}
