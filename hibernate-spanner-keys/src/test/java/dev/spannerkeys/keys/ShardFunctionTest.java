package dev.spannerkeys.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class ShardFunctionTest {

    @Test
    void fingerprintMatchesSpannersFarmFingerprint() {
        // SELECT FARM_FINGERPRINT('abc') on emulator 1.5.28 (GoogleSQL and PostgreSQL).
        ShardFunction function = ShardFunction.of(16, ShardSource.STRING);
        assertEquals(Math.floorMod(2640714258260161385L, 16), function.shardOf("abc"));
    }

    @Test
    void encodingsAreTheTextsTheDatabaseProduces() {
        assertEquals("-5", ShardSource.INT64.encode(-5L));
        assertEquals("42", ShardSource.INT64.encode(42));
        assertEquals("1704067200123456", ShardSource.TIMESTAMP.encode(Instant.parse("2024-01-01T00:00:00.123456Z")));
        assertEquals("-1", ShardSource.TIMESTAMP.encode(Instant.parse("1969-12-31T23:59:59.999999Z")));
        assertEquals("2024-03-05", ShardSource.DATE.encode(LocalDate.of(2024, 3, 5)));
        assertEquals("0001-01-01", ShardSource.DATE.encode(LocalDate.of(1, 1, 1)));
        assertEquals("true", ShardSource.BOOL.encode(true));
        UUID uuid = UUID.fromString("00112233-4455-4677-8899-aabbccddeeff");
        assertEquals("00112233-4455-4677-8899-aabbccddeeff", ShardSource.UUID_STRING.encode(uuid));
        assertEquals("00112233445546778899aabbccddeeff", ShardSource.UUID_BYTES.encode(uuid));
    }

    @Test
    void severalSourcesAreJoinedInjectively() {
        ShardFunction function = ShardFunction.of(16, ShardSource.STRING, ShardSource.STRING);
        assertEquals("2:ab1:c", function.encode("ab", "c"));
        assertEquals("1:a2:bc", function.encode("a", "bc"));
        assertNotEquals(function.encode("ab", "c"), function.encode("a", "bc"));
        // Lengths count code points, like CHAR_LENGTH / length in the database.
        assertEquals("2:😀x0:", function.encode("😀x", ""));
    }

    @Test
    void shardsLieInRangeAndConsecutiveTimestampsSpreadEvenly() {
        int shards = 16;
        ShardFunction function = ShardFunction.of(shards, ShardSource.INT64, ShardSource.TIMESTAMP);
        int[] counts = new int[shards];
        Instant start = Instant.parse("2026-01-01T00:00:00Z");
        for (int i = 0; i < 10_000; i++) {
            int shard = function.shardOf(7L, start.plusMillis(i));
            assertTrue(shard >= 0 && shard < shards, "shard " + shard);
            counts[shard]++;
        }
        int max = 0;
        for (int count : counts) {
            max = Math.max(max, count);
        }
        double busiestRelativeToMean = max / (10_000.0 / shards);
        assertTrue(busiestRelativeToMean <= 1.15, "busiest shard holds " + busiestRelativeToMean + "x the mean");
    }

    @Test
    void rejectsBadInput() {
        assertThrows(IllegalArgumentException.class, () -> ShardFunction.of(1, ShardSource.INT64));
        assertThrows(IllegalArgumentException.class, () -> ShardFunction.of(ShardFunction.MAX_SHARDS + 1, ShardSource.INT64));
        assertThrows(IllegalArgumentException.class, () -> ShardFunction.of(16));
        assertThrows(IllegalArgumentException.class, () -> ShardFunction.of(16, ShardSource.INT64).shardOf("text"));
        assertThrows(IllegalArgumentException.class, () -> ShardFunction.of(16, ShardSource.INT64).shardOf((Object) null));
        assertThrows(IllegalArgumentException.class, () -> ShardFunction.of(16, ShardSource.INT64).shardOf(1L, 2L));
        IllegalArgumentException nanos = assertThrows(IllegalArgumentException.class,
                () -> ShardSource.TIMESTAMP.encode(Instant.ofEpochSecond(0, 1)));
        assertTrue(nanos.getMessage().contains("truncatedTo(ChronoUnit.MICROS)"), nanos.getMessage());
    }
}
