package dev.spannerkeys.testsupport;

import java.util.Locale;

/**
 * Which cells of the project's test matrices a run takes, from {@code -Dzoo.sample}. The matrices are the zoo's
 * (models × dialects × write modes), the feature zoo's, and the dialect contracts marked {@link SampledByDialect}.
 * A CI run takes every cell once: its Java 17 leg, the README's command, runs {@link #COVER}, and its Java 25 leg,
 * beside it, {@link #REST}.
 */
public enum TestSample {

    /** The default, the README's test command: a covering set, every model, dialect and write mode, not every combination. */
    COVER,

    /** Every cell the covering set leaves out (CI's Java 25 leg). */
    REST,

    /** Every cell. */
    EVERY;

    /** The system property that selects the sample. */
    public static final String PROPERTY = "zoo.sample";

    /** This run's sample: {@code -Dzoo.sample=cover} (the default), {@code rest} or {@code every}. */
    public static TestSample current() {
        String sample = System.getProperty(PROPERTY, "cover");
        try {
            return valueOf(sample.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException unknown) {
            throw new IllegalArgumentException("-D" + PROPERTY + "=" + sample + ": expected cover (the default), rest or every",
                    unknown);
        }
    }

    /** Whether this sample takes a cell that the covering set takes ({@code covering}) or leaves out. */
    public boolean takes(boolean covering) {
        return switch (this) {
            case COVER -> covering;
            case REST -> !covering;
            case EVERY -> true;
        };
    }
}
