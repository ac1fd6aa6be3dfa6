package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.emulator.SpannerEmulator;
import java.time.Duration;
import java.util.Optional;

/**
 * CPU time used so far by the emulator process and by this JVM.
 *
 * <p>On a machine other builds share, wall-clock time mostly measures who else was running; CPU
 * time measures the work a write path caused, and moves far less with the neighbours' load. The
 * emulator's share is found through the operating system's process table (its command line names
 * {@code emulator_main} and the port), so it is missing when the emulator runs elsewhere
 * ({@code SPANNER_EMULATOR_HOST}) or in a container.
 */
final class CpuClock {

    private final Optional<ProcessHandle> emulator;

    private CpuClock(Optional<ProcessHandle> emulator) {
        this.emulator = emulator;
    }

    /** A clock that includes {@code emulator}'s process if this machine runs it. */
    static CpuClock of(SpannerEmulator emulator) {
        String port = ":" + emulator.port();
        return new CpuClock(ProcessHandle.allProcesses()
                .filter(process -> process.info().commandLine()
                        .map(line -> line.contains("emulator_main") && line.contains(port)).orElse(false))
                .findFirst());
    }

    /** Whether the emulator's CPU time is included. */
    boolean seesEmulator() {
        return emulator.isPresent();
    }

    /** CPU nanoseconds the emulator process has used; 0 if it is not visible. */
    long emulatorNanos() {
        return emulator.flatMap(process -> process.info().totalCpuDuration()).map(Duration::toNanos).orElse(0L);
    }

    /** CPU nanoseconds this JVM has used, all threads. */
    long clientNanos() {
        return ProcessHandle.current().info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
    }
}
