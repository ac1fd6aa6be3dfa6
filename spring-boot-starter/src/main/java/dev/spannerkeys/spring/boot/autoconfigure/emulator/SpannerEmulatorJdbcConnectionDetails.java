package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import java.util.Objects;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;

/**
 * The development emulator's database as Spring Boot's {@link JdbcConnectionDetails}: Boot builds
 * the application's {@code DataSource} from it instead of from {@code spring.datasource.*}.
 *
 * <p>Registered by {@link SpannerEmulatorAutoConfiguration}; there is no reason to create one
 * yourself. The emulator needs no credentials.
 */
public final class SpannerEmulatorJdbcConnectionDetails implements SpannerJdbcConnectionDetails {

    /** The Spanner JDBC driver; Boot cannot infer it from a {@code jdbc:cloudspanner:} URL. */
    public static final String SPANNER_DRIVER_CLASS = SpannerJdbcConnectionDetails.SPANNER_DRIVER_CLASS;

    private final String jdbcUrl;

    /** @param jdbcUrl a {@code jdbc:cloudspanner:} URL of a database on the emulator */
    public SpannerEmulatorJdbcConnectionDetails(String jdbcUrl) {
        this.jdbcUrl = Objects.requireNonNull(jdbcUrl, "jdbcUrl");
    }

    @Override
    public String getJdbcUrl() {
        return jdbcUrl;
    }

    @Override
    public String toString() {
        return "SpannerEmulatorJdbcConnectionDetails[" + jdbcUrl + "]";
    }
}
