package dev.spannerkeys.spring.boot.data;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.data.jpa.repository.config.EnableJpaAuditing;

/**
 * Test application as a user writes one: auto-configuration and Spring Data's auditing, nothing
 * Spanner-specific. Flyway and Liquibase, on the test class path for their own tests, are left out:
 * Hibernate creates the schema on the development emulator.
 */
@SpringBootConfiguration
@EnableAutoConfiguration(excludeName = { "org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration",
        "org.springframework.boot.liquibase.autoconfigure.LiquibaseAutoConfiguration" })
@EnableJpaAuditing
public class SurfaceApplication {
}
