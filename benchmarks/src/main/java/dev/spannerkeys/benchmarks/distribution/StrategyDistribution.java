package dev.spannerkeys.benchmarks.distribution;

import dev.spannerkeys.benchmarks.keystrategy.KeyStrategy;
import java.util.Optional;

/**
 * The analysis of one key strategy.
 *
 * @param strategy the strategy
 * @param ranges   how its inserts spread over the equal key ranges
 * @param shards   for sharded keys, how they spread over the shards
 */
public record StrategyDistribution(KeyStrategy strategy, WindowSummary ranges, Optional<ShardBalance> shards) {
}
