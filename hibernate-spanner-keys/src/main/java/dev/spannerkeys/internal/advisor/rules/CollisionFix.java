package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.CollidingKeys;
import dev.spannerkeys.internal.advisor.input.SequenceState;
import java.util.Optional;

/**
 * The two ways to make a {@code bit_reversed_positive} sequence avoid existing keys (Spanner's guide "Migrate primary key strategies"):
 * start its counter after the largest counter behind them (right when the old keys were already
 * bit-reversed: their counters are small), or skip the range of values they occupy (right when
 * they came from a plain sequence or auto-increment column: their values are small). Both are
 * computed; {@link #preferred(CollidingKeys)} is the one that gives up fewer of the 2<sup>63</sup> keys.
 *
 * @param startCounter the smallest start counter past every colliding key, with the current skip
 *     range kept; empty if the largest counter is already the last one
 * @param skipRangeMin the lower bound of the smallest skip range covering the colliding keys and
 *     the current skip range
 * @param skipRangeMax its upper bound
 */
public record CollisionFix(Optional<Long> startCounter, long skipRangeMin, long skipRangeMax) {

    /** The fixes for {@code keys}, which must be {@linkplain CollidingKeys#any() non-empty}. */
    public static CollisionFix of(CollidingKeys keys) {
        if (!keys.any()) {
            throw new IllegalArgumentException("No colliding keys to avoid");
        }
        SequenceState sequence = keys.sequence();
        Optional<Long> start = keys.maxCounter() == Long.MAX_VALUE ? Optional.empty() : Optional.of(keys.maxCounter() + 1);
        long min = keys.minKey();
        long max = keys.maxKey();
        if (sequence.hasSkipRange()) {
            // A sequence has one skip range: the new one must still cover what the old one skipped.
            min = Math.min(min, sequence.skipRangeMin());
            max = Math.max(max, sequence.skipRangeMax());
        }
        return new CollisionFix(start, min, max);
    }

    /** Whether the start counter loses fewer keys than the skip range (and exists). */
    public boolean prefersStartCounter(CollidingKeys keys) {
        if (startCounter.isEmpty()) {
            return false;
        }
        // Both costs are counts of keys given up; compare them without overflow.
        long countersGivenUp = startCounter.get() - keys.sequence().nextCounter();
        long valuesSkipped = skipRangeMax - skipRangeMin;
        return Long.compareUnsigned(countersGivenUp, valuesSkipped) <= 0;
    }

    /** The preferred fix as annotation attributes, e.g. {@code startCounter = 51}. */
    public String preferred(CollidingKeys keys) {
        return prefersStartCounter(keys) ? startCounterText() : skipRangeText();
    }

    /** The other fix, if there is one. */
    public Optional<String> alternative(CollidingKeys keys) {
        if (prefersStartCounter(keys)) {
            return Optional.of(skipRangeText());
        }
        return startCounter.map(value -> startCounterText());
    }

    /** {@code startCounter = N}. */
    public String startCounterText() {
        return "startCounter = " + startCounter.orElseThrow();
    }

    /** {@code skipRangeMin = a, skipRangeMax = b}. */
    public String skipRangeText() {
        return "skipRangeMin = " + skipRangeMin + ", skipRangeMax = " + skipRangeMax;
    }
}
