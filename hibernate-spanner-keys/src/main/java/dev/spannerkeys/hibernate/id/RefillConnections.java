package dev.spannerkeys.hibernate.id;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Where a pool refill gets its connection: never a session's own connection, so the refill's
 * read-write transaction is independent of any caller's, and no session is needed, so a refill can
 * run in the background.
 */
interface RefillConnections {

    /** A connection the refill may use exclusively until {@link #release}. */
    Connection obtain() throws SQLException;

    /** Gives the connection back (or closes it). */
    void release(Connection connection) throws SQLException;
}
