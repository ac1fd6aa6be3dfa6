package dev.spannerkeys.benchmarks.concurrency;

import com.google.cloud.spanner.SessionPoolOptions;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The concurrency measurement: on one emulator of its own, for every workload and set-up, a fresh
 * database with a small table, then {@code --threads} threads for {@code --seconds} each, counting
 * successes and failures with their messages; prints the Markdown report. Options: see
 * {@link ConcurrencyOptions#parse}.
 *
 * <p>The Spanner client decides from the environment variables
 * {@value #MULTIPLEXED_SESSIONS} and {@value #MULTIPLEXED_SESSIONS_FOR_RW} whether transactions
 * share one multiplexed session (its default) or take sessions from a pool; the JDBC URL of driver
 * 2.44.0 has no property for it. So the {@code no-mux} set-ups run in a child JVM started with both
 * set to {@code false}, against the same emulator, on databases this JVM created.
 */
public final class ConcurrencyBenchmark {

    static final String MULTIPLEXED_SESSIONS = "GOOGLE_CLOUD_SPANNER_MULTIPLEXED_SESSIONS";
    static final String MULTIPLEXED_SESSIONS_FOR_RW = "GOOGLE_CLOUD_SPANNER_MULTIPLEXED_SESSIONS_FOR_RW";
    private static final String NO_MUX = "no-mux";
    private static final String ENVIRONMENT = "environment: ";

    private ConcurrencyBenchmark() {
    }

    /** Runs the measurement (or, with {@code --child-urls}, the child's part of it). */
    public static void main(String[] args) throws Exception {
        ConcurrencyOptions options = ConcurrencyOptions.parse(args);
        if (options.child()) {
            runChild(options);
            return;
        }
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            log("emulator %s; %d threads x %d s per cell; %s", emulator, options.threads(), options.seconds(),
                    sessions());
            List<CellResult> results = new ArrayList<>();
            for (Workload workload : options.workloads()) {
                for (ClientSetup setup : options.setups()) {
                    List<String> urls = new ArrayList<>();
                    for (int i = 0; i < (setup.databasePerThread() ? options.threads() : 1); i++) {
                        urls.add(freshDatabase(emulator));
                    }
                    results.add(logged(CellRun.run(urls, workload, setup, setup.id(), options.threads(),
                            Duration.ofSeconds(options.seconds()), options.retryAborts())));
                }
            }
            List<String> environment = new ArrayList<>(List.of("This JVM: " + sessions() + "."));
            if (!options.noMuxSetups().isEmpty()) {
                List<String> urls = new ArrayList<>();
                for (int i = 0; i < options.workloads().size() * options.noMuxSetups().size(); i++) {
                    urls.add(freshDatabase(emulator));
                }
                results.addAll(runInChild(options, urls, environment));
            }
            System.out.println();
            System.out.print(ConcurrencyReport.render(options, String.join(" ", environment), ordered(options, results)));
        }
    }

    /** The child JVM's part: the no-mux set-ups on the databases the parent created. */
    private static void runChild(ConcurrencyOptions options) throws SQLException, InterruptedException {
        System.out.println(ENVIRONMENT + "Child JVM (" + MULTIPLEXED_SESSIONS + "=" + System.getenv(MULTIPLEXED_SESSIONS)
                + ", " + MULTIPLEXED_SESSIONS_FOR_RW + "=" + System.getenv(MULTIPLEXED_SESSIONS_FOR_RW) + "): "
                + sessions() + ".");
        int next = 0;
        for (Workload workload : options.workloads()) {
            for (ClientSetup setup : options.noMuxSetups()) {
                String label = setup == ClientSetup.SHARED_CLIENT ? NO_MUX : NO_MUX + "+" + setup.id();
                CellResult result = logged(CellRun.run(List.of(options.childUrls().get(next++)), workload, setup, label,
                        options.threads(), Duration.ofSeconds(options.seconds()), options.retryAborts()));
                result.toLines().forEach(System.out::println);
                System.out.flush();
            }
        }
    }

    private static List<CellResult> runInChild(ConcurrencyOptions options, List<String> urls, List<String> environment)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        String logging = System.getProperty("java.util.logging.config.file");
        if (logging != null) {
            command.add("-Djava.util.logging.config.file=" + logging);
        }
        command.add("-classpath");
        command.add(System.getProperty("java.class.path"));
        command.add("dev.spannerkeys.benchmarks.Benchmarks");
        command.addAll(options.childArguments(urls));
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT);
        builder.environment().put(MULTIPLEXED_SESSIONS, "false");
        builder.environment().put(MULTIPLEXED_SESSIONS_FOR_RW, "false");
        Process child = builder.start();
        List<String> resultLines = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (CellResult.isResultLine(line)) {
                    resultLines.add(line);
                } else {
                    if (line.startsWith(ENVIRONMENT)) {
                        environment.add(line.substring(ENVIRONMENT.length()));
                    }
                    System.out.println("  [child] " + line);
                }
            }
        }
        int exit = child.waitFor();
        if (exit != 0) {
            throw new IllegalStateException("the child JVM exited with " + exit);
        }
        return CellResult.parse(resultLines);
    }

    /** Workloads in option order; within each, this JVM's set-ups, then the child's. */
    private static List<CellResult> ordered(ConcurrencyOptions options, List<CellResult> results) {
        List<CellResult> ordered = new ArrayList<>();
        for (Workload workload : options.workloads()) {
            results.stream().filter(r -> r.workload() == workload).forEach(ordered::add);
        }
        return ordered;
    }

    private static String freshDatabase(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        ProbeTable.create(database.jdbcUrl());
        return database.jdbcUrl();
    }

    /** What the Spanner client will do with sessions in this JVM. */
    private static String sessions() {
        SessionPoolOptions defaults = SessionPoolOptions.newBuilder().build();
        return "multiplexed sessions " + (defaults.getUseMultiplexedSession() ? "on" : "off")
                + ", for read-write transactions " + (defaults.getUseMultiplexedSessionForRW() ? "on" : "off");
    }

    private static CellResult logged(CellResult result) {
        log("%s %-29s %-20s %6.1f s  ok %,7d  failed %,7d%s", result.workload().id(), result.workload().name(),
                result.setup(), result.seconds(), result.ok(), result.failed(),
                result.stuck() > 0 ? "  stuck threads " + result.stuck() : "");
        return result;
    }

    private static void log(String format, Object... args) {
        System.out.println(String.format(Locale.ROOT, format, args));
        System.out.flush();
    }
}
