package dev.spannerkeys.benchmarks.keystrategy;

import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.LongSupplier;

/**
 * Version 7 UUIDs (RFC 9562: 48-bit Unix milliseconds first, then 74 random bits) for the inserts
 * of a {@link Workload}, stored as 36-character strings and placed in string order.
 */
public final class UuidV7Keys implements KeyStrategy {

    private final Workload workload;

    /** UUIDv7 keys stamped with the times of {@code workload}'s inserts. */
    public UuidV7Keys(Workload workload) {
        this.workload = workload;
    }

    @Override
    public String id() {
        return "uuid-v7";
    }

    @Override
    public String label() {
        return "UUIDv7 (36-char string)";
    }

    @Override
    public LongSupplier start() {
        Workload.Cursor inserts = workload.cursor();
        SplittableRandom random = new SplittableRandom(workload.seed() ^ 0x7777L);
        return () -> {
            inserts.advance();
            long millis = inserts.micros() / 1_000;
            long most = (millis << 16) | 0x7000L | (random.nextLong() & 0x0fffL);
            long least = (random.nextLong() & 0x3fff_ffff_ffff_ffffL) | 0x8000_0000_0000_0000L;
            return KeySpace.ofUuidString(new UUID(most, least).toString());
        };
    }
}
