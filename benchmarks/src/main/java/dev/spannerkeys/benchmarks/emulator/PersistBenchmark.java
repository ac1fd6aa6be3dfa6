package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.SpannerEmulator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The emulator measurement: starts an emulator of its own, then
 * <ol>
 *   <li>one unmeasured warm-up pass of every variant (class loading, JIT, first connections),</li>
 *   <li>a generator probe per Hibernate variant: what Hibernate built, its DDL, and the sequence
 *       round trips of drawing {@code --probe-ids} ids,</li>
 *   <li>{@code --runs} measured rounds; each round runs every variant once, on a fresh database,
 *       starting one variant later than the round before so no variant always goes first,</li>
 * </ol>
 * and prints the Markdown report. Options: see {@link PersistOptions#parse}.
 */
public final class PersistBenchmark {

    private PersistBenchmark() {
    }

    /** Runs the measurement and prints the report. */
    public static void main(String[] args) throws Exception {
        PersistOptions options = PersistOptions.parse(args);
        List<WriteVariant> variants = options.variants().stream().map(WriteVariants::get).toList();
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            log("emulator %s; %d variants, %d runs of %,d rows", emulator, variants.size(), options.runs(), options.rows());
            CpuClock cpu = CpuClock.of(emulator);
            if (!cpu.seesEmulator()) {
                log("the emulator's process is not visible here: CPU figures cover this JVM only");
            }
            warmUp(emulator, variants, options, cpu);
            List<GeneratorProbe.Result> probes = probe(emulator, variants, options);
            Rounds rounds = measure(emulator, variants, options, cpu);
            System.out.println();
            System.out.print(PersistReport.render(options, variants, probes, rounds, emulator.toString()));
        }
    }

    /** One unmeasured pass: class loading, JIT compilation, first connections. */
    private static void warmUp(SpannerEmulator emulator, List<WriteVariant> variants, PersistOptions options,
            CpuClock cpu) throws Exception {
        if (options.warmupRows() == 0) {
            return;
        }
        RunSpec warmup = new RunSpec(options.warmupRows(), Math.min(options.commitRows(), options.warmupRows()),
                options.batchRows(), cpu);
        for (WriteVariant variant : variants) {
            VariantRun warm = variant.run(emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL), warmup);
            log("warm-up %-2s %6.2f s  load %s", variant.id(), warm.seconds(), LoadAverage.now());
        }
    }

    /** What Hibernate built for each Hibernate variant, and the round trips of drawing ids. */
    private static List<GeneratorProbe.Result> probe(SpannerEmulator emulator, List<WriteVariant> variants,
            PersistOptions options) {
        List<GeneratorProbe.Result> probes = new ArrayList<>();
        for (WriteVariant variant : variants) {
            if (variant instanceof HibernateVariant hibernate) {
                GeneratorProbe.Result probe = GeneratorProbe.run(emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL),
                        hibernate, options.probeIds(), options.batchRows());
                log("probe   %-2s %,d ids, %,d sequence round trips, %.2f s", variant.id(), probe.ids(),
                        probe.roundTrips(), probe.nanos() / 1e9);
                probes.add(probe);
            }
        }
        return probes;
    }

    /** The measured rounds; each starts one variant later than the one before. */
    private static Rounds measure(SpannerEmulator emulator, List<WriteVariant> variants, PersistOptions options,
            CpuClock cpu) throws Exception {
        RunSpec measured = new RunSpec(options.rows(), options.commitRows(), options.batchRows(), cpu);
        Rounds rounds = new Rounds();
        for (int round = 0; round < options.runs(); round++) {
            rounds.startRound();
            for (int k = 0; k < variants.size(); k++) {
                WriteVariant variant = variants.get((k + round) % variants.size());
                VariantRun run = variant.run(emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL), measured);
                log("run %d   %-2s %6.2f s  %,8.0f rows/s  cpu %6.2f s (emulator %6.2f s)  load %s  %s", round + 1,
                        variant.id(), run.seconds(), run.rowsPerSecond(), run.cpuSeconds(), run.emulatorCpu() / 1e9,
                        LoadAverage.now(), run.jdbc());
                rounds.add(run);
            }
        }
        return rounds;
    }

    private static void log(String format, Object... args) {
        System.out.println(String.format(Locale.ROOT, format, args));
        System.out.flush();
    }
}
