package dev.spannerkeys.spring.boot.writeerrors;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;

/**
 * Plain auto-configuration over {@link Hall} and {@link Seat}, as an application with the starter gets
 * it; Hibernate creates the schema on the development emulator (Flyway and Liquibase, on the test class path for
 * other tests, are left out).
 */
@SpringBootConfiguration
@EnableAutoConfiguration(excludeName = {"org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration",
        "org.springframework.boot.liquibase.autoconfigure.LiquibaseAutoConfiguration"})
class WriteErrorsApplication {
}
