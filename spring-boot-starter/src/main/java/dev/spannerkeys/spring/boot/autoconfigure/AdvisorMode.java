package dev.spannerkeys.spring.boot.autoconfigure;

import java.util.Locale;

/**
 * The values of {@code spanner.keys.advisor}: what the hotspot advisor does when the application
 * starts (see {@code docs/advisor.md}).
 */
public enum AdvisorMode {

    /** Refuse to start when the advisor reports an error; for tests and CI. */
    FAIL,

    /** Log the advisor's report once at start-up (the library's default). */
    WARN,

    /** Do not run the advisor. */
    OFF;

    /** The value the library's Hibernate setting expects: {@code fail}, {@code warn} or {@code off}. */
    public String settingValue() {
        return name().toLowerCase(Locale.ROOT);
    }
}
