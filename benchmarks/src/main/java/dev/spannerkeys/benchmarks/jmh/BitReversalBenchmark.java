package dev.spannerkeys.benchmarks.jmh;

import dev.spannerkeys.keys.BitReversal;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * {@link BitReversal#reverse} and its inverse {@link BitReversal#counterOf}, on a new argument every
 * call so the JIT cannot fold them into constants; {@code baseline} is the cost of producing the
 * argument alone.
 */
@State(Scope.Thread)
public class BitReversalBenchmark {

    private long counter;

    /** Producing the argument, without reversing it. */
    @Benchmark
    public long baseline() {
        return ++counter;
    }

    /** Counter to key, as Spanner's {@code bit_reversed_positive} sequence maps it. */
    @Benchmark
    public long reverse() {
        return BitReversal.reverse(++counter);
    }

    /** Key to counter, for migrations ({@code nextSafeCounter}) and the pool's ordering. */
    @Benchmark
    public long counterOf() {
        return BitReversal.counterOf(++counter);
    }
}
