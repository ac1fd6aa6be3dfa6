package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.config.RefillClientMode;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.config.SettingValues;
import dev.spannerkeys.hibernate.internal.errors.ThreadDeadline;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.Executor;
import org.hibernate.engine.jdbc.connections.spi.JdbcConnectionAccess;
import org.hibernate.id.IdentifierGenerationException;

/**
 * Where a pool refill gets its connection: never a session's own connection, so the refill's
 * read-write transaction is independent of any caller's, and no session is needed, so a refill can
 * run in the background. One per database ({@link PoolDatabase}), shared by the pools of every sequence
 * in it ({@link SequencePoolService#refillConnections}).
 */
interface RefillConnections extends AutoCloseable {

    /**
     * The refill connections of {@code database}, chosen once from a connection of the application's: a
     * client of their own on an emulator (see {@link RefillClientMode}), else the application's connections.
     * Opening that connection can wait for minutes on a server that does not answer: bounded by
     * {@code timeout}, like a refill.
     *
     * @param sequence the sequence that needs them first, for messages
     * @throws IdentifierGenerationException if no connection can be opened in time
     */
    static RefillConnections open(PoolDatabase database, RefillClientMode mode, Duration timeout, String sequence) {
        JdbcConnectionAccess access = database.access();
        ThreadDeadline deadline = ThreadDeadline.start(timeout);
        try {
            Connection probe = access.obtainConnection();
            try {
                boolean emulator = RefillClientMode.targetsEmulator(probe.getMetaData().getURL());
                return mode.resolve(probe) == RefillClientMode.DEDICATED
                        ? DedicatedClientConnections.beside(probe)
                        : new SharedClientConnections(access, emulator);
            } finally {
                access.releaseConnection(probe);
            }
        } catch (SQLException | RuntimeException e) {
            if (deadline.timedOut()) {
                throw new IdentifierGenerationException("Could not open a connection to refill sequence '"
                        + sequence + "'" + database.describe() + " within " + SettingValues.describe(timeout) + " ('"
                        + SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT + "'): the database did not answer in time. Check"
                        + " that Spanner (or the emulator) is reachable and responding at the JDBC URL.", e);
            }
            if (e instanceof RuntimeException unexpected) {
                throw unexpected;
            }
            throw new IdentifierGenerationException("Could not open a connection to refill sequence '" + sequence
                    + "'" + database.describe() + ": " + e.getMessage(), e);
        } finally {
            deadline.stop();
        }
    }

    /**
     * Whether the connections go to the Spanner emulator, whose PostgreSQL dialect evaluates sequence functions
     * against whichever database's statement it analysed last (see {@link SequenceRefill}).
     */
    boolean onEmulator();

    /** A connection the refill may use exclusively until {@link #release} or {@link #discard}. */
    Connection obtain() throws SQLException;

    /** Gives back a connection whose refill ended normally: kept for the next refill, or closed. */
    void release(Connection connection) throws SQLException;

    /**
     * Closes a connection whose refill failed or was interrupted, instead of keeping it: its state is
     * unknown (a statement cancelled halfway, a broken channel).
     */
    default void discard(Connection connection) {
        closeQuietly(connection);
    }

    /** The name of the threads that close connections of refills that timed out. */
    String CLOSER_THREAD = "spanner-keys-connection-closer";

    /**
     * How long such a thread tries: the driver's close first rolls back the open transaction, which
     * against a database that does not answer waits without end; the thread is then interrupted.
     */
    Duration CLOSE_BOUND = Duration.ofSeconds(5);

    /**
     * As {@link #discard}, on a daemon thread of its own ({@value #CLOSER_THREAD}), for at most
     * {@link #CLOSE_BOUND}: for a connection to a database that stopped answering, whose close would wait
     * for it.
     */
    default void discardInBackground(Connection connection) {
        CLOSER.execute(() -> discard(connection));
    }

    /**
     * Runs each task on a new daemon thread ({@value #CLOSER_THREAD}) that is interrupted after
     * {@link #CLOSE_BOUND}; also the executor given to {@link Connection#abort}.
     */
    Executor CLOSER = task -> {
        Thread closing = new Thread(() -> {
            ThreadDeadline deadline = ThreadDeadline.start(CLOSE_BOUND);
            try {
                task.run();
            } finally {
                deadline.stop();
            }
        }, CLOSER_THREAD);
        closing.setDaemon(true);
        closing.start();
    };

    /** The name of the threads that open refill connections ({@link #openOnAThreadOfItsOwn}). */
    String OPENER_THREAD = "spanner-keys-connection-opener";

    /**
     * How long such a thread tries before it is interrupted: its caller stops waiting at the refill's own
     * deadline; this only ends a thread that waits for a server that does not answer.
     */
    Duration OPEN_BOUND = Duration.ofMinutes(1);

    /**
     * Opens a connection with {@code open} on a daemon thread of its own ({@value #OPENER_THREAD}) and waits for
     * it on the calling thread, interruptibly. The Spanner JDBC driver opens and closes every connection under
     * the monitor of one JVM-wide registry, which its closer of clients unused for a minute holds while it closes
     * them, for as long as a server that stopped answering takes to give up; a thread blocked on a monitor ignores
     * interrupts, so a refill that opened its connection itself waited past its deadline. A connection that
     * arrives after the caller gave up is closed on the opening thread.
     *
     * @throws SQLException what opening threw, or, when the caller is interrupted (its deadline passed), an
     *     exception saying so, with the interrupt kept
     */
    static Connection openOnAThreadOfItsOwn(java.util.concurrent.Callable<Connection> open) throws SQLException {
        java.util.concurrent.CompletableFuture<Connection> opened = new java.util.concurrent.CompletableFuture<>();
        Thread opener = new Thread(() -> {
            ThreadDeadline deadline = ThreadDeadline.start(OPEN_BOUND);
            try {
                Connection connection = open.call();
                if (!opened.complete(connection)) {
                    closeQuietly(connection);         // the caller gave up meanwhile
                }
            } catch (Exception | Error e) {
                opened.completeExceptionally(e);
            } finally {
                deadline.stop();
            }
        }, OPENER_THREAD);
        opener.setDaemon(true);
        opener.start();
        try {
            return opened.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            if (!opened.cancel(false) && !opened.isCompletedExceptionally()) {
                Connection late = opened.join();      // opened just as the caller gave up
                CLOSER.execute(() -> closeQuietly(late));
            }
            throw new SQLException("Interrupted while opening a connection", e);
        } catch (java.util.concurrent.ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof SQLException failure) {
                throw failure;
            }
            if (cause instanceof RuntimeException failure) {
                throw failure;
            }
            if (cause instanceof Error failure) {
                throw failure;
            }
            throw new SQLException(cause);
        }
    }

    /** Closes {@code connection}, ignoring a failure: it is given up either way. */
    static void closeQuietly(Connection connection) {
        try {
            connection.close();
        } catch (SQLException | RuntimeException ignored) {
            // Already broken; nothing more to give back.
        }
    }

    /** Closes the connections kept for later refills, when the session factory closes. */
    @Override
    default void close() {
    }
}
