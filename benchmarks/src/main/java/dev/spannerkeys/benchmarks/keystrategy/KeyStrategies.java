package dev.spannerkeys.benchmarks.keystrategy;

import java.util.List;

/** The strategies the analysis and the heatmaps compare, in the order the report lists them. */
public final class KeyStrategies {

    /** The shard counts compared: a small N a reader can picture, and a large one. */
    public static final List<Integer> SHARD_COUNTS = List.of(16, 2048);

    private KeyStrategies() {
    }

    /** Every key strategy, without the noise-floor reference. */
    public static List<KeyStrategy> all(Workload workload) {
        return List.of(
                new PlainSequenceKeys(),
                new BitReversedSequenceKeys(),
                new RandomUuidV4Keys(),
                new UuidV7Keys(workload),
                new TimestampFirstKeys(workload),
                new ShardedTimestampKeys(workload, SHARD_COUNTS.get(0)),
                new ShardedTimestampKeys(workload, SHARD_COUNTS.get(1)));
    }
}
