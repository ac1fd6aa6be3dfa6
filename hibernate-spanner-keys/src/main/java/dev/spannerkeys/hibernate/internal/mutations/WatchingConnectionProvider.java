package dev.spannerkeys.hibernate.internal.mutations;

import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.internal.jdbc.WatchedConnection;
import dev.spannerkeys.internal.jdbc.WatchedConnections;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import org.hibernate.dialect.Dialect;
import org.hibernate.engine.jdbc.connections.spi.ConnectionProvider;
import org.hibernate.engine.jdbc.connections.spi.DatabaseConnectionInfo;
import org.hibernate.engine.jdbc.connections.spi.MultiTenantConnectionProvider;
import org.hibernate.engine.jdbc.env.spi.ExtractedDatabaseMetaData;
import org.hibernate.service.Service;
import org.hibernate.service.UnknownUnwrapTypeException;
import org.hibernate.service.spi.Configurable;
import org.hibernate.service.spi.ServiceRegistryAwareService;
import org.hibernate.service.spi.ServiceRegistryImplementor;
import org.hibernate.service.spi.Startable;
import org.hibernate.service.spi.Stoppable;

/**
 * The connection provider Hibernate uses (and the multi-tenant one, {@link MultiTenant}), with every Spanner
 * connection it hands out wrapped in a {@link WatchedConnection}, so that a session's transaction learns of the
 * statements the application runs on the session's connection outside Hibernate ({@code Session.doWork}, Spring's
 * {@code JdbcTemplate} inside a JPA transaction, MyBatis or jOOQ on the same transaction) before they run, and of
 * commits and rollbacks made on it: its {@link TransactionWrites} sets the watch when the transaction begins
 * ({@link CapturedWriteReads#statementsOf}). Installed by {@link WriteModeServiceContributor} around the provider
 * Hibernate would otherwise use (the emulator's serializing one, where it applies), in every write mode and with
 * or without the emulator, so it works the same on Cloud Spanner. Connections of other databases are handed out
 * as they are; a connection given back is unwrapped first, so the delegate gets back what it gave.
 */
final class WatchingConnectionProvider
        implements ConnectionProvider, Configurable, ServiceRegistryAwareService, Startable, Stoppable {

    private static final long serialVersionUID = 1L;

    private final ConnectionProvider delegate;
    private final transient Watching watching = new Watching();

    private WatchingConnectionProvider(ConnectionProvider delegate) {
        this.delegate = delegate;
    }

    /** {@code provider} wrapped; {@code null} stays {@code null} (Hibernate has no provider then). */
    static ConnectionProvider around(ConnectionProvider provider) {
        return provider == null ? null : new WatchingConnectionProvider(provider);
    }

    /** {@code provider} wrapped; {@code null} stays {@code null} (no multi-tenancy). */
    static MultiTenantConnectionProvider<?> around(MultiTenantConnectionProvider<?> provider) {
        return provider == null ? null : new MultiTenant<>(provider);
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection connection = delegate.getConnection();
        return watching.wrap(connection, () -> delegate.closeConnection(connection));
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        Connection connection = delegate.getConnection(user, password);
        return watching.wrap(connection, () -> delegate.closeConnection(connection));
    }

    @Override
    public Connection getReadOnlyConnection() throws SQLException {
        Connection connection = delegate.getReadOnlyConnection();
        return watching.wrap(connection, () -> delegate.closeReadOnlyConnection(connection));
    }

    @Override
    public void closeConnection(Connection connection) throws SQLException {
        delegate.closeConnection(Watching.unwrap(connection));
    }

    @Override
    public void closeReadOnlyConnection(Connection connection) throws SQLException {
        delegate.closeReadOnlyConnection(Watching.unwrap(connection));
    }

    @Override
    public boolean supportsAggressiveRelease() {
        return delegate.supportsAggressiveRelease();
    }

    @Override
    public boolean handlesConnectionSchema() {
        return delegate.handlesConnectionSchema();
    }

    @Override
    public boolean handlesConnectionReadOnly() {
        return delegate.handlesConnectionReadOnly();
    }

    @Override
    public DatabaseConnectionInfo getDatabaseConnectionInfo(Dialect dialect) {
        return delegate.getDatabaseConnectionInfo(dialect);
    }

    @Override
    public DatabaseConnectionInfo getDatabaseConnectionInfo(Dialect dialect, ExtractedDatabaseMetaData metaData) {
        return delegate.getDatabaseConnectionInfo(dialect, metaData);
    }

    @Override
    public boolean isUnwrappableAs(Class<?> type) {
        return type.isInstance(this) || delegate.isUnwrappableAs(type);
    }

    @Override
    public <T> T unwrap(Class<T> type) {
        return unwrap(this, delegate, type);
    }

    @Override
    public void injectServices(ServiceRegistryImplementor serviceRegistry) {
        injectServices(delegate, serviceRegistry);
    }

    @Override
    public void configure(Map<String, Object> configurationValues) {
        configure(delegate, configurationValues);
    }

    @Override
    public void start() {
        start(delegate);
    }

    @Override
    public void stop() {
        stop(delegate);
    }

    @Override
    public String toString() {
        return "WatchingConnectionProvider[" + delegate + "]";
    }

    private static <T> T unwrap(Object self, org.hibernate.service.spi.Wrapped delegate, Class<T> type) {
        if (type.isInstance(self)) {
            return type.cast(self);
        }
        if (delegate.isUnwrappableAs(type)) {
            return delegate.unwrap(type);
        }
        throw new UnknownUnwrapTypeException(type);
    }

    private static void injectServices(Service delegate, ServiceRegistryImplementor serviceRegistry) {
        if (delegate instanceof ServiceRegistryAwareService aware) {
            aware.injectServices(serviceRegistry);
        }
    }

    private static void configure(Service delegate, Map<String, Object> configurationValues) {
        if (delegate instanceof Configurable configurable) {
            configurable.configure(configurationValues);
        }
    }

    private static void start(Service delegate) {
        if (delegate instanceof Startable startable) {
            startable.start();
        }
    }

    private static void stop(Service delegate) {
        if (delegate instanceof Stoppable stoppable) {
            stoppable.stop();
        }
    }

    /**
     * Whether the provider's connections are Spanner connections, decided at the first one (a provider reaches one
     * kind of database; racing first connections decide alike), and the wrapping.
     */
    private static final class Watching {

        private volatile Boolean spanner;

        /** A release of a connection that could not be wrapped. */
        @FunctionalInterface
        interface Release {
            void run() throws SQLException;
        }

        Connection wrap(Connection connection, Release release) throws SQLException {
            try {
                Boolean watched = spanner;
                if (watched == null) {
                    watched = connection.isWrapperFor(CloudSpannerJdbcConnection.class);
                    spanner = watched;
                }
                return watched ? WatchedConnections.wrap(connection) : connection;
            } catch (SQLException | RuntimeException e) {
                try {
                    release.run();
                } catch (SQLException | RuntimeException closing) {
                    e.addSuppressed(closing);
                }
                throw e;
            }
        }

        static Connection unwrap(Connection connection) {
            if (connection instanceof WatchedConnection watched) {
                watched.watchWith(null);
                return watched.unwatched();
            }
            return connection;
        }
    }

    /** The same for the connections of a multi-tenant provider. */
    static final class MultiTenant<T>
            implements MultiTenantConnectionProvider<T>, Configurable, ServiceRegistryAwareService, Startable, Stoppable {

        private static final long serialVersionUID = 1L;

        private final MultiTenantConnectionProvider<T> delegate;
        private final transient Watching watching = new Watching();

        MultiTenant(MultiTenantConnectionProvider<T> delegate) {
            this.delegate = delegate;
        }

        @Override
        public Connection getAnyConnection() throws SQLException {
            Connection connection = delegate.getAnyConnection();
            return watching.wrap(connection, () -> delegate.releaseAnyConnection(connection));
        }

        @Override
        public void releaseAnyConnection(Connection connection) throws SQLException {
            delegate.releaseAnyConnection(Watching.unwrap(connection));
        }

        @Override
        public Connection getConnection(T tenantIdentifier) throws SQLException {
            Connection connection = delegate.getConnection(tenantIdentifier);
            return watching.wrap(connection, () -> delegate.releaseConnection(tenantIdentifier, connection));
        }

        @Override
        public Connection getReadOnlyConnection(T tenantIdentifier) throws SQLException {
            Connection connection = delegate.getReadOnlyConnection(tenantIdentifier);
            return watching.wrap(connection, () -> delegate.releaseReadOnlyConnection(tenantIdentifier, connection));
        }

        @Override
        public void releaseConnection(T tenantIdentifier, Connection connection) throws SQLException {
            delegate.releaseConnection(tenantIdentifier, Watching.unwrap(connection));
        }

        @Override
        public void releaseReadOnlyConnection(T tenantIdentifier, Connection connection) throws SQLException {
            delegate.releaseReadOnlyConnection(tenantIdentifier, Watching.unwrap(connection));
        }

        @Override
        public boolean supportsAggressiveRelease() {
            return delegate.supportsAggressiveRelease();
        }

        @Override
        public boolean handlesConnectionSchema() {
            return delegate.handlesConnectionSchema();
        }

        @Override
        public boolean handlesConnectionReadOnly() {
            return delegate.handlesConnectionReadOnly();
        }

        @Override
        public DatabaseConnectionInfo getDatabaseConnectionInfo(Dialect dialect) {
            return delegate.getDatabaseConnectionInfo(dialect);
        }

        @Override
        public boolean isUnwrappableAs(Class<?> type) {
            return type.isInstance(this) || delegate.isUnwrappableAs(type);
        }

        @Override
        public <U> U unwrap(Class<U> type) {
            return WatchingConnectionProvider.unwrap(this, delegate, type);
        }

        @Override
        public void injectServices(ServiceRegistryImplementor serviceRegistry) {
            WatchingConnectionProvider.injectServices(delegate, serviceRegistry);
        }

        @Override
        public void configure(Map<String, Object> configurationValues) {
            WatchingConnectionProvider.configure(delegate, configurationValues);
        }

        @Override
        public void start() {
            WatchingConnectionProvider.start(delegate);
        }

        @Override
        public void stop() {
            WatchingConnectionProvider.stop(delegate);
        }

        @Override
        public String toString() {
            return "WatchingConnectionProvider.MultiTenant[" + delegate + "]";
        }
    }
}
