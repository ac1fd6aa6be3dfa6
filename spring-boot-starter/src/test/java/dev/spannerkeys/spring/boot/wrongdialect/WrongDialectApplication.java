package dev.spannerkeys.spring.boot.wrongdialect;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;

/**
 * Plain auto-configuration over {@link Booking}, as an application with the starter gets it (Liquibase, on the
 * test class path for {@code LiquibaseOnEmulatorTest}, left out: it would look for a changelog).
 */
@SpringBootConfiguration
@EnableAutoConfiguration(excludeName = "org.springframework.boot.liquibase.autoconfigure.LiquibaseAutoConfiguration")
class WrongDialectApplication {
}
