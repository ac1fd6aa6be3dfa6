package dev.spannerkeys.benchmarks.keystrategy;

/**
 * Positions in a key space, as unsigned 64-bit fractions of it: 0 is the first key Spanner's order
 * allows, 2<sup>64</sup> - 1 the last. Scaling every key type to the same range makes "the 10th of
 * 64 equal ranges" mean the same thing for an INT64, a UUID string and a composite key.
 */
public final class KeySpace {

    private static final long TWO_POW_32 = 1L << 32;

    private KeySpace() {
    }

    /**
     * The position of a non-negative INT64 key in the space of non-negative INT64 values (negative
     * keys never come from the strategies modelled here).
     */
    public static long ofNonNegativeLong(long key) {
        if (key < 0) {
            throw new IllegalArgumentException("expected a non-negative key, got " + key);
        }
        return key << 1;
    }

    /**
     * The position of a lowercase 36-character UUID string among all such strings. Spanner orders
     * {@code STRING} keys by their bytes; for lowercase hex, byte order ({@code 0-9} before
     * {@code a-f}) equals numeric order, and the hyphens sit at the same places in every key, so
     * the first 16 hex digits give the string's place exactly to 64 bits.
     */
    public static long ofUuidString(String uuid) {
        long position = 0;
        int digits = 0;
        for (int i = 0; digits < 16; i++) {
            char c = uuid.charAt(i);
            if (c == '-') {
                continue;
            }
            position = (position << 4) | hexValue(c);
            digits++;
        }
        return position;
    }

    /**
     * The position of {@code value} in {@code [min, max]}, e.g. a timestamp within the range a
     * {@code TIMESTAMP} column can hold.
     */
    public static long ofRange(long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(value + " lies outside [" + min + ", " + max + "]");
        }
        double fraction = (double) (value - min) / ((double) max - (double) min + 1.0);
        // Scale to [0, 2^63) first: a double cast to long saturates at 2^63 - 1.
        return ((long) (fraction * 0x1p63)) << 1;
    }

    /**
     * The position of a composite key {@code (shard, rest)} with {@code shard} in {@code [0, shards)}
     * leading: {@code floor((shard * 2^64 + rest) / shards)}, computed exactly in two 32-bit long
     * divisions. Each shard owns an equal slice of the space and {@code rest} places the key
     * within its slice; the slices follow Spanner's order (shard first).
     */
    public static long ofComposite(int shard, int shards, long rest) {
        if (shards < 1 || shard < 0 || shard >= shards) {
            throw new IllegalArgumentException("shard " + shard + " is not in [0, " + shards + ")");
        }
        long high = ((long) shard << 32) | (rest >>> 32);
        long quotientHigh = high / shards;
        long low = ((high % shards) << 32) | (rest & 0xffff_ffffL);
        return (quotientHigh << 32) + low / shards;
    }

    /**
     * Which of {@code buckets} equal parts of the space holds {@code position}: the high 64 bits of
     * the unsigned product {@code position * buckets}.
     */
    public static int bucket(long position, int buckets) {
        if (buckets < 1) {
            throw new IllegalArgumentException("buckets must be positive, got " + buckets);
        }
        long high = Math.multiplyHigh(position, buckets);
        // multiplyHigh is signed; a position at or above 2^63 reads as negative and needs buckets added back.
        if (position < 0) {
            high += buckets;
        }
        return (int) high;
    }

    /** The share of the space below {@code position}, in [0, 1), for display. */
    public static double fraction(long position) {
        return ((position >>> 32) * (double) TWO_POW_32 + (position & 0xffff_ffffL)) / 0x1p64;
    }

    private static int hexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        throw new IllegalArgumentException("not a lowercase hex digit: '" + c + "'");
    }
}
