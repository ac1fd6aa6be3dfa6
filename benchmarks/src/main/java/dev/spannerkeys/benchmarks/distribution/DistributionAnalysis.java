package dev.spannerkeys.benchmarks.distribution;

import dev.spannerkeys.benchmarks.keystrategy.KeyStrategy;
import dev.spannerkeys.benchmarks.keystrategy.ShardedKeyStrategy;
import dev.spannerkeys.benchmarks.keystrategy.KeyStrategies;
import dev.spannerkeys.benchmarks.keystrategy.UniformRandomKeys;
import dev.spannerkeys.benchmarks.keystrategy.KeySpace;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;

/** Runs the key-distribution analysis for every strategy of {@link KeyStrategies}. */
public final class DistributionAnalysis {

    /** Seed of the noise-floor simulations and of the uniform reference. */
    static final long SEED = 0x0DD_5EEDL;
    /** Extra seeds of the uniform reference, to show how much the worst window varies by chance. */
    static final int REFERENCE_SEEDS = 5;
    /** Keeps a whole-run floor simulation (1,000,000 draws per round) to a second or so. */
    private static final long MAX_SIMULATED_DRAWS = 100_000_000L;

    private DistributionAnalysis() {
    }

    /** Analyses every strategy with {@code parameters}. */
    public static DistributionResults run(DistributionParameters parameters) {
        return run(parameters, KeyStrategies.all(parameters.workload()));
    }

    /** Analyses {@code strategies} with {@code parameters}. */
    public static DistributionResults run(DistributionParameters parameters, List<KeyStrategy> strategies) {
        NoiseFloor rangeFloor = floor(parameters.window(), parameters.ranges(), parameters.floorTrials());
        List<StrategyDistribution> results = new ArrayList<>();
        for (KeyStrategy strategy : strategies) {
            results.add(analyse(strategy, parameters));
        }
        List<Double> referenceWorst = new ArrayList<>();
        for (int seed = 1; seed <= REFERENCE_SEEDS; seed++) {
            referenceWorst.add(analyse(new UniformRandomKeys(SEED + seed), parameters).ranges().worstRatio());
        }
        return new DistributionResults(parameters, rangeFloor, analyse(new UniformRandomKeys(SEED), parameters),
                List.copyOf(referenceWorst), List.copyOf(results));
    }

    /** One strategy: its ranges, and its shards if it has any. */
    static StrategyDistribution analyse(KeyStrategy strategy, DistributionParameters parameters) {
        int[] ranges = rangesOf(strategy, parameters.keys(), parameters.ranges());
        WindowSummary rangeWindows = SlidingWindows.measure(ranges, parameters.ranges(), parameters.window());
        Optional<ShardBalance> shards = strategy instanceof ShardedKeyStrategy sharded
                ? Optional.of(shardBalance(sharded, parameters))
                : Optional.empty();
        return new StrategyDistribution(strategy, rangeWindows, shards);
    }

    /** The key range of each of the first {@code keys} inserts. */
    public static int[] rangesOf(KeyStrategy strategy, int keys, int ranges) {
        LongSupplier positions = strategy.start();
        int[] result = new int[keys];
        for (int i = 0; i < keys; i++) {
            result[i] = KeySpace.bucket(positions.getAsLong(), ranges);
        }
        return result;
    }

    private static ShardBalance shardBalance(ShardedKeyStrategy strategy, DistributionParameters parameters) {
        IntSupplier source = strategy.startShards();
        int[] shards = new int[parameters.keys()];
        for (int i = 0; i < shards.length; i++) {
            shards[i] = source.getAsInt();
        }
        int n = strategy.shards();
        return new ShardBalance(n,
                SlidingWindows.measure(shards, n, parameters.window()),
                floor(parameters.window(), n, parameters.floorTrials()),
                SlidingWindows.measure(shards, n, shards.length),
                floor(shards.length, n, parameters.floorTrials()));
    }

    private static NoiseFloor floor(int draws, int bins, int trials) {
        int affordable = (int) Math.max(10, Math.min(trials, MAX_SIMULATED_DRAWS / draws));
        return NoiseFloor.of(draws, bins, affordable, SEED);
    }
}
