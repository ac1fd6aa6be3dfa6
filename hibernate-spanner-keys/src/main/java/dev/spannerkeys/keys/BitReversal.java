package dev.spannerkeys.keys;

import java.util.stream.LongStream;

/**
 * The mapping Spanner's {@code bit_reversed_positive} sequences apply from an internal counter to
 * the key they return, and its inverse.
 *
 * <p>Spanner reverses the lower 63 bits of the counter, so the result is always positive: counter
 * 1 becomes 2<sup>62</sup>, counter 2 becomes 2<sup>61</sup>, counter 3 becomes
 * 2<sup>62</sup> + 2<sup>61</sup>. Reversal is its own inverse, which lets a migration find the
 * counter behind every key an old system already bit-reversed and start the new sequence past
 * them.
 */
public final class BitReversal {

    private BitReversal() {
    }

    /**
     * The key a {@code bit_reversed_positive} sequence returns for {@code counter}.
     *
     * @param counter a counter in {@code [1, Long.MAX_VALUE]}
     * @return the bit-reversed key, positive for every positive counter
     * @throws IllegalArgumentException if {@code counter} is not positive
     */
    public static long reverse(long counter) {
        if (counter < 1) {
            throw new IllegalArgumentException("A sequence counter must be positive, got " + counter);
        }
        return reverse63(counter);
    }

    /**
     * The counter that produces {@code key}, the inverse of {@link #reverse(long)}.
     *
     * @param key a positive key
     * @return the counter {@code c} with {@code reverse(c) == key}
     * @throws IllegalArgumentException if {@code key} is not positive
     */
    public static long counterOf(long key) {
        if (key < 1) {
            throw new IllegalArgumentException("A bit-reversed key is positive, got " + key);
        }
        return reverse63(key);
    }

    /**
     * The smallest {@code startCounter} that can never produce one of {@code existingKeys}, for
     * tables migrated with keys that were already bit-reversed at the source: one more than the
     * largest counter behind any existing key. Non-positive keys cannot come from a
     * {@code bit_reversed_positive} sequence and are ignored.
     *
     * @param existingKeys the key values already stored
     * @return a counter to use as {@code @BitReversedSequence(startCounter = ...)}; 1 for no keys
     */
    public static long nextSafeCounter(LongStream existingKeys) {
        long maxCounter = existingKeys.filter(key -> key > 0).map(BitReversal::reverse63).max().orElse(0);
        if (maxCounter == Long.MAX_VALUE) {
            throw new IllegalArgumentException("An existing key uses the last counter; no start counter avoids it");
        }
        return maxCounter + 1;
    }

    private static long reverse63(long value) {
        return Long.reverse(value) >>> 1;
    }
}
