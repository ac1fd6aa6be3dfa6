package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.spannerkeys.emulator.SpannerEmulator;
import javax.sql.DataSource;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.test.autoconfigure.TestDatabaseAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.embedded.EmbeddedDatabase;

/**
 * Boot's test-database replacement ({@code @AutoConfigureTestDatabase}, part of {@code @DataJpaTest}
 * and {@code @JdbcTest}) with the starter and {@code spanner-emulator} present, and H2 on the class
 * path: the test database is a database on the emulator, not H2. The properties are those the
 * annotation maps ({@code spring.test.database.*}).
 */
@Tag("emulator")
class SpannerEmulatorTestDatabaseAutoConfigurationTest {

    /** What {@code @AutoConfigureTestDatabase} with its defaults puts into the environment. */
    private static final String DEFAULT_ANNOTATION = "spring.test.database.connection=NONE";

    private static final String PRODUCTION_URL = "jdbc:cloudspanner:/projects/p/instances/i/databases/production";

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(TestDatabaseAutoConfiguration.class, DataSourceAutoConfiguration.class,
                    SpannerEmulatorAutoConfiguration.class, SpannerEmulatorTestDatabaseAutoConfiguration.class))
            .withPropertyValues(DEFAULT_ANNOTATION);

    private static String jdbcUrl(DataSource dataSource) {
        return ((HikariDataSource) dataSource).getJdbcUrl();
    }

    @Test
    void theDevelopmentEmulatorIsKeptAsTheTestDatabase() {
        // Without a URL the development emulator is the application's database; Boot's replacement
        // recognises it as a test database (as it does a @ServiceConnection container) and keeps it.
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            DataSource dataSource = context.getBean(DataSource.class);
            assertThat(dataSource).isNotInstanceOf(EmbeddedDatabase.class);
            assertThat(jdbcUrl(dataSource))
                    .startsWith("jdbc:cloudspanner://" + context.getBean(SpannerEmulator.class).hostPort() + "/");
            // A query only Spanner answers.
            assertThat(new JdbcTemplate(dataSource).queryForObject("SELECT BIT_REVERSE(1, true)", Long.class))
                    .isEqualTo(Long.MIN_VALUE >>> 1);
        });
    }

    @Test
    void theEmulatorReplacesAConfiguredDatabaseWhereBootWouldUseAnEmbeddedOne() {
        runner.withPropertyValues("spring.datasource.url=" + PRODUCTION_URL).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).hasSingleBean(SpannerEmulator.class);
            assertThat(jdbcUrl(context.getBean(DataSource.class)))
                    .startsWith("jdbc:cloudspanner://" + context.getBean(SpannerEmulator.class).hostPort() + "/")
                    .doesNotContain("production");
        });
    }

    /** What the test asks for instead of the default: an embedded database, which it gets. */
    @ParameterizedTest
    @ValueSource(strings = { "spring.test.database.connection=H2", "spring.test.database.replace=ANY",
            "spanner.keys.emulator.enabled=false" })
    void anEmbeddedDatabaseTheTestAsksForIsRespected(String setting) {
        runner.withPropertyValues(setting, "spring.datasource.url=" + PRODUCTION_URL).run(context -> {
            assertThat(context).doesNotHaveBean(SpannerEmulator.class);
            assertThat(context.getBean(DataSource.class)).isInstanceOf(EmbeddedDatabase.class);
        });
    }

    @Test
    void replaceAutoConfiguredGetsBootsEmbeddedDatabaseAndStartsNoEmulator() {
        runner.withPropertyValues("spring.test.database.replace=AUTO_CONFIGURED").run(context -> {
            assertThat(context).doesNotHaveBean(SpannerEmulator.class);
            assertThat(context.getBean(DataSource.class)).isInstanceOf(EmbeddedDatabase.class);
        });
    }

    @Test
    void replaceNoneKeepsTheApplicationsDatabase() {
        runner.withPropertyValues("spring.test.database.replace=NONE", "spring.datasource.url=" + PRODUCTION_URL)
                .run(context -> {
                    assertThat(context).doesNotHaveBean(SpannerEmulator.class);
                    assertThat(jdbcUrl(context.getBean(DataSource.class))).isEqualTo(PRODUCTION_URL);
                });
    }
}
