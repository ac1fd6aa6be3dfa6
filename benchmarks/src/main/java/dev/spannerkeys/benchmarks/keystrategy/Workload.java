package dev.spannerkeys.benchmarks.keystrategy;

import java.time.Instant;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/**
 * The stream of inserts that time-based strategies key: one insert every {@code intervalMicros}
 * from {@code start}, each by a user drawn uniformly from {@code users} (fixed seed). Sequences and
 * random UUIDs ignore it; timestamp-first, UUIDv7 and sharded keys are built from it.
 *
 * @param startMicros    the first insert's time, in microseconds since the Unix epoch
 * @param intervalMicros time between consecutive inserts
 * @param users          the number of distinct users writing
 * @param seed           seed for the user choice
 */
public record Workload(long startMicros, long intervalMicros, int users, long seed) {

    /** 1,000 inserts per second from 2026-01-01, by 100,000 users. */
    public static Workload standard() {
        return new Workload(TimeUnit.SECONDS.toMicros(Instant.parse("2026-01-01T00:00:00Z").getEpochSecond()),
                1_000, 100_000, 0x5EED_2026L);
    }

    /** A fresh cursor before the first insert. */
    public Cursor cursor() {
        return new Cursor();
    }

    /** Walks the inserts in order; call {@link #advance()} before reading each one. */
    public final class Cursor {
        private final SplittableRandom random = new SplittableRandom(seed);
        private long index = -1;
        private long userId;

        private Cursor() {
        }

        /** Moves to the next insert. */
        public void advance() {
            index++;
            userId = 1 + random.nextInt(users);
        }

        /** The current insert's time in microseconds since the Unix epoch. */
        public long micros() {
            return startMicros + index * intervalMicros;
        }

        /** The current insert's user. */
        public long userId() {
            return userId;
        }
    }
}
