package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.emulator.EmulatorDatabase;

/** One way of writing the measured rows, run against a fresh database each time. */
public interface WriteVariant {

    /** The short id used in the report and on the command line, e.g. {@code a} or {@code l1}. */
    String id();

    /** What the variant does, for the report. */
    String label();

    /**
     * Creates the schema in {@code database} (not timed), then writes the rows of {@code spec} and
     * reports what a {@link Measurement} around the writing alone saw.
     */
    VariantRun run(EmulatorDatabase database, RunSpec spec) throws Exception;
}
