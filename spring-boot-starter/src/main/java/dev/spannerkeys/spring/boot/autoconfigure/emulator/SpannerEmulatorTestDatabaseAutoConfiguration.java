package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysProperties;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.context.annotation.Import;

/**
 * The development emulator as the test database of Boot's JDBC test slices: in a test annotated
 * {@code @AutoConfigureTestDatabase} (which {@code @DataJpaTest}, {@code @JdbcTest},
 * {@code @DataJdbcTest} and {@code @JooqTest} include), the database is a new one on a local Cloud
 * Spanner emulator instead of an embedded H2, HSQLDB or Derby database. A Spanner application's
 * mapping (this library's dialect, sequences, interleaved tables) does not run on an embedded
 * database, so with the {@code spanner-emulator} module on the test class path the emulator is what
 * "a test database" means.
 *
 * <p>Listed only in the test slices' {@code META-INF/spring/...AutoConfigureTestDatabase.imports},
 * never in the application's auto-configurations. It provides the emulator's
 * {@link JdbcConnectionDetails}, which Boot's test-database replacement recognises as a test
 * database (as it does a {@code @ServiceConnection} container) and keeps; the DataSource is then
 * built from them even when {@code spring.datasource.url} names a production database.
 *
 * <p>Stays out of the way when the test asks for something else: another {@code replace} than the
 * default {@code NON_TEST} ({@code NONE} keeps the application's own database, {@code ANY} and
 * {@code AUTO_CONFIGURED} an embedded one), an explicit {@code connection} (e.g. {@code H2}),
 * {@code spanner.keys.emulator.enabled=false}, or connection details of its own (a Testcontainers
 * {@code @ServiceConnection}).
 */
@AutoConfiguration(before = DataSourceAutoConfiguration.class, after = SpannerEmulatorAutoConfiguration.class)
@ConditionalOnClass(name = SpannerEmulatorAutoConfiguration.SPANNER_EMULATOR_CLASS, value = JdbcConnectionDetails.class)
@ConditionalOnBooleanProperty(name = "spanner.keys.emulator.enabled", matchIfMissing = true)
@ConditionalOnProperty(name = "spring.test.database.replace", havingValue = "NON_TEST", matchIfMissing = true)
@ConditionalOnProperty(name = "spring.test.database.connection", havingValue = "NONE", matchIfMissing = true)
@ConditionalOnMissingBean(JdbcConnectionDetails.class)
@EnableConfigurationProperties(SpannerKeysProperties.class)
@Import(DevelopmentEmulatorConfiguration.class)
public final class SpannerEmulatorTestDatabaseAutoConfiguration {
}
