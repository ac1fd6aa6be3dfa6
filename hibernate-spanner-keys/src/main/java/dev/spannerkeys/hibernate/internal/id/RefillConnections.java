package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.internal.errors.ThreadDeadline;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.Executor;

/**
 * Where a pool refill gets its connection: never a session's own connection, so the refill's
 * read-write transaction is independent of any caller's, and no session is needed, so a refill can
 * run in the background.
 */
interface RefillConnections extends AutoCloseable {

    /** A connection the refill may use exclusively until {@link #release} or {@link #discard}. */
    Connection obtain() throws SQLException;

    /** Gives back a connection whose refill ended normally: kept for the next refill, or closed. */
    void release(Connection connection) throws SQLException;

    /**
     * Closes a connection whose refill failed or was interrupted, instead of keeping it: its state is
     * unknown (a statement cancelled halfway, a broken channel).
     */
    default void discard(Connection connection) {
        try {
            connection.close();
        } catch (SQLException | RuntimeException ignored) {
            // Already broken; nothing more to give back.
        }
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

    /** Closes the connections kept for later refills, when the session factory closes. */
    @Override
    default void close() {
    }
}
