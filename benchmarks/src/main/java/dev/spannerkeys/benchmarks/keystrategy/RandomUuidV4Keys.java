package dev.spannerkeys.benchmarks.keystrategy;

import dev.spannerkeys.keys.RandomUuidV4;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.function.LongSupplier;

/**
 * Version 4 UUIDs from the library's {@link RandomUuidV4}, stored as their 36-character strings
 * (what {@code @RandomUuid} writes by default), placed in string order.
 *
 * <p>For repeatable figures the generator is fed a {@code SHA1PRNG} seeded with a constant instead
 * of the operating system's entropy: the same algorithm path, deterministic bits.
 */
public final class RandomUuidV4Keys implements KeyStrategy {

    private static final byte[] SEED = {0x5e, 0x3d, 0x20, 0x26, 0x11, 0x22};

    @Override
    public String id() {
        return "uuid-v4";
    }

    @Override
    public String label() {
        return "UUIDv4 (36-char string)";
    }

    @Override
    public LongSupplier start() {
        RandomUuidV4 uuids = new RandomUuidV4(RandomUuidV4Keys::seededRandom);
        return () -> KeySpace.ofUuidString(uuids.nextString());
    }

    private static SecureRandom seededRandom() {
        try {
            SecureRandom random = SecureRandom.getInstance("SHA1PRNG");
            // Seeding before the first use replaces the self-seeding, which makes the output repeatable.
            random.setSeed(SEED);
            return random;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA1PRNG is part of every JDK", e);
        }
    }
}
