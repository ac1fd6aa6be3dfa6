package dev.spannerkeys.emulator.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * An emulator process this JVM launched (under its watchdog shell where there is one, see
 * {@link BinaryLauncher#WATCHDOG}); stopped only through its own process handles.
 */
public final class ProcessEmulator implements RunningEmulator {

    private final Process process;
    private final ProcessHandle emulator;
    private final String host;
    private final int port;
    private final Path log;

    public ProcessEmulator(Process process, ProcessHandle emulator, String host, int port, Path log) {
        this.process = process;
        this.emulator = emulator;
        this.host = host;
        this.port = port;
        this.log = log;
    }

    @Override
    public String host() {
        return host;
    }

    @Override
    public int port() {
        return port;
    }

    @Override
    public boolean startedHere() {
        return true;
    }

    /** The emulator's process id, for diagnostics. */
    public long pid() {
        return emulator.pid();
    }

    /** The emulator's own process id (not its watchdog shell's): a signal sent to it reaches the emulator. */
    @Override
    public OptionalLong processId() {
        return OptionalLong.of(emulator.pid());
    }

    @Override
    public synchronized void stop() {
        stop(process);
        try {
            Files.deleteIfExists(log);
        } catch (IOException e) {
            // A leftover temp log is harmless.
        }
    }

    /**
     * Asks politely, then forcibly; never by name, so no other emulator on the machine is touched. Waits
     * for the emulator itself too, not only for its watchdog shell, so its port is closed on return.
     */
    public static void stop(Process process) {
        List<ProcessHandle> all = new ArrayList<>(process.descendants().toList());
        all.add(process.toHandle());
        if (all.stream().noneMatch(ProcessHandle::isAlive)) {
            return;
        }
        all.forEach(ProcessHandle::destroy);
        try {
            if (!awaitExit(all, 5)) {
                all.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
                awaitExit(all, 5);
            }
        } catch (InterruptedException e) {
            all.forEach(ProcessHandle::destroyForcibly);
            Thread.currentThread().interrupt();
        }
    }

    /** Whether every process in {@code processes} ended within {@code seconds} (shared by all of them). */
    private static boolean awaitExit(List<ProcessHandle> processes, long seconds) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        for (ProcessHandle handle : processes) {
            try {
                handle.onExit().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                return false;
            } catch (ExecutionException e) {
                // onExit() does not fail; nothing to wait for
            }
        }
        return true;
    }
}
