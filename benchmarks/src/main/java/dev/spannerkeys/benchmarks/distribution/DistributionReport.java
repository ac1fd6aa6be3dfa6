package dev.spannerkeys.benchmarks.distribution;

import dev.spannerkeys.benchmarks.cli.CommandLine;
import java.util.Locale;

/**
 * Prints the key-distribution analysis as Markdown tables (the form docs/performance.md shows).
 *
 * <p>Usage: {@code DistributionReport [--keys 1000000] [--window 10000] [--ranges 64] [--trials 10000]}.
 * A small {@code --keys} (e.g. 100000) runs in about a second.
 */
public final class DistributionReport {

    /** Busiest shard relative to 1/N that issue 9 sets as the goal for sharded keys. */
    static final double SHARD_GOAL = 1.15;

    private DistributionReport() {
    }

    /** Runs the analysis with the sizes given on the command line and prints the report. */
    public static void main(String[] args) {
        DistributionParameters standard = DistributionParameters.standard();
        CommandLine line = new CommandLine(args);
        DistributionParameters parameters = new DistributionParameters(
                line.intValue("--keys", standard.keys()),
                line.intValue("--window", standard.window()),
                line.intValue("--ranges", standard.ranges()),
                line.intValue("--trials", standard.floorTrials()),
                standard.workload());
        line.requireAllUsed();
        long started = System.nanoTime();
        DistributionResults results = DistributionAnalysis.run(parameters);
        System.out.print(render(results));
        System.out.printf(Locale.ROOT, "%n(analysis took %.1f s)%n", (System.nanoTime() - started) / 1e9);
    }

    /** The whole report as Markdown. */
    public static String render(DistributionResults results) {
        DistributionParameters p = results.parameters();
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "## Key distribution: %,d keys per strategy, %d equal key ranges, "
                + "sliding windows of %,d inserts%n%n", p.keys(), p.ranges(), p.window()));
        appendFloor(out, "Random-noise floor, busiest of " + p.ranges() + " ranges", results.rangeFloor());
        out.append(String.format(Locale.ROOT, "- integer floor (%,d inserts cannot split evenly into %d whole counts): %.3f%n%n",
                p.window(), p.ranges(), results.reference().ranges().integerFloor()));
        out.append("| strategy | busiest range / mean, median window | worst window | mean | "
                + "ranges written per window (median / fewest) |\n|---|---:|---:|---:|---:|\n");
        for (StrategyDistribution s : results.strategies()) {
            appendRangeRow(out, s);
        }
        appendRangeRow(out, results.reference());
        out.append(String.format(Locale.ROOT, "%nThe worst of the %,d overlapping windows is an extreme and moves by chance: "
                + "the ideal uniform reference under %d other seeds gives worst windows from %.3f to %.3f.%n%n",
                results.reference().ranges().windows(), results.referenceWorst().size(),
                results.referenceWorst().stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN),
                results.referenceWorst().stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN)));
        appendShards(out, results);
        appendChecks(out, results);
        return out.toString();
    }

    private static void appendFloor(StringBuilder out, String title, NoiseFloor floor) {
        out.append(String.format(Locale.ROOT, "%s with %,d random inserts (busiest / mean):%n", title, floor.draws()));
        out.append(String.format(Locale.ROOT, "- formula (Poisson approximation, E[max] = sum over m of 1 - F(m)^%d): "
                + "mean %.3f, median %.3f%n", floor.bins(), floor.formulaMean(), floor.formulaMedian()));
        out.append(String.format(Locale.ROOT, "- simulation (%,d seeded trials, exact multinomial): mean %.3f, median %.3f%n",
                floor.trials(), floor.simulatedMean(), floor.simulatedMedian()));
    }

    private static void appendRangeRow(StringBuilder out, StrategyDistribution s) {
        WindowSummary w = s.ranges();
        out.append(String.format(Locale.ROOT, "| %s | %.3f | %.3f | %.3f | %d / %d |%n", s.strategy().label(),
                w.medianRatio(), w.worstRatio(), w.meanRatio(), w.medianHit(), w.fewestHit()));
    }

    private static void appendShards(StringBuilder out, DistributionResults results) {
        out.append("### Sharded keys: write points and shard balance\n\n"
                + "A sharded key spreads writes over N points of the key space (one per shard, each "
                + "appending in time order), not over the whole space.\n\n"
                + "| strategy | write points (N) | shards written per window (median / fewest) | "
                + "busiest shard / (1/N), median window | worst window | window noise floor (simulated mean) | "
                + "whole run | whole-run noise floor |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (StrategyDistribution s : results.strategies()) {
            s.shards().ifPresent(b -> out.append(String.format(Locale.ROOT,
                    "| %s | %d | %d / %d | %.3f | %.3f | %.3f | %.3f | %.3f |%n", s.strategy().label(), b.shards(),
                    b.windows().medianHit(), b.windows().fewestHit(), b.windows().medianRatio(),
                    b.windows().worstRatio(), b.windowFloor().simulatedMean(), b.wholeRun().worstRatio(),
                    b.wholeRunFloor().simulatedMean())));
        }
        out.append('\n');
    }

    private static void appendChecks(StringBuilder out, DistributionResults results) {
        out.append("### Goals\n\n");
        WindowSummary bitReversed = results.get("bit-reversed").ranges();
        check(out, "bit-reversed: every window at the integer floor (1.0)",
                bitReversed.worstRatio() <= bitReversed.integerFloor() + 1e-9,
                String.format(Locale.ROOT, "worst %.3f, floor %.3f", bitReversed.worstRatio(), bitReversed.integerFloor()));
        WindowSummary uuid = results.get("uuid-v4").ranges();
        NoiseFloor floor = results.rangeFloor();
        check(out, "UUIDv4: median window at the random-noise floor",
                Math.abs(uuid.meanRatio() / floor.simulatedMean() - 1) <= 0.03,
                String.format(Locale.ROOT, "mean over windows %.3f vs floor %.3f; median %.3f vs floor median %.3f",
                        uuid.meanRatio(), floor.simulatedMean(), uuid.medianRatio(), floor.simulatedMedian()));
        for (StrategyDistribution s : results.strategies()) {
            s.shards().ifPresent(b -> {
                String detail = String.format(Locale.ROOT, "median %.3f, worst %.3f, mean %.3f, noise floor %.3f; "
                        + "whole run %.3f, its floor %.3f", b.windows().medianRatio(), b.windows().worstRatio(),
                        b.windows().meanRatio(), b.windowFloor().simulatedMean(), b.wholeRun().worstRatio(),
                        b.wholeRunFloor().simulatedMean());
                check(out, s.strategy().label() + ": busiest shard <= " + SHARD_GOAL + " x 1/N (median window)",
                        b.windows().medianRatio() <= SHARD_GOAL, detail);
                check(out, s.strategy().label() + ": busiest shard at the random-noise floor (mean over windows)",
                        Math.abs(b.windows().meanRatio() / b.windowFloor().simulatedMean() - 1) <= 0.03, detail);
            });
        }
    }

    private static void check(StringBuilder out, String goal, boolean met, String detail) {
        out.append(String.format(Locale.ROOT, "- %s: **%s** (%s)%n", goal, met ? "met" : "missed", detail));
    }
}
