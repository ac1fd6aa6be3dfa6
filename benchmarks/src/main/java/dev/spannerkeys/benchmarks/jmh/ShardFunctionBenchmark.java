package dev.spannerkeys.benchmarks.jmh;

import com.google.common.hash.HashFunction;
import com.google.common.hash.Hashing;
import dev.spannerkeys.keys.ShardFunction;
import dev.spannerkeys.keys.ShardSource;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Computing a shard for N = 16, from values an entity already holds (a boxed user id and an
 * {@link Instant}), cycled over 1,024 precomputed rows:
 * <ul>
 *   <li>the library's {@link ShardFunction} over (user id, timestamp), as
 *       {@code @ShardId(of = {"userId", "lastAccess"})} computes it: canonical encoding of both
 *       values, FarmHash Fingerprint64, {@code floorMod};</li>
 *   <li>Guava's FarmHash directly over the user id's decimal string: the hash alone, one value;</li>
 *   <li>the naive {@code String.valueOf(id).hashCode() % N} that hand-rolled schemes use, which the
 *       database cannot reproduce and which goes negative for negative hash codes.</li>
 * </ul>
 */
@State(Scope.Thread)
public class ShardFunctionBenchmark {

    private static final int SHARDS = 16;
    private static final int ROWS = 1_024;
    private static final HashFunction FARM = Hashing.farmHashFingerprint64();

    private final ShardFunction function = ShardFunction.of(SHARDS, ShardSource.INT64, ShardSource.TIMESTAMP);
    private final Long[] userIds = new Long[ROWS];
    private final Instant[] times = new Instant[ROWS];
    private int next;

    /** Fills the rows: consecutive milliseconds, user ids spread like real ones. */
    @Setup
    public void rows() {
        Instant start = Instant.parse("2026-01-01T00:00:00Z");
        for (int i = 0; i < ROWS; i++) {
            userIds[i] = 1_000_003L * i % 100_000;
            times[i] = start.plusMillis(i);
        }
    }

    /** The library's shard function over (user id, timestamp). */
    @Benchmark
    public int shardFunction() {
        int row = next++ & (ROWS - 1);
        return function.shardOf(userIds[row], times[row]);
    }

    /** Guava's FarmHash Fingerprint64 of the user id's decimal string, floorMod N. */
    @Benchmark
    public int guavaDirect() {
        long userId = userIds[next++ & (ROWS - 1)];
        return (int) Math.floorMod(FARM.hashString(Long.toString(userId), StandardCharsets.UTF_8).asLong(), (long) SHARDS);
    }

    /** {@code String.valueOf(id).hashCode() % N}: fast, but not what Spanner can compute. */
    @Benchmark
    public int naiveHashCode() {
        Long userId = userIds[next++ & (ROWS - 1)];
        return String.valueOf(userId).hashCode() % SHARDS;
    }
}
