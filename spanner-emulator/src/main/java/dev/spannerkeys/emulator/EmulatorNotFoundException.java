package dev.spannerkeys.emulator;

import java.util.List;

/**
 * Thrown when no Cloud Spanner emulator can be found or reached.
 *
 * <p>The message says what was tried and every way to get an emulator, so that a failing test
 * run tells the developer how to fix it. Tests must fail with it, never skip: a skipped
 * database test looks green while testing nothing.
 */
public class EmulatorNotFoundException extends IllegalStateException {

    private final List<String> tried;

    /** Creates one with the given message; {@link #tried()} is empty. */
    public EmulatorNotFoundException(String message) {
        this(message, List.of());
    }

    EmulatorNotFoundException(String message, List<String> tried) {
        super(message);
        this.tried = List.copyOf(tried);
    }

    /** Nothing was found after trying {@code tried}; the message lists the ways to install one. */
    static EmulatorNotFoundException nothingFound(String problem, List<String> tried) {
        StringBuilder m = new StringBuilder(problem).append('\n');
        m.append("Looked at:\n");
        for (String t : tried) {
            m.append("  - ").append(t).append('\n');
        }
        m.append(InstallHelp.TEXT);
        return new EmulatorNotFoundException(m.toString(), tried);
    }

    /** What discovery looked at, one line per place, in order; empty if not recorded. */
    public List<String> tried() {
        return tried;
    }
}
