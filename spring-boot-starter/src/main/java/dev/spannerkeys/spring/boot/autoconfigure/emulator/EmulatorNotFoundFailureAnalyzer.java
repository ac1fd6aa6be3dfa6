package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import dev.spannerkeys.emulator.EmulatorNotFoundException;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Turns a start-up that failed for want of an emulator into Boot's "APPLICATION FAILED TO START"
 * report: what discovery tried, and the two ways out (install an emulator, or configure a
 * database URL). Registered in {@code META-INF/spring.factories}.
 */
final class EmulatorNotFoundFailureAnalyzer extends AbstractFailureAnalyzer<EmulatorNotFoundException> {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, EmulatorNotFoundException cause) {
        return new FailureAnalysis("The application needs a local Cloud Spanner emulator"
                + " (spanner.keys.emulator.enabled=true starts one when spring.datasource.url is not set),"
                + " but none could be found.\n\n" + cause.getMessage(),
                "Install or start an emulator in one of the ways listed above. Or connect to a Spanner database"
                        + " instead: set spring.datasource.url and spanner.keys.emulator.enabled=false.",
                cause);
    }
}
