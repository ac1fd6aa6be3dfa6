package dev.spannerkeys.benchmarks.keystrategy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.keys.BitReversal;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class KeySpaceTest {

    @Test
    void uuidStringPositionsFollowStringOrder() {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < 10_000; i++) {
            String a = new UUID(random.nextLong(), random.nextLong()).toString();
            String b = new UUID(random.nextLong(), random.nextLong()).toString();
            assertEquals(Integer.signum(a.compareTo(b)),
                    Integer.signum(Long.compareUnsigned(KeySpace.ofUuidString(a), KeySpace.ofUuidString(b))), a + " " + b);
        }
    }

    @Test
    void bucketsSplitTheUnsignedRangeEqually() {
        assertEquals(0, KeySpace.bucket(0, 64));
        assertEquals(31, KeySpace.bucket(Long.MAX_VALUE, 64));
        assertEquals(32, KeySpace.bucket(Long.MIN_VALUE, 64));
        assertEquals(63, KeySpace.bucket(-1L, 64));
        assertEquals(2, KeySpace.bucket(-1L, 3));
        assertEquals(1, KeySpace.bucket(Long.MIN_VALUE, 3));
    }

    @Test
    void eachShardOwnsItsOwnSlice() {
        for (int shards : new int[] {2, 16, 2048, 10}) {
            for (int shard = 0; shard < shards; shard++) {
                assertEquals(shard, KeySpace.bucket(KeySpace.ofComposite(shard, shards, 1L << 40), shards));
                assertEquals(shard, KeySpace.bucket(KeySpace.ofComposite(shard, shards, -1L), shards));
            }
        }
    }

    @Test
    void anySixtyFourConsecutiveBitReversedKeysHitAllSixtyFourRanges() {
        for (long first : new long[] {1, 12_345, 1L << 40}) {
            Set<Integer> ranges = new HashSet<>();
            for (long counter = first; counter < first + 64; counter++) {
                ranges.add(KeySpace.bucket(KeySpace.ofNonNegativeLong(BitReversal.reverse(counter)), 64));
            }
            assertEquals(64, ranges.size(), "from counter " + first);
        }
    }

    @Test
    void timestampsFillTheirRangeInOrder() {
        long min = TimestampFirstKeys.MIN_MICROS;
        long max = TimestampFirstKeys.MAX_MICROS;
        assertEquals(0, KeySpace.bucket(KeySpace.ofRange(min, min, max), 64));
        assertEquals(63, KeySpace.bucket(KeySpace.ofRange(max, min, max), 64));
    }
}
