package dev.spannerkeys.internal.advisor.input;

import dev.spannerkeys.internal.schema.SequenceDefinition;
import java.util.Objects;

/**
 * Which keys a {@code bit_reversed_positive} sequence can still hand out: every
 * {@code reverse(counter)} for a counter at or after {@link #nextCounter()}, except values inside
 * the skip range. For a sequence that exists in the database, the next counter is its internal
 * state (where it stopped) and the options are the database's, which schema update never changes;
 * otherwise they are the declared ones.
 *
 * @param sequence the sequence name
 * @param nextCounter the first counter still to be handed out
 * @param skipRangeMin the skip range's lower bound, or 0 for none
 * @param skipRangeMax the skip range's upper bound, or 0 for none
 * @param inDatabase whether the sequence already exists in the database
 */
public record SequenceState(String sequence, long nextCounter, long skipRangeMin, long skipRangeMax,
        boolean inDatabase) {

    /** Requires a name and a positive counter. */
    public SequenceState {
        Objects.requireNonNull(sequence, "sequence");
        if (nextCounter < 1) {
            throw new IllegalArgumentException("A sequence counter is positive, got " + nextCounter);
        }
    }

    /** A sequence still to be created with the declared options. */
    public static SequenceState declared(SequenceDefinition definition) {
        return new SequenceState(definition.name(), definition.startCounter(), definition.skipRangeMin(),
                definition.skipRangeMax(), false);
    }

    /**
     * A sequence that exists in the database.
     *
     * @param startCounter its {@code start_with_counter} (1 if not set)
     * @param internalState what {@code GET_INTERNAL_SEQUENCE_STATE} returned: the next counter, or
     *     null if the sequence was never used
     */
    public static SequenceState existing(String sequence, long startCounter, long skipRangeMin, long skipRangeMax,
            Long internalState) {
        long next = internalState == null ? startCounter : Math.max(startCounter, internalState);
        return new SequenceState(sequence, Math.max(1, next), skipRangeMin, skipRangeMax, true);
    }

    /** Whether a skip range is set. */
    public boolean hasSkipRange() {
        return skipRangeMin != 0 || skipRangeMax != 0;
    }

    /** Whether the sequence can still return {@code key}. */
    public boolean canReturn(long key) {
        if (key < 1) {
            return false;
        }
        if (hasSkipRange() && key >= skipRangeMin && key <= skipRangeMax) {
            return false;
        }
        return dev.spannerkeys.keys.BitReversal.counterOf(key) >= nextCounter;
    }

    /** {@code next counter 1, no skip range}, for messages. */
    public String describe() {
        return "next counter " + nextCounter
                + (hasSkipRange() ? ", skip range [" + skipRangeMin + ", " + skipRangeMax + "]" : ", no skip range");
    }
}
