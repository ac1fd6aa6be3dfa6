package dev.spannerkeys.internal.jdbc;

import dev.spannerkeys.jdbc.SerializedConnection;
import dev.spannerkeys.jdbc.SerializedConnections;
import dev.spannerkeys.jdbc.TransactionSerialization;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.time.Duration;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A data source that hands out {@link SerializedConnection}s over the connections of another
 * (typically a pool). Closing a handed-out connection closes (returns) the pool's connection and
 * then releases the lock. Get one from {@link SerializedConnections#wrap(DataSource)} (every
 * connection) or {@link SerializedConnections#wrap(DataSource, TransactionSerialization, Duration)}
 * (the connections a mode selects).
 */
public final class SerializingDataSource implements DataSource {

    private final DataSource delegate;
    private final Duration lockTimeout;
    /** Which connections to wrap; null: every one (a connection that is not Spanner's fails). */
    private final TransactionSerialization mode;
    /** For a mode: whether the connections of this data source are wrapped, decided at the first one. */
    private volatile Boolean decided;

    public SerializingDataSource(DataSource delegate, Duration lockTimeout, TransactionSerialization mode) {
        this.delegate = delegate;
        this.lockTimeout = lockTimeout;
        this.mode = mode;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return wrap(delegate.getConnection());
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return wrap(delegate.getConnection(username, password));
    }

    private Connection wrap(Connection connection) throws SQLException {
        try {
            if (mode != null) {
                Boolean wraps = decided;
                if (wraps == null) {
                    wraps = mode.appliesTo(connection);
                    decided = wraps;
                }
                if (!wraps) {
                    return connection;
                }
            }
            return SerializedConnections.wrap(connection, lockTimeout);
        } catch (SQLException | RuntimeException e) {
            try {
                connection.close();
            } catch (SQLException closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return delegate.getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        delegate.setLogWriter(out);
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        delegate.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return delegate.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return delegate.getParentLogger();
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        return iface.isInstance(this) ? iface.cast(this) : delegate.unwrap(iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) throws SQLException {
        return iface.isInstance(this) || delegate.isWrapperFor(iface);
    }

    @Override
    public String toString() {
        return "SerializingDataSource[" + delegate + "]";
    }
}
