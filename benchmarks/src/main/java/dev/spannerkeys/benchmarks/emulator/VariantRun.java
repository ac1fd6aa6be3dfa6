package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.testsupport.JdbcCounts;

/**
 * One measured write of a variant.
 *
 * @param variant     the variant's id
 * @param rows        rows written
 * @param nanos       wall-clock time of the writes, schema creation excluded
 * @param emulatorCpu CPU nanoseconds the emulator process used meanwhile (0 if not visible)
 * @param clientCpu   CPU nanoseconds this JVM used meanwhile
 * @param jdbc        JDBC traffic of the writes
 */
public record VariantRun(String variant, int rows, long nanos, long emulatorCpu, long clientCpu, JdbcCounts jdbc) {

    /** Seconds taken. */
    public double seconds() {
        return nanos / 1e9;
    }

    /** CPU seconds of emulator and client together. */
    public double cpuSeconds() {
        return (emulatorCpu + clientCpu) / 1e9;
    }

    /** Rows written per second. */
    public double rowsPerSecond() {
        return rows / seconds();
    }
}
