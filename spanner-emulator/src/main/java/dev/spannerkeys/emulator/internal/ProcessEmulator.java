package dev.spannerkeys.emulator.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

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

    /** Asks politely, then forcibly; never by name, so no other emulator on the machine is touched. */
    public static void stop(Process process) {
        if (!process.isAlive()) {
            return;
        }
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                process.waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
