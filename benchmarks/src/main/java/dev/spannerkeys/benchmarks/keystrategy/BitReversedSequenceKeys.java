package dev.spannerkeys.benchmarks.keystrategy;

import dev.spannerkeys.keys.BitReversal;
import java.util.function.LongSupplier;

/**
 * Keys of a {@code bit_reversed_positive} sequence for counters 1, 2, 3, ..., computed with the
 * library's {@link BitReversal}, in INT64 key space.
 */
public final class BitReversedSequenceKeys implements KeyStrategy {

    @Override
    public String id() {
        return "bit-reversed";
    }

    @Override
    public String label() {
        return "bit-reversed sequence";
    }

    @Override
    public LongSupplier start() {
        long[] counter = {0};
        return () -> KeySpace.ofNonNegativeLong(BitReversal.reverse(++counter[0]));
    }
}
