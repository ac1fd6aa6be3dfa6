package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jdbc.autoconfigure.ApplicationDataSourceScriptDatabaseInitializer;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceInitializationAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration;
import org.springframework.boot.sql.autoconfigure.init.ApplicationScriptDatabaseInitializer;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * {@code spring.sql.init} with its default mode, {@code embedded}: the scripts run on the
 * development emulator's database as they would on H2, and not on a database that is neither.
 */
@Tag("emulator")
class SqlInitializationOnEmulatorTest {

    private static final String GENRES = "SELECT Name FROM Genres ORDER BY GenreId";

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SpannerEmulatorAutoConfiguration.class,
                    DataSourceAutoConfiguration.class, SpannerEmulatorSqlInitializationAutoConfiguration.class,
                    DataSourceInitializationAutoConfiguration.class, JdbcTemplateAutoConfiguration.class))
            .withPropertyValues("spring.sql.init.schema-locations=classpath:sql-init/schema.sql",
                    "spring.sql.init.data-locations=classpath:sql-init/data.sql");

    private static boolean genresExist(JdbcTemplate jdbc) {
        return jdbc.queryForObject("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = ''"
                + " AND TABLE_NAME = 'Genres'", Long.class) == 1;
    }

    @Test
    void schemaAndDataScriptsRunOnTheEmulatorAsOnAnEmbeddedDatabase() {
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).getBean(ApplicationScriptDatabaseInitializer.class)
                    .isInstanceOf(EmulatorScriptDatabaseInitializer.class);
            assertThat(context.getBean(JdbcTemplate.class).queryForList(GENRES, String.class))
                    .containsExactly("Jazz", "Highlife");
        });
    }

    @Test
    void modeNeverRunsNothing() {
        runner.withPropertyValues("spring.sql.init.mode=never").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(genresExist(context.getBean(JdbcTemplate.class))).isFalse();
        });
    }

    @Test
    void anotherDatabaseKeepsBootsOwnInitializer() {
        runner.withPropertyValues("spanner.keys.emulator.enabled=false",
                "spring.datasource.url=jdbc:h2:mem:sqlinit;DB_CLOSE_DELAY=-1",
                "spring.sql.init.schema-locations=optional:classpath:sql-init/none.sql",
                "spring.sql.init.data-locations=optional:classpath:sql-init/none.sql").run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context).doesNotHaveBean(EmulatorScriptDatabaseInitializer.class);
                    assertThat(context).getBean(ApplicationScriptDatabaseInitializer.class)
                            .isExactlyInstanceOf(ApplicationDataSourceScriptDatabaseInitializer.class);
                });
    }

    @Test
    void theSameDatabaseIsTheUrlWithoutItsConnectionProperties() {
        String url = "jdbc:cloudspanner://127.0.0.1:9010/projects/p/instances/i/databases/d";
        assertThat(EmulatorScriptDatabaseInitializer.sameDatabase(url + ";autoConfigEmulator=true", url)).isTrue();
        assertThat(EmulatorScriptDatabaseInitializer.sameDatabase(url, url + ";numChannels=2")).isTrue();
        for (String other : List.of(url + "x", url.replace("9010", "9011"), url.replace("/d", "/e"))) {
            assertThat(EmulatorScriptDatabaseInitializer.sameDatabase(other, url)).isFalse();
        }
        assertThat(EmulatorScriptDatabaseInitializer.sameDatabase(null, url)).isFalse();
    }
}
