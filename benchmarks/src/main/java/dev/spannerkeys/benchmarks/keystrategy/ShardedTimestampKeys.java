package dev.spannerkeys.benchmarks.keystrategy;

import dev.spannerkeys.keys.ShardFunction;
import dev.spannerkeys.keys.ShardSource;
import java.time.Instant;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;

/**
 * {@code PRIMARY KEY (ShardId, LastAccess, UserId)} with
 * {@code @ShardId(of = {"userId", "lastAccess"}, shards = N)}: the shard is the library's
 * {@link ShardFunction} over the user id and the timestamp, exactly as the generator computes it.
 * Each shard is an equal slice of the key space (the {@code ShardId} column only ever holds
 * {@code 0..N-1}), and within its slice a shard's rows stay in time order.
 */
public final class ShardedTimestampKeys implements ShardedKeyStrategy {

    private final Workload workload;
    private final int shards;
    private final ShardFunction function;

    /** Sharded keys over {@code shards} shards for the inserts of {@code workload}. */
    public ShardedTimestampKeys(Workload workload, int shards) {
        if (shards < 2) {
            throw new IllegalArgumentException("a sharded key needs at least 2 shards, got " + shards);
        }
        this.workload = workload;
        this.shards = shards;
        this.function = ShardFunction.of(shards, ShardSource.INT64, ShardSource.TIMESTAMP);
    }

    /** The shard of the cursor's current insert. */
    private int shardOf(Workload.Cursor insert) {
        long micros = insert.micros();
        Instant time = Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L), Math.floorMod(micros, 1_000_000L) * 1_000L);
        return function.shardOf(insert.userId(), time);
    }

    @Override
    public String id() {
        return "sharded-" + shards;
    }

    @Override
    public String label() {
        return "sharded timestamp, N = " + shards;
    }

    @Override
    public int shards() {
        return shards;
    }

    @Override
    public LongSupplier start() {
        Workload.Cursor inserts = workload.cursor();
        return () -> {
            inserts.advance();
            int shard = shardOf(inserts);
            return KeySpace.ofComposite(shard, shards, TimestampFirstKeys.timestampPosition(inserts.micros()));
        };
    }

    @Override
    public IntSupplier startShards() {
        Workload.Cursor inserts = workload.cursor();
        return () -> {
            inserts.advance();
            return shardOf(inserts);
        };
    }
}
