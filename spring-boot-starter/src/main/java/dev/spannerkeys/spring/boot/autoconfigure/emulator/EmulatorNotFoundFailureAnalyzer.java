package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;

/**
 * Turns a start-up that failed for want of an emulator into Boot's "APPLICATION FAILED TO START"
 * report: what discovery tried, and the two ways out (install an emulator, or configure a
 * database URL). Registered in {@code META-INF/spring.factories}.
 *
 * <p>Boot loads every registered analyzer for every failed start, also in applications without the
 * optional {@code spanner-emulator} module. So this class does not refer to the module's types: it
 * recognises the module's exception by its class name.
 */
final class EmulatorNotFoundFailureAnalyzer implements FailureAnalyzer {

    /** The {@code spanner-emulator} module's exception for "no emulator found". */
    static final String EMULATOR_NOT_FOUND_EXCEPTION = "dev.spannerkeys.emulator.EmulatorNotFoundException";

    @Override
    public @Nullable FailureAnalysis analyze(Throwable failure) {
        Throwable cause = emulatorNotFound(failure);
        if (cause == null) {
            return null;
        }
        return new FailureAnalysis("The application needs a local Cloud Spanner emulator"
                + " (the starter starts one when spanner-emulator is on the class path and spring.datasource.url is not set),"
                + " but none could be found.\n\n" + cause.getMessage(),
                "Install or start an emulator in one of the ways listed above. Or connect to a Spanner database"
                        + " instead: set spring.datasource.url and spanner.keys.emulator.enabled=false.",
                cause);
    }

    /** The first exception in {@code failure}'s cause chain that is the module's "not found". */
    private static @Nullable Throwable emulatorNotFound(Throwable failure) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Throwable candidate = failure; candidate != null && seen.add(candidate); candidate = candidate.getCause()) {
            for (Class<?> type = candidate.getClass(); type != null; type = type.getSuperclass()) {
                if (type.getName().equals(EMULATOR_NOT_FOUND_EXCEPTION)) {
                    return candidate;
                }
            }
        }
        return null;
    }
}
