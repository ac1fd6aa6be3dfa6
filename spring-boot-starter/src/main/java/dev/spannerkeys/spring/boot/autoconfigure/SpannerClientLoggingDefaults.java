package dev.spannerkeys.spring.boot.autoconfigure;

import java.util.Map;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Turns the Spanner client's start-up reports down to {@code WARN} by default: the options dump and
 * the deprecated session-pool options of {@code com.google.cloud.spanner}, the "OpenTelemetry meter
 * detected" line of every gRPC channel pool ({@code com.google.cloud.grpc}), and Flyway's Spanner
 * edition notice ({@code org.flywaydb.database.spanner}), HikariCP's note that the Spanner driver sets
 * no network timeout ({@code com.zaxxer.hikari.pool.PoolBase}). Each client the application opens (the
 * DataSource's, the sequence refill's) repeats them, so a start would otherwise log about 30 lines
 * that say nothing about the application.
 *
 * <p>The defaults are the last property source, so any {@code logging.level.*} the application
 * sets wins: {@code logging.level.com.google.cloud.spanner=INFO} brings the reports back.
 */
public final class SpannerClientLoggingDefaults implements EnvironmentPostProcessor, Ordered {

    /** The name of the property source holding the defaults. */
    public static final String PROPERTY_SOURCE = "spannerKeysLoggingDefaults";

    /** The levels set unless the application sets them. */
    static final Map<String, Object> LEVELS = Map.of(
            "logging.level.com.google.cloud.spanner", "WARN",
            "logging.level.com.google.cloud.grpc", "WARN",
            "logging.level.org.flywaydb.database.spanner", "WARN",
            // HikariCP's note that the Spanner driver has no network timeout, at every start.
            "logging.level.com.zaxxer.hikari.pool.PoolBase", "WARN");

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        if (!environment.getPropertySources().contains(PROPERTY_SOURCE)) {
            environment.getPropertySources().addLast(new MapPropertySource(PROPERTY_SOURCE, LEVELS));
        }
    }

    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }
}
