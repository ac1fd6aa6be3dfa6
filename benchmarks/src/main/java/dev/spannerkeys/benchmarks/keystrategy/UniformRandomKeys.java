package dev.spannerkeys.benchmarks.keystrategy;

import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * The reference for "as even as chance allows": positions drawn uniformly from a seeded
 * pseudo-random generator. Its figures are the random-noise floor any random key can at best
 * reach; a random key that is measurably better or worse would be suspicious.
 */
public final class UniformRandomKeys implements KeyStrategy {

    private final long seed;

    /** Uniform positions from {@code seed}. */
    public UniformRandomKeys(long seed) {
        this.seed = seed;
    }

    @Override
    public String id() {
        return "uniform-random";
    }

    @Override
    public String label() {
        return "ideal uniform random (noise floor)";
    }

    @Override
    public LongSupplier start() {
        SplittableRandom random = new SplittableRandom(seed);
        return random::nextLong;
    }
}
