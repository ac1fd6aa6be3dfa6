package dev.spannerkeys.hibernate.id;

import java.sql.Connection;
import java.sql.SQLException;
import org.hibernate.engine.spi.SharedSessionContractImplementor;

/**
 * Refill connections from Hibernate's connection provider, outside the session's own connection,
 * the way Hibernate's table-based generator isolates its work. Right for Cloud Spanner, which runs
 * many read-write transactions of one client at once.
 */
final class SharedClientConnections implements RefillConnections {

    @Override
    public Connection obtain(SharedSessionContractImplementor session) throws SQLException {
        return session.getJdbcConnectionAccess().obtainConnection();
    }

    @Override
    public void release(SharedSessionContractImplementor session, Connection connection) throws SQLException {
        session.getJdbcConnectionAccess().releaseConnection(connection);
    }
}
