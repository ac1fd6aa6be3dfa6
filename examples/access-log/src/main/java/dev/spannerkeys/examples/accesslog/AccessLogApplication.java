package dev.spannerkeys.examples.accesslog;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** Starts the access log; with the {@code dev} profile, on a local Spanner emulator. */
@SpringBootApplication
public class AccessLogApplication {

    /**
     * Runs the service.
     *
     * @param args Spring Boot command-line arguments
     */
    public static void main(String[] args) {
        SpringApplication.run(AccessLogApplication.class, args);
    }
}
