package dev.spannerkeys.internal.schema;


/**
 * A {@code bit_reversed_positive} sequence: its name, the counter it starts from, and an optional
 * range of values it must never return.
 *
 * <p>Construction validates every rule Spanner enforces, so an invalid definition fails before any
 * DDL is written. Two definitions are equal when every option is equal; entities that share a
 * sequence must agree on all of them.
 *
 * @param name the sequence name, a valid Spanner identifier
 * @param startCounter the first counter reversed, at least 1
 * @param skipRangeMin lower bound (inclusive) of the skipped range, or 0 for none
 * @param skipRangeMax upper bound (inclusive) of the skipped range, or 0 for none
 */
public record SequenceDefinition(String name, long startCounter, long skipRangeMin, long skipRangeMax) {

    /**
     * Validates the options.
     *
     * @throws IllegalArgumentException with the rule that is broken and how to fix it
     */
    public SequenceDefinition {
        SpannerIdentifiers.require(name, "Sequence name");
        if (startCounter < 1) {
            throw new IllegalArgumentException("startCounter = " + startCounter
                    + " is not allowed: a sequence counter starts at 1 or later; use startCounter >= 1");
        }
        boolean noMin = skipRangeMin == 0;
        boolean noMax = skipRangeMax == 0;
        if (noMin != noMax) {
            throw new IllegalArgumentException("skipRangeMin = " + skipRangeMin + " and skipRangeMax = " + skipRangeMax
                    + " are not allowed: set both bounds of the skip range, or leave both 0 for no skip range");
        }
        if (!noMin) {
            if (skipRangeMin < 1) {
                throw new IllegalArgumentException("skipRangeMin = " + skipRangeMin
                        + " is not allowed: a bit_reversed_positive sequence only returns positive values; use skipRangeMin >= 1");
            }
            if (skipRangeMin > skipRangeMax) {
                throw new IllegalArgumentException("skipRangeMin = " + skipRangeMin + " is greater than skipRangeMax = "
                        + skipRangeMax + ": the range is [skipRangeMin, skipRangeMax]; swap the bounds");
            }
        }
    }

    /** A sequence without skip range, starting at counter 1. */
    public static SequenceDefinition named(String name) {
        return new SequenceDefinition(name, 1, 0, 0);
    }

    /** Whether a skip range is set. */
    public boolean hasSkipRange() {
        return skipRangeMin != 0;
    }

    /** Whether {@code value} lies in the skip range. */
    public boolean skips(long value) {
        return hasSkipRange() && value >= skipRangeMin && value <= skipRangeMax;
    }

    /** A one-line description of the options, for error messages. */
    public String describeOptions() {
        return "startCounter=" + startCounter
                + (hasSkipRange() ? ", skipRange=[" + skipRangeMin + ", " + skipRangeMax + "]" : ", no skip range");
    }
}
