package dev.spannerkeys.benchmarks.distribution;

/**
 * How evenly a sharded key spreads inserts over its shards: the busiest shard's share relative to
 * 1/N, per sliding window and over the whole run, each next to the noise floor of a perfectly
 * random shard choice.
 *
 * @param shards        N, the number of write points
 * @param windows       per sliding window of the analysis size
 * @param windowFloor   the random-noise floor for one window
 * @param wholeRun      all inserts as one window
 * @param wholeRunFloor the random-noise floor for the whole run
 */
public record ShardBalance(int shards, WindowSummary windows, NoiseFloor windowFloor, WindowSummary wholeRun,
        NoiseFloor wholeRunFloor) {
}
