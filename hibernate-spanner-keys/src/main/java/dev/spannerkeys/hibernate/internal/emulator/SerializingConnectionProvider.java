package dev.spannerkeys.hibernate.internal.emulator;

import dev.spannerkeys.internal.jdbc.LockedConnection;
import dev.spannerkeys.jdbc.SerializedConnection;
import dev.spannerkeys.jdbc.SerializedConnections;
import dev.spannerkeys.jdbc.TransactionSerialization;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.hibernate.dialect.Dialect;
import org.hibernate.engine.jdbc.connections.spi.ConnectionProvider;
import org.hibernate.engine.jdbc.connections.spi.DatabaseConnectionInfo;
import org.hibernate.engine.jdbc.env.spi.ExtractedDatabaseMetaData;
import org.hibernate.service.UnknownUnwrapTypeException;
import org.hibernate.service.spi.Configurable;
import org.hibernate.service.spi.ServiceRegistryAwareService;
import org.hibernate.service.spi.ServiceRegistryImplementor;
import org.hibernate.service.spi.Startable;
import org.hibernate.service.spi.Stoppable;

/**
 * Hibernate's connection provider with every connection it hands out wrapped by
 * {@link SerializedConnections#wrap(Connection, Duration)}, so that the transactions of all
 * sessions (and of every other serialized connection of the JVM) take turns on an emulator
 * database. Installed by {@link SerializingConnectionProviderInitiator} around the provider
 * Hibernate would otherwise use; applications do not create it.
 *
 * <p>Which connections are wrapped follows the {@link TransactionSerialization} mode, decided from the
 * first connection's URL: in {@code auto} mode a provider whose connections reach Cloud Spanner (or
 * another database) hands them out unwrapped. A connection that is serialized already (the provider's
 * data source wraps them, as the Spring Boot starter's does) is handed out as it is and never wrapped
 * twice. {@link #closeConnection} gives the delegate (its pool) back the original connection while a
 * transaction left open still holds the lock, so the pool does with that transaction what it does without
 * the wrapper (Hibernate's built-in pool commits it: a session without a transaction on a connection whose
 * autocommit is off keeps its writes), and then releases the lock.
 *
 * <p>Everything else (unwrapping, aggressive release, connection info, the service lifecycle) passes
 * through to the delegate.
 */
public final class SerializingConnectionProvider
        implements ConnectionProvider, Configurable, ServiceRegistryAwareService, Startable, Stoppable {

    private static final long serialVersionUID = 1L;

    private final ConnectionProvider delegate;
    private final TransactionSerialization mode;
    private final Duration lockTimeout;
    /** Whether this provider's connections are wrapped; decided at the first connection. */
    private volatile Boolean serializes;
    /** The wrappers this provider made, to be detached at close; a connection serialized by others is not among them. */
    private final transient Set<Connection> wrappedHere = ConcurrentHashMap.newKeySet();

    SerializingConnectionProvider(ConnectionProvider delegate, TransactionSerialization mode, Duration lockTimeout) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
        this.mode = Objects.requireNonNull(mode, "mode");
        this.lockTimeout = Objects.requireNonNull(lockTimeout, "lockTimeout");
    }

    /** The provider whose connections this one wraps. */
    public ConnectionProvider delegate() {
        return delegate;
    }

    /** The mode this provider was installed with. */
    public TransactionSerialization mode() {
        return mode;
    }

    /** How long a transaction waits for its database's lock. */
    public Duration lockTimeout() {
        return lockTimeout;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return wrap(delegate.getConnection());
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        return wrap(delegate.getConnection(user, password));
    }

    @Override
    public Connection getReadOnlyConnection() throws SQLException {
        return wrap(delegate.getReadOnlyConnection());
    }

    @Override
    public void closeConnection(Connection connection) throws SQLException {
        if (own(connection) instanceof LockedConnection serialized) {
            serialized.returnTo(delegate::closeConnection);
        } else {
            delegate.closeConnection(connection);
        }
    }

    @Override
    public void closeReadOnlyConnection(Connection connection) throws SQLException {
        if (own(connection) instanceof LockedConnection serialized) {
            serialized.returnTo(delegate::closeReadOnlyConnection);
        } else {
            delegate.closeReadOnlyConnection(connection);
        }
    }

    private Connection wrap(Connection connection) throws SQLException {
        if (connection.isWrapperFor(SerializedConnection.class)) {
            return connection;
        }
        Boolean wraps = serializes;
        if (wraps == null) {
            try {
                wraps = mode.appliesTo(connection);
            } catch (SQLException | RuntimeException e) {
                delegate.closeConnection(connection);
                throw e;
            }
            serializes = wraps;
        }
        if (!wraps) {
            return connection;
        }
        SerializedConnection serialized;
        try {
            serialized = SerializedConnections.wrap(connection, lockTimeout);
        } catch (SQLException | RuntimeException e) {
            delegate.closeConnection(connection);
            throw e;
        }
        wrappedHere.add(serialized);
        return serialized;
    }

    /** {@code connection} if this provider wrapped it (and forgets it), else {@code null}. */
    private Connection own(Connection connection) {
        return connection instanceof SerializedConnection && wrappedHere.remove(connection) ? connection : null;
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
        if (type.isInstance(this)) {
            return type.cast(this);
        }
        if (delegate.isUnwrappableAs(type)) {
            return delegate.unwrap(type);
        }
        throw new UnknownUnwrapTypeException(type);
    }

    @Override
    public void injectServices(ServiceRegistryImplementor serviceRegistry) {
        if (delegate instanceof ServiceRegistryAwareService aware) {
            aware.injectServices(serviceRegistry);
        }
    }

    @Override
    public void configure(Map<String, Object> configurationValues) {
        if (delegate instanceof Configurable configurable) {
            configurable.configure(configurationValues);
        }
    }

    @Override
    public void start() {
        if (delegate instanceof Startable startable) {
            startable.start();
        }
    }

    @Override
    public void stop() {
        if (delegate instanceof Stoppable stoppable) {
            stoppable.stop();
        }
    }

    @Override
    public String toString() {
        return "SerializingConnectionProvider[" + mode.settingValue() + ", " + delegate + "]";
    }
}
