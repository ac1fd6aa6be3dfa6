package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import org.jspecify.annotations.Nullable;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;

/**
 * Boot's {@link JdbcConnectionDetails} for a Spanner database: the Spanner JDBC driver (Boot cannot
 * infer it from a {@code jdbc:cloudspanner:} URL) and no user name or password (an emulator needs
 * none; Cloud Spanner takes Application Default Credentials). An implementation gives the URL only.
 */
@FunctionalInterface
public interface SpannerJdbcConnectionDetails extends JdbcConnectionDetails {

    /** The Spanner JDBC driver's class name. */
    String SPANNER_DRIVER_CLASS = "com.google.cloud.spanner.jdbc.JdbcDriver";

    @Override
    default @Nullable String getUsername() {
        return null;
    }

    @Override
    default @Nullable String getPassword() {
        return null;
    }

    @Override
    default String getDriverClassName() {
        return SPANNER_DRIVER_CLASS;
    }
}
