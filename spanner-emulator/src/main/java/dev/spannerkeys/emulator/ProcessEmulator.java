package dev.spannerkeys.emulator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

/** An emulator process this JVM launched; stopped only through its own Process handle. */
final class ProcessEmulator implements RunningEmulator {

    private final Process process;
    private final String host;
    private final int port;
    private final Path log;

    ProcessEmulator(Process process, String host, int port, Path log) {
        this.process = process;
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

    /** The process id, for diagnostics. */
    long pid() {
        return process.pid();
    }

    @Override
    public OptionalLong processId() {
        return OptionalLong.of(process.pid());
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
    static void stop(Process process) {
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
