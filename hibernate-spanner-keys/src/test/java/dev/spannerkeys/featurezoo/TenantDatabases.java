package dev.spannerkeys.featurezoo;

import dev.spannerkeys.emulator.EmulatorDatabase;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;
import org.hibernate.engine.jdbc.connections.spi.MultiTenantConnectionProvider;

/**
 * Multi-tenancy with a database per tenant, as an application on Spanner does it: Spanner's JDBC connections cannot
 * switch schema ({@code Connection.setSchema} accepts only the default schema), so a tenant's connection goes to the
 * tenant's own database. Plain connections, opened per request and closed on release.
 */
final class TenantDatabases implements MultiTenantConnectionProvider<String> {

    private final Map<String, EmulatorDatabase> databases;

    TenantDatabases(Map<String, EmulatorDatabase> databases) {
        this.databases = databases;
    }

    @Override
    public Connection getAnyConnection() throws SQLException {
        return DriverManager.getConnection(databases.values().iterator().next().jdbcUrl());
    }

    @Override
    public void releaseAnyConnection(Connection connection) throws SQLException {
        connection.close();
    }

    @Override
    public Connection getConnection(String tenant) throws SQLException {
        EmulatorDatabase database = databases.get(tenant);
        if (database == null) {
            throw new SQLException("no database for tenant " + tenant);
        }
        return DriverManager.getConnection(database.jdbcUrl());
    }

    @Override
    public void releaseConnection(String tenant, Connection connection) throws SQLException {
        connection.close();
    }

    @Override
    public boolean supportsAggressiveRelease() {
        return false;
    }

    @Override
    public boolean isUnwrappableAs(Class<?> type) {
        return false;
    }

    @Override
    public <T> T unwrap(Class<T> type) {
        throw new UnsupportedOperationException();
    }
}
