package dev.spannerkeys.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;

/**
 * Where a test class's time goes, when the build runs with {@code -Dspanner.keys.test.phases=true}: the
 * fixtures time what they see and charge it to the test class running in the JVM, and each test JVM
 * writes {@code target/test-phases/phases-<pid>.tsv} when its tests end ({@code .ci/TestTimes.java --phases}
 * reads them beside Surefire's reports; see docs/testing.md). Off by default, and then nothing is timed.
 *
 * <p>The phases: {@code database}, the first connection to a database through {@link CountingSpannerDriver}
 * or {@link SqlQueries} (the emulator creates it then, and a fresh JVM starts its Spanner client);
 * {@code ddl}, DDL statements and batches sent through them; {@code bootstrap}, building a session factory
 * through {@link #bootstrap} (as {@link TestSessionFactories} does), without the database creation and DDL
 * inside it. What a test does otherwise (its writes and reads, Spring contexts, waits) is the rest.
 *
 * <p>The phases are charged to the one test class running when they happen: measure with classes run one
 * at a time per JVM (Surefire forks are fine, JUnit's parallel execution is not).
 */
public final class TestPhases {

    /** The system property that turns the timing on. */
    public static final String PROPERTY = "spanner.keys.test.phases";

    private static final boolean ENABLED = Boolean.getBoolean(PROPERTY);
    private static final String OUTSIDE = "(outside a test class)";

    private static volatile String currentClass = OUTSIDE;
    /** Test class, then phase, then {nanos, count}. */
    private static final Map<String, Map<String, LongAdder[]>> TOTALS = new ConcurrentHashMap<>();
    private static final Set<String> CONNECTED_DATABASES = ConcurrentHashMap.newKeySet();
    /** The database and DDL time recorded on this thread, so a bootstrap around them can leave them out. */
    private static final ThreadLocal<long[]> RECORDED_HERE = ThreadLocal.withInitial(() -> new long[1]);

    private TestPhases() {
    }

    /** Whether the timing is on ({@value #PROPERTY}). */
    public static boolean enabled() {
        return ENABLED;
    }

    /**
     * Builds a session factory (or anything else Hibernate bootstraps) and charges the time to the
     * {@code bootstrap} phase, less the database creation and DDL recorded meanwhile on this thread.
     */
    public static <T> T bootstrap(Supplier<T> build) {
        if (!ENABLED) {
            return build.get();
        }
        long recordedBefore = RECORDED_HERE.get()[0];
        long start = System.nanoTime();
        try {
            return build.get();
        } finally {
            long inside = RECORDED_HERE.get()[0] - recordedBefore;
            add("bootstrap", System.nanoTime() - start - inside);
        }
    }

    /** Charges {@code nanos} of DDL to the running test class. */
    static void ddl(long nanos) {
        if (ENABLED) {
            add("ddl", nanos);
            RECORDED_HERE.get()[0] += nanos;
        }
    }

    /**
     * Charges the {@code nanos} a connection to {@code url} took to the {@code database} phase, if it was the
     * first connection to that database in this JVM.
     */
    static void connected(String url, long nanos) {
        if (ENABLED && CONNECTED_DATABASES.add(databaseOf(url))) {
            add("database", nanos);
            RECORDED_HERE.get()[0] += nanos;
        }
    }

    /** The database a JDBC URL names, without the driver prefix and the connection properties. */
    static String databaseOf(String url) {
        String database = url.startsWith(CountingSpannerDriver.PREFIX) ? "jdbc:" + url.substring(CountingSpannerDriver.PREFIX.length())
                : url;
        int properties = database.indexOf(';');
        return properties < 0 ? database : database.substring(0, properties);
    }

    private static void add(String phase, long nanos) {
        LongAdder[] total = TOTALS.computeIfAbsent(currentClass, k -> new ConcurrentHashMap<>())
                .computeIfAbsent(phase, k -> new LongAdder[] {new LongAdder(), new LongAdder()});
        total[0].add(nanos);
        total[1].increment();
    }

    static void classStarted(String className) {
        currentClass = className;
    }

    static void classFinished() {
        currentClass = OUTSIDE;
    }

    /** Writes {@code class<TAB>phase<TAB>nanos<TAB>count} lines to {@code folder/phases-<pid>.tsv}. */
    static void write(Path folder) {
        if (!ENABLED || TOTALS.isEmpty()) {
            return;
        }
        StringBuilder lines = new StringBuilder();
        new TreeMap<>(TOTALS).forEach((testClass, phases) -> new TreeMap<>(phases).forEach((phase, total) ->
                lines.append(testClass).append('\t').append(phase).append('\t').append(total[0].sum()).append('\t')
                        .append(total[1].sum()).append('\n')));
        try {
            Files.createDirectories(folder);
            Files.writeString(folder.resolve("phases-" + ProcessHandle.current().pid() + ".tsv"), lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
