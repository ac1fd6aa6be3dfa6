package dev.spannerkeys.hibernate.id;

import java.sql.Connection;
import java.sql.SQLException;
import org.hibernate.engine.spi.SharedSessionContractImplementor;

/**
 * Where a pool refill gets its connection: never the session's own connection, so the refill's
 * read-write transaction is independent of the caller's.
 */
interface RefillConnections {

    /** A connection the refill may use exclusively until {@link #release}. */
    Connection obtain(SharedSessionContractImplementor session) throws SQLException;

    /** Gives the connection back (or closes it). */
    void release(SharedSessionContractImplementor session, Connection connection) throws SQLException;
}
