package dev.spannerkeys.benchmarks;

import dev.spannerkeys.benchmarks.concurrency.ConcurrencyBenchmark;
import dev.spannerkeys.benchmarks.distribution.DistributionReport;
import dev.spannerkeys.benchmarks.bulk.BulkLoadBenchmark;
import dev.spannerkeys.benchmarks.emulator.PersistBenchmark;
import dev.spannerkeys.benchmarks.emulator.RefillCostBenchmark;
import dev.spannerkeys.benchmarks.heatmap.HeatmapCommand;
import dev.spannerkeys.benchmarks.jmh.JmhSuite;
import dev.spannerkeys.benchmarks.sessions.SessionsBenchmark;
import java.util.Arrays;

/**
 * Runs one of the benchmark programs by name, so the build needs a single launch configuration:
 * {@code Benchmarks <jmh|persist|refills|bulk|concurrency|sessions|distribution|heatmap> [options of that program]}.
 */
public final class Benchmarks {

    private Benchmarks() {
    }

    /** Dispatches to the named program with the remaining arguments. */
    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            throw new IllegalArgumentException("name a program: jmh, persist, refills, bulk, concurrency, sessions, distribution or heatmap");
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        switch (args[0]) {
            case "jmh" -> JmhSuite.main(rest);
            case "persist" -> PersistBenchmark.main(rest);
            case "refills" -> RefillCostBenchmark.main(rest);
            case "bulk" -> BulkLoadBenchmark.main(rest);
            case "concurrency" -> ConcurrencyBenchmark.main(rest);
            case "sessions" -> SessionsBenchmark.main(rest);
            case "distribution" -> DistributionReport.main(rest);
            case "heatmap" -> HeatmapCommand.main(rest);
            default -> throw new IllegalArgumentException("unknown program '" + args[0]
                    + "': use jmh, persist, refills, bulk, concurrency, sessions, distribution or heatmap");
        }
    }
}
