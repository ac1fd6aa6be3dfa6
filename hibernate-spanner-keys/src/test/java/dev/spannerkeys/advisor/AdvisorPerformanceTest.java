package dev.spannerkeys.advisor;

import dev.spannerkeys.internal.advisor.HotspotAdvisor;
import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.advisor.report.AdvisorReport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The advisor on a generated 500-entity schema (250 roots, 250 interleaved children, 500 indexes,
 * full mapping facts) must stay under the 200 ms a bootstrap can spare. Both the cold first run and
 * the median of five warm runs are printed.
 *
 * <p>What is measured is the cost, the CPU time of the thread that runs the advisor (the advisor is
 * single-threaded), not the wall-clock time: on a machine shared with other builds a thread waits for
 * a core for as long as the scheduler decides, which says nothing about the advisor.
 */
class AdvisorPerformanceTest {

    private static final int ENTITIES = 500;
    private static final long BUDGET_MILLIS = 200;

    @Test
    void fiveHundredEntitiesUnderTwoHundredMilliseconds() {
        AdvisorInput input = GeneratedSchemas.of(ENTITIES);
        HotspotAdvisor advisor = HotspotAdvisor.standard();
        // The first run pays class loading and JIT warm-up once, as a real bootstrap does; it counts too.
        long first = cpuMillis(() -> assertFindings(advisor.advise(input)));
        long[] runs = new long[5];
        for (int i = 0; i < runs.length; i++) {
            runs[i] = cpuMillis(() -> assertFindings(advisor.advise(input)));
        }
        Arrays.sort(runs);
        System.out.println("Advisor on " + ENTITIES + " entities (CPU time): first run " + first
                + " ms, median of 5 runs " + runs[2] + " ms");
        // The cold run is dominated by class loading; the budget is held by the steady cost, the cold run
        // only bounded.
        assertTrue(runs[2] < BUDGET_MILLIS, "median run took " + runs[2] + " ms of CPU time");
        assertTrue(first < 5 * BUDGET_MILLIS, "first run took " + first + " ms of CPU time");
    }

    private static void assertFindings(AdvisorReport report) {
        // 25 timestamp-keyed roots; 250 root indexes are fine; each child holds a @Lob.
        assertEquals(ENTITIES / 20, report.findings("timestamp-key").size());
        assertEquals(ENTITIES / 2, report.findings("lob-in-interleaved-child").size());
        assertEquals(0, report.findings("monotonic-index").size());
    }

    /** The CPU time {@code action} takes on this thread, in milliseconds. */
    private static long cpuMillis(Runnable action) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        assertTrue(threads.isCurrentThreadCpuTimeSupported(), "this JVM measures a thread's CPU time");
        long start = threads.getCurrentThreadCpuTime();
        action.run();
        return (threads.getCurrentThreadCpuTime() - start) / 1_000_000;
    }
}
