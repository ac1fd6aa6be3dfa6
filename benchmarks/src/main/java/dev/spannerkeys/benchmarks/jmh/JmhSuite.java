package dev.spannerkeys.benchmarks.jmh;

import dev.spannerkeys.benchmarks.cli.CommandLine;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import dev.spannerkeys.benchmarks.emulator.LoadAverage;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs every micro-benchmark with the settings docs/performance.md reports (2 forks, 3 warm-up and
 * 5 measured iterations of 1 s, throughput, GC profiler for bytes allocated per operation), each at
 * the thread counts that matter for it, and prints one Markdown table with 99.9% confidence
 * intervals.
 *
 * <p>Usage: {@code JmhSuite [--forks 2] [--warmups 3] [--iterations 5] [--seconds 1] [--only REGEX]
 * [--results benchmarks/target/jmh]}. JSON results of each run are kept under {@code --results}.
 */
public final class JmhSuite {

    /** A group of benchmarks and the thread counts to run it with. */
    private record Group(String include, int... threads) {
    }

    private static final List<Group> GROUPS = List.of(
            new Group("\\.UuidBenchmark\\.", 1, 2),
            new Group("\\.BitReversalBenchmark\\.", 1),
            new Group("\\.ShardFunctionBenchmark\\.", 1),
            new Group("\\.SequencePoolBenchmark\\.", 1, 2, 4, 8));

    /** A throughput ratio the report states, numerator over denominator at equal thread counts. */
    private record Ratio(String numerator, String denominator) {
    }

    private static final List<Ratio> RATIOS = List.of(
            new Ratio("UuidBenchmark.oursUuid", "UuidBenchmark.jdkUuid"),
            new Ratio("UuidBenchmark.oursString", "UuidBenchmark.jdkString"),
            new Ratio("UuidBenchmark.oursUuid", "UuidBenchmark.hibernateUuid"),
            new Ratio("UuidBenchmark.oursString", "UuidBenchmark.hibernateString"),
            new Ratio("UuidBenchmark.oursPlatformRandomUuid", "UuidBenchmark.jdkUuid"),
            new Ratio("ShardFunctionBenchmark.shardFunction", "ShardFunctionBenchmark.naiveHashCode"),
            new Ratio("ShardFunctionBenchmark.shardFunction", "ShardFunctionBenchmark.guavaDirect"),
            new Ratio("SequencePoolBenchmark.poolNextBoxed", "SequencePoolBenchmark.hibernatePooledOptimizer"),
            new Ratio("SequencePoolBenchmark.poolNextBoxed", "SequencePoolBenchmark.hibernatePooledLoThreadLocalOptimizer"),
            new Ratio("SequencePoolBenchmark.poolNext", "SequencePoolBenchmark.sharedAtomicCounter"));

    /** The load average as each result's group started. */
    private static final Map<RunResult, String> LOAD_AT_START = new IdentityHashMap<>();

    private JmhSuite() {
    }

    /** Runs the suite and prints the summary table. */
    public static void main(String[] args) throws RunnerException, IOException {
        CommandLine line = new CommandLine(args);
        int forks = line.intValue("--forks", 2);
        int warmups = line.intValue("--warmups", 3);
        int iterations = line.intValue("--iterations", 5);
        int seconds = line.intValue("--seconds", 1);
        Pattern only = Pattern.compile(line.stringValue("--only", ".*"));
        String results = line.stringValue("--results", "benchmarks/target/jmh");
        line.requireAllUsed();
        Files.createDirectories(Path.of(results));

        List<RunResult> all = new ArrayList<>();
        for (Group group : GROUPS) {
            for (int threads : group.threads()) {
                String name = group.include().replace("\\", "").replace(".", "") + "-t" + threads;
                ChainedOptionsBuilder options = new OptionsBuilder()
                        .include(group.include() + ".*(?:" + only.pattern() + ")")
                        .forks(forks)
                        .warmupIterations(warmups)
                        .warmupTime(TimeValue.seconds(seconds))
                        .measurementIterations(iterations)
                        .measurementTime(TimeValue.seconds(seconds))
                        .threads(threads)
                        .mode(Mode.Throughput)
                        .timeUnit(TimeUnit.MICROSECONDS)
                        .addProfiler(GCProfiler.class)
                        .result(results + "/" + name + ".json")
                        .resultFormat(ResultFormatType.JSON);
                String load = LoadAverage.now();
                System.out.println("load average before " + name + ": " + load);
                try {
                    for (RunResult result : new Runner(options.build()).run()) {
                        all.add(result);
                        LOAD_AT_START.put(result, load);
                    }
                } catch (NoBenchmarksException e) {
                    // --only selected nothing from this group.
                }
            }
        }
        System.out.println();
        System.out.print(table(all, forks, warmups, iterations, seconds));
    }

    /** The Markdown summary of {@code results}. */
    static String table(List<RunResult> results, int forks, int warmups, int iterations, int seconds) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "## JMH: %d forks, %d x %d s warm-up, %d x %d s measured, "
                + "throughput (higher is better), error = 99.9%% confidence interval%n%n", forks, warmups, seconds,
                iterations, seconds));
        out.append("Load average (1, 5, 15 min) at the end of the suite: ").append(LoadAverage.now())
                .append("; each result's start is printed in the log above.\n\n");
        out.append("| benchmark | threads | ops/us | error | allocated B/op | load average at start |\n"
                + "|---|---:|---:|---:|---:|---|\n");
        List<RunResult> sorted = new ArrayList<>(results);
        // Group each benchmark's thread counts together, in the order the suite ran the classes.
        sorted.sort(Comparator.comparingInt((RunResult r) -> results.indexOf(firstOf(results, r)))
                .thenComparingInt(r -> r.getParams().getThreads()));
        for (RunResult result : sorted) {
            Result<?> primary = result.getPrimaryResult();
            out.append(String.format(Locale.ROOT, "| %s | %d | %.2f | \u00b1 %.2f | %s | %s |%n", shortName(result),
                    result.getParams().getThreads(), primary.getScore(), primary.getScoreError(), allocation(result),
                    LOAD_AT_START.getOrDefault(result, "n/a")));
        }
        out.append("\n| throughput ratio | threads | ratio |\n|---|---:|---:|\n");
        for (Ratio ratio : RATIOS) {
            for (RunResult numerator : sorted) {
                if (!shortName(numerator).equals(ratio.numerator())) {
                    continue;
                }
                int threads = numerator.getParams().getThreads();
                sorted.stream()
                        .filter(r -> shortName(r).equals(ratio.denominator()) && r.getParams().getThreads() == threads)
                        .findFirst()
                        .ifPresent(denominator -> out.append(String.format(Locale.ROOT, "| %s / %s | %d | %.2f |%n",
                                ratio.numerator(), ratio.denominator(), threads,
                                numerator.getPrimaryResult().getScore() / denominator.getPrimaryResult().getScore())));
            }
        }
        return out.toString();
    }

    /** {@code Class.method} of a result. */
    private static String shortName(RunResult result) {
        String benchmark = result.getParams().getBenchmark();
        return benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1);
    }

    private static RunResult firstOf(List<RunResult> results, RunResult result) {
        String benchmark = result.getParams().getBenchmark();
        return results.stream().filter(r -> r.getParams().getBenchmark().equals(benchmark)).findFirst().orElseThrow();
    }

    private static String allocation(RunResult result) {
        // The GC profiler's normalised allocation; its key carries a prefix that changed across JMH versions.
        for (String key : result.getSecondaryResults().keySet()) {
            if (key.endsWith("gc.alloc.rate.norm")) {
                Result<?> allocated = result.getSecondaryResults().get(key);
                return String.format(Locale.ROOT, "%.1f", allocated.getScore());
            }
        }
        return "n/a";
    }
}
