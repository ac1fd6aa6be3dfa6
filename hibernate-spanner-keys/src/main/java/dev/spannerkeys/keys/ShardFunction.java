package dev.spannerkeys.keys;

import com.google.common.hash.HashFunction;
import com.google.common.hash.Hashing;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The hashed-shard function: {@code shard = floorMod(FARM_FINGERPRINT(text), shards)}, where
 * {@code text} encodes the source values canonically ({@link ShardSource}).
 *
 * <p>A table keyed by {@code (ShardId, Timestamp, ...)} keeps each shard in time order while new
 * rows spread over {@code shards} write points instead of one. The same function runs in the
 * database (see {@code dev.spannerkeys.internal.schema.ddl.ShardExpression}): Guava's FarmHash Fingerprint64
 * equals Spanner's {@code FARM_FINGERPRINT}, and {@code floorMod} equals
 * {@code MOD(MOD(f, n) + n, n)}, so shards lie in {@code [0, shards)} on both sides.
 *
 * <p>One source is encoded as its own text. Several are joined injectively as
 * {@code length ":" text} per value (length in Unicode code points), so {@code ("ab", "c")} and
 * {@code ("a", "bc")} never share a text.
 *
 * @param shards the number of shards, {@value #MIN_SHARDS} to {@value #MAX_SHARDS}
 * @param sources the kinds of the source columns, in order
 */
public record ShardFunction(int shards, List<ShardSource> sources) {

    /** Fewer than two shards is no sharding. */
    public static final int MIN_SHARDS = 2;

    /**
     * More shards spread writes further but every read across shards touches each of them; beyond a
     * few thousand, "newest rows across all shards" becomes a scan.
     */
    public static final int MAX_SHARDS = 4096;

    private static final HashFunction FARM_FINGERPRINT = Hashing.farmHashFingerprint64();

    /**
     * Validates the shard count and sources.
     *
     * @throws IllegalArgumentException if {@code shards} is out of range or no source is given
     */
    public ShardFunction {
        if (shards < MIN_SHARDS || shards > MAX_SHARDS) {
            throw new IllegalArgumentException("shards = " + shards + " is out of range: use " + MIN_SHARDS
                    + " to " + MAX_SHARDS);
        }
        if (sources == null || sources.isEmpty()) {
            throw new IllegalArgumentException("A shard needs at least one source value");
        }
        sources = List.copyOf(sources);
    }

    /** A function over the given sources. */
    public static ShardFunction of(int shards, ShardSource... sources) {
        return new ShardFunction(shards, List.of(sources));
    }

    /**
     * The shard of the given source values, in {@code [0, shards)}.
     *
     * @param values one value per source, in source order, none null
     */
    public int shardOf(Object... values) {
        return shardOfText(encode(values));
    }

    /** The canonical text the fingerprint is taken of. */
    public String encode(Object... values) {
        if (values.length != sources.size()) {
            throw new IllegalArgumentException("Expected " + sources.size() + " shard source values, got " + values.length);
        }
        if (values.length == 1) {
            return sources.get(0).encode(values[0]);
        }
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            String part = sources.get(i).encode(values[i]);
            text.append(part.codePointCount(0, part.length())).append(':').append(part);
        }
        return text.toString();
    }

    /** {@code floorMod(FARM_FINGERPRINT(text), shards)}. */
    int shardOfText(String text) {
        long fingerprint = FARM_FINGERPRINT.hashString(text, StandardCharsets.UTF_8).asLong();
        return (int) Math.floorMod(fingerprint, (long) shards);
    }

    /** All shard values, {@code 0 .. shards-1}, e.g. for a query that visits every shard. */
    public long[] allShards() {
        long[] all = new long[shards];
        for (int i = 0; i < shards; i++) {
            all[i] = i;
        }
        return all;
    }
}
