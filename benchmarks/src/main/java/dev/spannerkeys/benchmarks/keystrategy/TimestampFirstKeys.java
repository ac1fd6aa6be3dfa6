package dev.spannerkeys.benchmarks.keystrategy;

import java.time.Instant;
import java.util.function.LongSupplier;

/**
 * {@code PRIMARY KEY (LastAccess, UserId)}: the insert's timestamp leads the key, placed within the
 * range a Spanner {@code TIMESTAMP} can hold (years 1 to 9999). The user id only orders rows of the
 * same microsecond, which never changes which range a row lands in, so it is left out.
 */
public final class TimestampFirstKeys implements KeyStrategy {

    /** Microseconds since the Unix epoch of the first and last Spanner {@code TIMESTAMP}. */
    static final long MIN_MICROS = unixMicros(Instant.parse("0001-01-01T00:00:00Z"));
    static final long MAX_MICROS = unixMicros(Instant.parse("9999-12-31T23:59:59.999999Z"));

    private final Workload workload;

    /** Timestamp-first keys for the inserts of {@code workload}. */
    public TimestampFirstKeys(Workload workload) {
        this.workload = workload;
    }

    /** Microseconds since the Unix epoch; computed from seconds because nanoseconds overflow a long here. */
    static long unixMicros(Instant instant) {
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000L), instant.getNano() / 1_000);
    }

    /** The position of a timestamp within Spanner's {@code TIMESTAMP} range. */
    static long timestampPosition(long unixMicros) {
        return KeySpace.ofRange(unixMicros, MIN_MICROS, MAX_MICROS);
    }

    @Override
    public String id() {
        return "timestamp-first";
    }

    @Override
    public String label() {
        return "timestamp-first key";
    }

    @Override
    public LongSupplier start() {
        Workload.Cursor inserts = workload.cursor();
        return () -> {
            inserts.advance();
            return timestampPosition(inserts.micros());
        };
    }
}
