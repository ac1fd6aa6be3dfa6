package dev.spannerkeys.advisor.report;

import java.util.Locale;

/**
 * How serious a finding is, most serious first.
 *
 * <ul>
 *   <li>{@link #ERROR}: a primary key (which can never be changed once the table exists) that sends
 *       writes to one split, or keys the database will reject; {@code spanner.keys.advisor=fail}
 *       refuses to start on it.</li>
 *   <li>{@link #WARNING}: a schema choice the guides advise against that can be repaired later (an
 *       index can be dropped, a child table re-created), or a storage choice that wastes space in
 *       every key.</li>
 *   <li>{@link #INFO}: a trade-off worth knowing about; never fails anything unless asked to.</li>
 * </ul>
 */
public enum Severity {
    /** A hotspot or a failure that cannot be repaired without rewriting the table. */
    ERROR,
    /** Advised against; repairable. */
    WARNING,
    /** Informational. */
    INFO;

    /** Whether this severity is {@code threshold} or more serious. */
    public boolean atLeast(Severity threshold) {
        return ordinal() <= threshold.ordinal();
    }

    /** {@code "error"}, {@code "warning"}, {@code "info"}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Parses {@code error}, {@code warning} or {@code info} (case-insensitive; {@code note} is accepted
     * for {@code info}, as SARIF calls it).
     *
     * @throws IllegalArgumentException naming the accepted values
     */
    public static Severity parse(String text) {
        String value = text == null ? "" : text.trim().toUpperCase(Locale.ROOT);
        if (value.equals("NOTE")) {
            return INFO;
        }
        for (Severity severity : values()) {
            if (severity.name().equals(value)) {
                return severity;
            }
        }
        throw new IllegalArgumentException("Unknown severity '" + text + "': use error, warning or info");
    }
}
