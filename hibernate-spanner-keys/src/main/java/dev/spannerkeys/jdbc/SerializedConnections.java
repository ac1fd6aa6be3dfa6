package dev.spannerkeys.jdbc;

import dev.spannerkeys.internal.jdbc.ConnectionGuard;
import dev.spannerkeys.internal.jdbc.SerializingDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import javax.sql.DataSource;

/**
 * Wraps Spanner JDBC connections (or a data source) so that their transactions take turns on an
 * emulator database: see {@link SerializedConnection} for what takes the lock when, and the
 * {@linkplain dev.spannerkeys.jdbc package description} for why.
 *
 * <pre>{@code
 * try (Connection connection = SerializedConnections.wrap(DriverManager.getConnection(url))) {
 *     connection.setAutoCommit(false);
 *     ... // the first statement waits for the database's lock; commit() releases it
 *     connection.commit();
 * }
 * }</pre>
 */
public final class SerializedConnections {

    /** How long a transaction waits for the lock by default before it fails: 60 s. */
    public static final Duration DEFAULT_LOCK_TIMEOUT = Duration.ofSeconds(60);

    private SerializedConnections() {
    }

    /**
     * Wraps {@code connection} with the default lock timeout. A connection that is already a
     * {@link SerializedConnection} (or wraps one) is returned as it is.
     *
     * @throws SQLException if {@code connection} is not a Cloud Spanner JDBC connection
     */
    public static SerializedConnection wrap(Connection connection) throws SQLException {
        return wrap(connection, DEFAULT_LOCK_TIMEOUT);
    }

    /**
     * Wraps {@code connection}; its transactions fail with {@link TransactionLockTimeoutException}
     * when they wait longer than {@code lockTimeout} for the lock.
     *
     * @throws SQLException if {@code connection} is not a Cloud Spanner JDBC connection
     */
    public static SerializedConnection wrap(Connection connection, Duration lockTimeout) throws SQLException {
        Objects.requireNonNull(connection, "connection");
        checkTimeout(lockTimeout);
        if (connection instanceof SerializedConnection serialized) {
            return serialized;
        }
        if (connection.isWrapperFor(SerializedConnection.class)) {
            return connection.unwrap(SerializedConnection.class);
        }
        return ConnectionGuard.wrap(connection, lockTimeout);
    }

    /**
     * A data source whose connections are wrapped as {@code mode} says, with {@code lockTimeout}:
     * {@link TransactionSerialization#ON} wraps every Spanner connection,
     * {@link TransactionSerialization#AUTO} those whose URL targets an emulator (decided at the first
     * connection, which every later one shares), {@link TransactionSerialization#OFF} returns
     * {@code dataSource} itself. Connections to other databases are handed out as they are. A data
     * source that already serializes is returned as it is.
     */
    public static DataSource wrap(DataSource dataSource, TransactionSerialization mode, Duration lockTimeout) {
        Objects.requireNonNull(dataSource, "dataSource");
        Objects.requireNonNull(mode, "mode");
        checkTimeout(lockTimeout);
        if (mode == TransactionSerialization.OFF || dataSource instanceof SerializingDataSource) {
            return dataSource;
        }
        return new SerializingDataSource(dataSource, lockTimeout, mode);
    }

    /** A data source whose connections are wrapped, with the default lock timeout. */
    public static DataSource wrap(DataSource dataSource) {
        return wrap(dataSource, DEFAULT_LOCK_TIMEOUT);
    }

    /** A data source whose connections are wrapped with {@code lockTimeout}. */
    public static DataSource wrap(DataSource dataSource, Duration lockTimeout) {
        Objects.requireNonNull(dataSource, "dataSource");
        checkTimeout(lockTimeout);
        if (dataSource instanceof SerializingDataSource) {
            return dataSource;
        }
        return new SerializingDataSource(dataSource, lockTimeout, null);
    }

    /**
     * Whether a Spanner JDBC URL points at an emulator: it sets {@code autoConfigEmulator=true} or
     * {@code usePlainText=true}, or {@code SPANNER_EMULATOR_HOST} is set in the environment. Meant
     * for wiring code that wraps connections only where the emulator needs it. The URL is taken to be
     * a Spanner URL (a driver that wraps Spanner's may report one of its own);
     * {@link TransactionSerialization#appliesTo(String)} also checks that it is.
     */
    public static boolean targetsEmulator(String jdbcUrl) {
        String url = jdbcUrl == null ? "" : jdbcUrl.toLowerCase(Locale.ROOT);
        return url.contains("autoconfigemulator=true") || url.contains("useplaintext=true")
                || System.getenv("SPANNER_EMULATOR_HOST") != null;
    }

    /**
     * Whether {@code jdbcUrl} is a Spanner JDBC URL: {@code jdbc:cloudspanner:...}, or
     * {@code cloudspanner:...} as the driver's connection reports it.
     */
    static boolean isSpannerUrl(String jdbcUrl) {
        String url = jdbcUrl == null ? "" : jdbcUrl.strip().toLowerCase(Locale.ROOT);
        return url.startsWith("jdbc:cloudspanner:") || url.startsWith("cloudspanner:");
    }

    private static void checkTimeout(Duration lockTimeout) {
        Objects.requireNonNull(lockTimeout, "lockTimeout");
        if (lockTimeout.isNegative()) {
            throw new IllegalArgumentException("the lock timeout must not be negative: " + lockTimeout);
        }
    }
}
