package dev.spannerkeys.spring.boot.wrongkey;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;

/** Plain auto-configuration over {@link Ticket}, as an application with the starter gets it. */
@SpringBootConfiguration
@EnableAutoConfiguration
class WrongKeyApplication {
}
