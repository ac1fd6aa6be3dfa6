package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.JdbcCounts;

/**
 * Times one variant's writes: wall clock, CPU of emulator and client, and JDBC traffic, all taken
 * between {@link #start} and {@link #stop} so every variant measures exactly the same span.
 */
final class Measurement {

    private final String variant;
    private final RunSpec spec;
    private final JdbcCounts jdbc;
    private final long emulatorCpu;
    private final long clientCpu;
    private final long started;

    private Measurement(String variant, RunSpec spec) {
        this.variant = variant;
        this.spec = spec;
        this.jdbc = CountingSpannerDriver.counts();
        this.emulatorCpu = spec.cpu().emulatorNanos();
        this.clientCpu = spec.cpu().clientNanos();
        this.started = System.nanoTime();
    }

    /** Starts measuring a run of {@code variant}. */
    static Measurement start(String variant, RunSpec spec) {
        return new Measurement(variant, spec);
    }

    /** Stops and returns what was measured. */
    VariantRun stop() {
        long nanos = System.nanoTime() - started;
        return new VariantRun(variant, spec.rows(), nanos, spec.cpu().emulatorNanos() - emulatorCpu,
                spec.cpu().clientNanos() - clientCpu, CountingSpannerDriver.counts().since(jdbc));
    }
}
