package dev.spannerkeys.hibernate.internal.errors;

import dev.spannerkeys.hibernate.errors.SpannerDatabaseNotFoundException;
import dev.spannerkeys.hibernate.errors.SpannerErrors;
import com.google.cloud.spanner.ErrorCode;
import com.google.cloud.spanner.SpannerException;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Optional;
import org.hibernate.boot.registry.StandardServiceInitiator;
import org.hibernate.cfg.JdbcSettings;
import org.hibernate.engine.jdbc.connections.spi.ConnectionProvider;
import org.hibernate.engine.jdbc.env.internal.JdbcEnvironmentInitiator;
import org.hibernate.engine.jdbc.env.spi.JdbcEnvironment;
import org.hibernate.service.spi.ServiceException;
import org.hibernate.service.spi.ServiceRegistryImplementor;

/**
 * Builds Hibernate's {@link JdbcEnvironment} as Hibernate does, and when that fails because the Spanner
 * instance or database does not exist, fails with a message that says so and names the URL (a
 * {@link ServiceException}, as Hibernate reports every service that cannot start, caused by a
 * {@link SpannerDatabaseNotFoundException}), instead of what Hibernate makes of it: "Unable to create requested service
 * [JdbcEnvironment]" around the client's exception when the driver fails while Hibernate reads the
 * database's metadata, or "Unable to determine Dialect without JDBC metadata" when a connection pool
 * reports the failure as an {@code SQLException}, which Hibernate logs and drops. In the second case
 * the check asks for one connection itself (from Hibernate's connection provider) to learn the cause;
 * nothing happens when bootstrap succeeds, and any other failure is rethrown unchanged.
 *
 * <p>Stateless and thread-safe.
 */
final class MissingDatabaseCheck implements StandardServiceInitiator<JdbcEnvironment> {

    static final MissingDatabaseCheck INSTANCE = new MissingDatabaseCheck();

    private MissingDatabaseCheck() {
    }

    @Override
    public Class<JdbcEnvironment> getServiceInitiated() {
        return JdbcEnvironment.class;
    }

    @Override
    public JdbcEnvironment initiateService(Map<String, Object> configurationValues, ServiceRegistryImplementor registry) {
        try {
            return JdbcEnvironmentInitiator.INSTANCE.initiateService(configurationValues, registry);
        } catch (RuntimeException failure) {
            String url = url(configurationValues);
            Optional<SpannerErrors.MissingResource> missing = SpannerErrors.missingInstanceOrDatabase(failure);
            Throwable cause = failure;
            if (missing.isEmpty() && failure.getMessage() != null
                    && failure.getMessage().contains("Unable to determine Dialect")) {
                cause = connectionFailure(registry);
                missing = cause == null ? Optional.empty() : SpannerErrors.missingInstanceOrDatabase(cause);
            }
            if (missing.isEmpty()) {
                throw failure;
            }
            SpannerDatabaseNotFoundException explained = new SpannerDatabaseNotFoundException(missing.get(), url,
                    sqlException(cause), null);
            if (cause != failure) {
                explained.addSuppressed(failure);
            }
            // Hibernate wraps whatever an initiator throws in a ServiceException ("Unable to create requested
            // service ... due to: ..."), except a ServiceException: this one carries the explanation itself.
            throw new ServiceException(explained.getMessage(), explained);
        }
    }

    /** The configured JDBC URL, or {@code null} (a data source, for example). */
    private static String url(Map<String, Object> configurationValues) {
        for (String key : new String[] {JdbcSettings.JAKARTA_JDBC_URL, JdbcSettings.URL, "javax.persistence.jdbc.url"}) {
            Object value = configurationValues.get(key);
            if (value != null && !value.toString().isBlank()) {
                return value.toString();
            }
        }
        return null;
    }

    /**
     * Why a Spanner connection from Hibernate's connection provider cannot be used: what obtaining it or
     * running {@code SELECT 1} on it throws, or {@code null} if it works or is no Spanner connection.
     */
    private static Throwable connectionFailure(ServiceRegistryImplementor registry) {
        ConnectionProvider provider;
        try {
            provider = registry.getService(ConnectionProvider.class);
        } catch (RuntimeException e) {
            return e;
        }
        if (provider == null) {
            return null;
        }
        Connection connection;
        try {
            connection = provider.getConnection();
        } catch (SQLException | RuntimeException e) {
            return e;
        }
        try {
            if (!connection.isWrapperFor(CloudSpannerJdbcConnection.class)) {
                return null;
            }
            try (Statement statement = connection.createStatement()) {
                statement.executeQuery("SELECT 1").close();
            }
            return null;
        } catch (SQLException | RuntimeException e) {
            return e;
        } finally {
            try {
                provider.closeConnection(connection);
            } catch (SQLException | RuntimeException e) {
                // The diagnosis is what matters here.
            }
        }
    }

    /** The {@code SQLException} in {@code cause}'s chain, or one that wraps the client's exception. */
    private static SQLException sqlException(Throwable cause) {
        for (Throwable t = cause; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException sql) {
                return sql;
            }
        }
        // The driver let the client's exception through (DatabaseMetaData): keep it as the cause, with
        // Spanner's code as the error code, as the driver's own SQLExceptions carry it.
        for (Throwable t = cause; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SpannerException spanner) {
                return SpannerErrors.asSqlException(spanner);
            }
        }
        return new SQLException(cause.getMessage(), null, ErrorCode.NOT_FOUND.getGrpcStatusCode().value(), cause);
    }
}
