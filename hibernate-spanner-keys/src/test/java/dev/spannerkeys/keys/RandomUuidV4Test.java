package dev.spannerkeys.keys;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class RandomUuidV4Test {

    private static final Pattern LOWERCASE_36 =
            Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");

    private final RandomUuidV4 uuids = new RandomUuidV4();

    @Test
    void versionAndVariantBitsAreSetAndStringFormIsLowercase36Chars() {
        for (int i = 0; i < 10_000; i++) {
            UUID uuid = uuids.next();
            assertEquals(4, uuid.version());
            assertEquals(2, uuid.variant());
            String text = uuids.nextString();
            assertEquals(36, text.length());
            assertTrue(LOWERCASE_36.matcher(text).matches(), text);
        }
    }

    @Test
    void everyRandomBitIsSetAboutHalfTheTime() {
        int samples = 20_000;
        int[] ones = new int[128];
        for (int i = 0; i < samples; i++) {
            UUID uuid = uuids.next();
            for (int bit = 0; bit < 64; bit++) {
                ones[bit] += (int) ((uuid.getMostSignificantBits() >>> bit) & 1);
                ones[64 + bit] += (int) ((uuid.getLeastSignificantBits() >>> bit) & 1);
            }
        }
        int fixed = 0;
        for (int bit = 0; bit < 128; bit++) {
            double share = ones[bit] / (double) samples;
            if (share == 0.0 || share == 1.0) {
                fixed++;
            } else {
                // 6 standard deviations of a fair coin over 20,000 samples is ~0.021.
                assertEquals(0.5, share, 0.03, "bit " + bit);
            }
        }
        assertEquals(6, fixed, "exactly the 4 version and 2 variant bits are fixed");
    }

    @Test
    void bytesRoundTripInStringOrder() {
        UUID uuid = UUID.fromString("00112233-4455-4677-8899-aabbccddeeff");
        byte[] bytes = UuidBytes.toBytes(uuid);
        assertArrayEquals(new byte[] {0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x46, 0x77,
                (byte) 0x88, (byte) 0x99, (byte) 0xaa, (byte) 0xbb, (byte) 0xcc, (byte) 0xdd, (byte) 0xee, (byte) 0xff},
                bytes);
        assertEquals(uuid, UuidBytes.fromBytes(bytes));
        assertEquals(16, uuids.nextBytes().length);
    }

    @Test
    void threadsSharingOneSourceNeverRepeatAValue() throws Exception {
        Set<UUID> seen = ConcurrentHashMap.newKeySet();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                results.add(pool.submit(() -> {
                    Set<UUID> mine = new HashSet<>();
                    for (int i = 0; i < 50_000; i++) {
                        mine.add(uuids.next());
                    }
                    seen.addAll(mine);
                    return mine.size();
                }));
            }
            for (Future<Integer> result : results) {
                assertEquals(50_000, result.get());
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(200_000, seen.size());
    }
}
