package dev.spannerkeys.spring.boot.wrongdialect;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;

/** Plain auto-configuration over {@link Booking}, as an application with the starter gets it. */
@SpringBootConfiguration
@EnableAutoConfiguration
class WrongDialectApplication {
}
