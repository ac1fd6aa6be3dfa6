package dev.spannerkeys.emulator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Launches the gcloud component's {@code emulator_main} on a free loopback port and waits until
 * it accepts connections.
 */
final class BinaryLauncher {

    /** The emulator binds in tens of milliseconds; 30 s leaves room for a loaded CI machine. */
    static final Duration DEFAULT_STARTUP_TIMEOUT = Duration.ofSeconds(30);

    /** A port picked as free can be taken before the emulator binds it; retrying with a new one fixes that. */
    static final int PORT_ATTEMPTS = 5;

    private static final int POLL_MILLIS = 10;
    private static final int LOG_TAIL_LINES = 30;

    private final Duration startupTimeout;

    BinaryLauncher(Duration startupTimeout) {
        this.startupTimeout = startupTimeout;
    }

    /** Starts {@code binary}; throws EmulatorStartException (with the log tail) if it will not come up. */
    ProcessEmulator launch(Path binary) {
        Path log = createLog();
        for (int attempt = 1; attempt <= PORT_ATTEMPTS; attempt++) {
            int port = Ports.freeLoopbackPort();
            Process process = start(binary, port, log);
            Outcome outcome = awaitReady(process, port, log);
            switch (outcome) {
                case READY:
                    return new ProcessEmulator(process, Ports.LOOPBACK, port, log);
                case PORT_TAKEN:
                    continue;
                case DIED:
                    throw new EmulatorStartException(binary + " exited with code " + process.exitValue()
                            + " at startup." + LogTail.of(log, LOG_TAIL_LINES));
                case TIMED_OUT:
                default:
                    ProcessEmulator.stop(process);
                    throw new EmulatorStartException(binary + " did not accept connections on "
                            + Ports.LOOPBACK + ":" + port + " within " + startupTimeout.toSeconds() + " s."
                            + LogTail.of(log, LOG_TAIL_LINES));
            }
        }
        throw new EmulatorStartException(binary + " could not bind a free port in " + PORT_ATTEMPTS
                + " attempts." + LogTail.of(log, LOG_TAIL_LINES));
    }

    private static Path createLog() {
        try {
            return Files.createTempFile("spanner-emulator-", ".log");
        } catch (IOException e) {
            throw new EmulatorStartException("cannot create a log file for the emulator", e);
        }
    }

    private static Process start(Path binary, int port, Path log) {
        ProcessBuilder builder = new ProcessBuilder(
                binary.toString(), "--host_port", Ports.LOOPBACK + ":" + port)
                .redirectErrorStream(true)
                // Truncates the log on each attempt, so a tail only shows this attempt.
                .redirectOutput(log.toFile());
        try {
            return builder.start();
        } catch (IOException e) {
            throw new EmulatorStartException("cannot run " + binary + ": " + e.getMessage(), e);
        }
    }

    private enum Outcome { READY, PORT_TAKEN, DIED, TIMED_OUT }

    private Outcome awaitReady(Process process, int port, Path log) {
        long deadline = System.nanoTime() + startupTimeout.toNanos();
        try {
            while (System.nanoTime() < deadline) {
                if (!process.isAlive()) {
                    return diedBecausePortTaken(log) ? Outcome.PORT_TAKEN : Outcome.DIED;
                }
                if (Ports.accepts(Ports.LOOPBACK, port, 200)) {
                    // If another process holds the port, the connection reached it and ours is about
                    // to exit with a bind error (it does so within ~15 ms): give it the chance to show.
                    if (process.waitFor(50, TimeUnit.MILLISECONDS)) {
                        return diedBecausePortTaken(log) ? Outcome.PORT_TAKEN : Outcome.DIED;
                    }
                    return Outcome.READY;
                }
                Thread.sleep(POLL_MILLIS);
            }
            return Outcome.TIMED_OUT;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            ProcessEmulator.stop(process);
            throw new EmulatorStartException("interrupted while waiting for the emulator to start", e);
        }
    }

    private static boolean diedBecausePortTaken(Path log) {
        String text = LogTail.of(log, LOG_TAIL_LINES);
        return text.contains("Address already in use") || text.contains("Failed to bind");
    }
}
