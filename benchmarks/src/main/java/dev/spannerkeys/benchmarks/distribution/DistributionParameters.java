package dev.spannerkeys.benchmarks.distribution;

import dev.spannerkeys.benchmarks.keystrategy.Workload;

/**
 * The size of a distribution analysis.
 *
 * @param keys        inserts generated per strategy
 * @param window      inserts per sliding window
 * @param ranges      equal key ranges the key space is split into (the stand-in for splits)
 * @param floorTrials simulation rounds for each noise floor
 * @param workload    the insert stream time-based keys are built from
 */
public record DistributionParameters(int keys, int window, int ranges, int floorTrials, Workload workload) {

    /** The figures in docs/performance.md: 1,000,000 keys, windows of 10,000, 64 ranges. */
    public static DistributionParameters standard() {
        return new DistributionParameters(1_000_000, 10_000, 64, 10_000, Workload.standard());
    }

    /** Checks the sizes fit together. */
    public DistributionParameters {
        if (keys < 1 || window < 1 || window > keys) {
            throw new IllegalArgumentException("need 1 <= window <= keys, got window " + window + ", keys " + keys);
        }
        if (ranges < 2) {
            throw new IllegalArgumentException("need at least 2 ranges, got " + ranges);
        }
        if (floorTrials < 1) {
            throw new IllegalArgumentException("need at least 1 noise-floor trial, got " + floorTrials);
        }
    }

    /** The same analysis over {@code newKeys} inserts. */
    public DistributionParameters withKeys(int newKeys) {
        return new DistributionParameters(newKeys, window, ranges, floorTrials, workload);
    }

    /** The same analysis with {@code trials} noise-floor simulation rounds. */
    public DistributionParameters withFloorTrials(int trials) {
        return new DistributionParameters(keys, window, ranges, trials, workload);
    }
}
