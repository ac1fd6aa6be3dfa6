package dev.spannerkeys.hibernate.internal.offline;

import java.sql.Connection;
import java.sql.SQLException;
import org.hibernate.engine.jdbc.connections.spi.ConnectionProvider;

/**
 * The connection provider of the offline schema tool: there is no database, and saying so is the
 * point. Without one, Hibernate warns on every run that it found no connection provider
 * (HHH102003), which a build log reader cannot act on.
 */
public final class NoDatabase implements ConnectionProvider {

    private static final long serialVersionUID = 1L;

    @Override
    public Connection getConnection() throws SQLException {
        throw new SQLException("The offline schema tool works without a database; nothing may connect to one");
    }

    @Override
    public void closeConnection(Connection connection) {
        // Never handed one out.
    }

    @Override
    public boolean supportsAggressiveRelease() {
        return false;
    }

    @Override
    public boolean isUnwrappableAs(Class<?> type) {
        return type.isInstance(this);
    }

    @Override
    public <T> T unwrap(Class<T> type) {
        return type.cast(this);
    }
}
