package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.benchmarks.cli.CommandLine;
import java.util.List;

/**
 * The size of an emulator measurement.
 *
 * @param rows        rows persisted per variant run
 * @param runs        measured runs per variant, interleaved
 * @param commitRows  rows per transaction
 * @param batchRows   rows per JDBC batch (Hibernate's {@code hibernate.jdbc.batch_size}, and raw JDBC)
 * @param warmupRows  rows per variant in the unmeasured warm-up pass (0 = none)
 * @param probeIds    ids drawn through each sequence generator to count round trips (0 = skip)
 * @param variants    ids of the variants to run, in order
 * @param ratios      extra paired ratios to report, each {@code "variant/reference"} (e.g. {@code kt/ekt})
 */
public record PersistOptions(int rows, int runs, int commitRows, int batchRows, int warmupRows, int probeIds,
        List<String> variants, List<String> ratios) {

    /**
     * Parses {@code --rows 2000 --runs 5 --commit 1000 --batch 100 --warmup-rows 200
     * --probe-ids 10000 --variants a,b,c,d,l1,l2 --ratios a/b}, or {@code --large} for one 10,000-row run per
     * variant (3.5 to 4 minutes of DML per DML variant on this emulator).
     */
    public static PersistOptions parse(String[] args) {
        CommandLine line = new CommandLine(args);
        boolean large = line.flag("--large");
        PersistOptions options = new PersistOptions(
                line.intValue("--rows", large ? 10_000 : 2_000),
                line.intValue("--runs", large ? 1 : 5),
                line.intValue("--commit", 1_000),
                line.intValue("--batch", 100),
                line.intValue("--warmup-rows", 200),
                line.intValue("--probe-ids", 10_000),
                List.of(line.stringValue("--variants", String.join(",", WriteVariants.ids())).split(",")),
                List.of(line.stringValue("--ratios", "").split(",")).stream().filter(r -> !r.isBlank()).toList());
        line.requireAllUsed();
        return options;
    }

    /** Checks the sizes. */
    public PersistOptions {
        if (rows < 1 || runs < 1 || commitRows < 1 || batchRows < 1 || warmupRows < 0 || probeIds < 0) {
            throw new IllegalArgumentException("sizes must be positive (warm-up and probe may be 0)");
        }
        variants = List.copyOf(variants);
        ratios = List.copyOf(ratios);
        for (String ratio : ratios) {
            String[] pair = ratio.split("/");
            if (pair.length != 2 || !variants.contains(pair[0].strip()) || !variants.contains(pair[1].strip())) {
                throw new IllegalArgumentException("--ratios takes variant/reference pairs of the variants run: " + ratio);
            }
        }
    }
}
