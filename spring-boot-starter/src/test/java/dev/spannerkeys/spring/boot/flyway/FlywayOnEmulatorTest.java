package dev.spannerkeys.spring.boot.flyway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysHibernateAutoConfiguration;
import dev.spannerkeys.spring.boot.autoconfigure.emulator.SpannerEmulatorAutoConfiguration;
import jakarta.persistence.EntityManagerFactory;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration;
import org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration;
import org.springframework.boot.persistence.autoconfigure.EntityScan;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Flyway next to the starter, on the development emulator's database: Spring Boot's own Flyway
 * auto-configuration migrates it before the {@code EntityManagerFactory} is built, so Hibernate's
 * {@code validate} (the library's: keys, sequence defaults) and the hotspot advisor's check of
 * existing keys run against the migrated schema and rows. Without Flyway the starter lets Hibernate
 * create the schema, as before.
 */
@Tag("emulator")
class FlywayOnEmulatorTest {

    private static final String HISTORY = "SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = ''"
            + " AND TABLE_NAME = 'flyway_schema_history'";

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SpannerEmulatorAutoConfiguration.class,
                    SpannerKeysHibernateAutoConfiguration.class, DataSourceAutoConfiguration.class,
                    FlywayAutoConfiguration.class, HibernateJpaAutoConfiguration.class,
                    JdbcTemplateAutoConfiguration.class))
            .withUserConfiguration(Entities.class)
            .withPropertyValues("logging.level.com.google.cloud.spanner=WARN");

    @Configuration(proxyBeanMethods = false)
    @EntityScan(basePackageClasses = Venue.class)
    static class Entities {
    }

    @Test
    void flywayMigratesTheEmulatorDatabaseBeforeHibernateValidatesIt() {
        runner.withPropertyValues("spring.flyway.locations=classpath:flyway/venues", "spring.jpa.hibernate.ddl-auto=validate")
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context).hasSingleBean(Flyway.class);
                    JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
                    assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM flyway_schema_history WHERE success",
                            Long.class)).isEqualTo(1);
                    EntityManagerFactory factory = context.getBean(EntityManagerFactory.class);
                    assertThat(MigratedVenues.hbm2ddl(factory)).isEqualTo("validate");
                    MigratedVenues.assertHibernateWritesAVenue(factory, jdbc);
                });
    }

    @Test
    void withFlywayTheStarterDoesNotLetHibernateCreateTheSchema() {
        // No ddl-auto: Flyway manages the schema, so the starter's create-on-the-emulator stays off.
        runner.withPropertyValues("spring.flyway.locations=classpath:flyway/venues").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(MigratedVenues.hbm2ddl(context.getBean(EntityManagerFactory.class))).isNotEqualTo("create");
            assertThat(context.getBean(JdbcTemplate.class).queryForObject(HISTORY, Long.class)).isEqualTo(1);
        });
    }

    @Test
    void theAdvisorChecksTheKeysFlywayMigrated() {
        // V2 inserts two rows whose keys are the bit-reversed counters 1 and 2: the sequence, starting at
        // counter 1, would hand them out again. The advisor reads them at bootstrap, after Flyway.
        runner.withPropertyValues("spring.flyway.locations=classpath:flyway/venues,classpath:flyway/venue-rows",
                "spring.jpa.hibernate.ddl-auto=validate", "spanner.keys.advisor=fail")
                        .run(MigratedVenues::assertAdvisorRefusedTheMigratedKeys);
    }

    @Test
    void theLibrarysValidateRejectsAMigratedKeyWithoutItsSequenceDefault() {
        runner.withPropertyValues("spring.flyway.locations=classpath:flyway/venues-without-default",
                "spring.jpa.hibernate.ddl-auto=validate")
                        .run(MigratedVenues::assertValidateRefusedTheMissingDefault);
    }

    @Test
    void withoutFlywayTheStarterCreatesTheSchemaAsBefore() {
        runner.withClassLoader(new FilteredClassLoader(Flyway.class)).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean("flyway");
            assertThat(MigratedVenues.hbm2ddl(context.getBean(EntityManagerFactory.class))).isEqualTo("create");
            JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
            assertThat(jdbc.queryForObject(HISTORY, Long.class)).isZero();
            assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM venues", Long.class)).isZero();
        });
    }
}
