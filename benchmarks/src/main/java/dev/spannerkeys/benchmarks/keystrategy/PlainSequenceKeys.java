package dev.spannerkeys.benchmarks.keystrategy;

import java.util.function.LongSupplier;

/** Keys 1, 2, 3, ... from an ordinary sequence or auto-increment column, in INT64 key space. */
public final class PlainSequenceKeys implements KeyStrategy {

    @Override
    public String id() {
        return "sequence";
    }

    @Override
    public String label() {
        return "plain sequence";
    }

    @Override
    public LongSupplier start() {
        long[] counter = {0};
        return () -> KeySpace.ofNonNegativeLong(++counter[0]);
    }
}
