package dev.spannerkeys.spring.boot.liquibase;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysHibernateAutoConfiguration;
import dev.spannerkeys.spring.boot.autoconfigure.emulator.SpannerEmulatorAutoConfiguration;
import dev.spannerkeys.spring.boot.flyway.MigratedVenues;
import dev.spannerkeys.spring.boot.flyway.Venue;
import jakarta.persistence.EntityManagerFactory;
import liquibase.integration.spring.SpringLiquibase;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration;
import org.springframework.boot.liquibase.autoconfigure.LiquibaseAutoConfiguration;
import org.springframework.boot.persistence.autoconfigure.EntityScan;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Liquibase (with Google's Spanner extension) next to the starter, on the development emulator's
 * database: Spring Boot's own Liquibase auto-configuration applies the master changelog before the
 * {@code EntityManagerFactory} is built, so Hibernate's {@code validate} (the library's: keys, sequence
 * defaults) and the hotspot advisor's check of existing keys run against the migrated schema and rows.
 * Without Liquibase the starter lets Hibernate create the schema, as before.
 */
@Tag("emulator")
class LiquibaseOnEmulatorTest {

    private static final String HISTORY = "SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = ''"
            + " AND TABLE_NAME = 'DATABASECHANGELOG'";

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SpannerEmulatorAutoConfiguration.class,
                    SpannerKeysHibernateAutoConfiguration.class, DataSourceAutoConfiguration.class,
                    LiquibaseAutoConfiguration.class, HibernateJpaAutoConfiguration.class,
                    JdbcTemplateAutoConfiguration.class))
            .withUserConfiguration(Entities.class)
            .withPropertyValues("logging.level.com.google.cloud.spanner=WARN", "logging.level.liquibase=WARN");

    @Configuration(proxyBeanMethods = false)
    @EntityScan(basePackageClasses = Venue.class)
    static class Entities {
    }

    @Test
    void liquibaseMigratesTheEmulatorDatabaseBeforeHibernateValidatesIt() {
        runner.withPropertyValues("spring.liquibase.change-log=classpath:liquibase/venues/db.changelog-master.yaml",
                "spring.jpa.hibernate.ddl-auto=validate").run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context).hasSingleBean(SpringLiquibase.class);
                    JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
                    assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM DATABASECHANGELOG", Long.class)).isEqualTo(2);
                    EntityManagerFactory factory = context.getBean(EntityManagerFactory.class);
                    assertThat(MigratedVenues.hbm2ddl(factory)).isEqualTo("validate");
                    MigratedVenues.assertHibernateWritesAVenue(factory, jdbc);
                });
    }

    @Test
    void withLiquibaseTheStarterDoesNotLetHibernateCreateTheSchema() {
        // No ddl-auto: Liquibase manages the schema, so the starter's create-on-the-emulator stays off.
        runner.withPropertyValues("spring.liquibase.change-log=classpath:liquibase/venues/db.changelog-master.yaml")
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(MigratedVenues.hbm2ddl(context.getBean(EntityManagerFactory.class))).isNotEqualTo("create");
                    assertThat(context.getBean(JdbcTemplate.class).queryForObject(HISTORY, Long.class)).isEqualTo(1);
                });
    }

    @Test
    void theAdvisorChecksTheKeysLiquibaseMigrated() {
        // The second changelog inserts two rows whose keys are the bit-reversed counters 1 and 2: the sequence,
        // starting at counter 1, would hand them out again. The advisor reads them at bootstrap, after Liquibase.
        runner.withPropertyValues("spring.liquibase.change-log=classpath:liquibase/venue-rows/db.changelog-master.yaml",
                "spring.jpa.hibernate.ddl-auto=validate", "spanner.keys.advisor=fail")
                        .run(MigratedVenues::assertAdvisorRefusedTheMigratedKeys);
    }

    @Test
    void theLibrarysValidateRejectsAMigratedKeyWithoutItsSequenceDefault() {
        runner.withPropertyValues(
                "spring.liquibase.change-log=classpath:liquibase/venues-without-default/db.changelog-master.yaml",
                "spring.jpa.hibernate.ddl-auto=validate")
                        .run(MigratedVenues::assertValidateRefusedTheMissingDefault);
    }

    @Test
    void withoutLiquibaseTheStarterCreatesTheSchemaAsBefore() {
        runner.withClassLoader(new FilteredClassLoader(SpringLiquibase.class)).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(SpringLiquibase.class);
            assertThat(MigratedVenues.hbm2ddl(context.getBean(EntityManagerFactory.class))).isEqualTo("create");
            JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
            assertThat(jdbc.queryForObject(HISTORY, Long.class)).isZero();
            assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM venues", Long.class)).isZero();
        });
    }
}
