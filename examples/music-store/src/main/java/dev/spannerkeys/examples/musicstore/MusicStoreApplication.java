package dev.spannerkeys.examples.musicstore;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** Starts the music store; with the {@code dev} profile, on a local Spanner emulator. */
@SpringBootApplication
public class MusicStoreApplication {

    /**
     * Runs the service.
     *
     * @param args Spring Boot command-line arguments
     */
    public static void main(String[] args) {
        SpringApplication.run(MusicStoreApplication.class, args);
    }
}
