package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysProperties;
import javax.sql.DataSource;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Import;

/**
 * The development emulator: when the {@code spanner-emulator} module is on the class path and
 * {@code spring.datasource.url} is not set, starts a local Cloud Spanner emulator (through the
 * module's discovery) and hands a new database on it to Spring Boot as the application's
 * {@link JdbcConnectionDetails}, before the DataSource is created. The emulator is stopped when the
 * application context closes; Hibernate creates the schema in the empty database unless the
 * application manages the schema itself (see {@link EmulatorSchemaCreation}).
 *
 * <p>For development and tests only: all data lives in the emulator's memory. The module is what
 * switches it on, the way an embedded database on the class path is used when no URL is set: the
 * starter declares it optional, so an application adds it as a development dependency and its
 * production artifact does not contain it (the condition names the class as a string, so nothing is
 * loaded when it is absent). {@code spanner.keys.emulator.enabled=false} turns it off. Backs off
 * when the application already has a {@link DataSource} or {@link JdbcConnectionDetails} of its own
 * (for example from a Testcontainers {@code @ServiceConnection}); an application-defined
 * {@link SpannerEmulator} bean replaces the one started here.
 *
 * <p>Also part of Boot's JDBC test slices ({@code @DataJpaTest}, {@code @JdbcTest}, ...), where the
 * emulator's database counts as a test database like a {@code @ServiceConnection} container's: see
 * {@link DevelopmentEmulatorConfiguration} and {@link SpannerEmulatorTestDatabaseAutoConfiguration}.
 */
// After Boot's test database, so that the embedded DataSource it defines for replace = AUTO_CONFIGURED counts.
@AutoConfiguration(before = DataSourceAutoConfiguration.class,
        afterName = "org.springframework.boot.jdbc.test.autoconfigure.TestDatabaseAutoConfiguration")
@ConditionalOnClass(name = SpannerEmulatorAutoConfiguration.SPANNER_EMULATOR_CLASS, value = JdbcConnectionDetails.class)
@ConditionalOnBooleanProperty(name = "spanner.keys.emulator.enabled", matchIfMissing = true)
@Conditional(NoDataSourceUrlCondition.class)
@ConditionalOnMissingBean({ DataSource.class, JdbcConnectionDetails.class })
@EnableConfigurationProperties(SpannerKeysProperties.class)
@Import(DevelopmentEmulatorConfiguration.class)
public final class SpannerEmulatorAutoConfiguration {

    /** The {@code spanner-emulator} module's entry point, whose presence switches this configuration on. */
    static final String SPANNER_EMULATOR_CLASS = "dev.spannerkeys.emulator.SpannerEmulator";
}
