package dev.spannerkeys.hibernate.id;

import java.sql.Connection;
import java.sql.SQLException;

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

    /**
     * As {@link #discard}, on a daemon thread of its own: for a connection to a database that stopped
     * answering, whose close would wait for it.
     */
    default void discardInBackground(Connection connection) {
        Thread closing = new Thread(() -> discard(connection), "spanner-keys-refill-discard");
        closing.setDaemon(true);
        closing.start();
    }

    /** Closes the connections kept for later refills, when the session factory closes. */
    @Override
    default void close() {
    }
}
