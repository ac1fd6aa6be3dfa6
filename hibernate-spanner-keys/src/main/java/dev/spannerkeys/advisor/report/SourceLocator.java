package dev.spannerkeys.advisor.report;

import dev.spannerkeys.advisor.input.Location;
import java.util.Optional;

/**
 * Finds the source file (and line) a finding's location points at, so SARIF results can be shown
 * in code-scanning tools next to the code. The Maven plugin implements it over the project's source
 * roots; {@link #NONE} leaves results with logical locations only.
 */
@FunctionalInterface
public interface SourceLocator {

    /** Locates nothing. */
    SourceLocator NONE = location -> Optional.empty();

    /** A source line, with the file given relative to the project root ({@code src/main/java/...}). */
    record SourceLine(String uri, int line) {
        /** Requires a positive line. */
        public SourceLine {
            if (line < 1) {
                throw new IllegalArgumentException("Lines start at 1, got " + line);
            }
        }
    }

    /** Where {@code location} is declared, if known. */
    Optional<SourceLine> locate(Location location);
}
