package dev.spannerkeys.benchmarks.keystrategy;

import java.util.function.IntSupplier;

/**
 * A key strategy whose first key part is a shard number in {@code [0, shards())}: writes go to
 * {@code shards()} points of the key space (one per shard, each advancing in time order), not to
 * the whole space.
 */
public interface ShardedKeyStrategy extends KeyStrategy {

    /** The number of shards, N. */
    int shards();

    /** A fresh source of the shard of insert 0, 1, 2, ... matching {@link #start()}. */
    IntSupplier startShards();
}
