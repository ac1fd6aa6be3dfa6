package dev.spannerkeys.emulator.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Launches the gcloud component's {@code emulator_main} on a free loopback port and waits until
 * it accepts connections.
 */
public final class BinaryLauncher {

    /** The emulator binds in tens of milliseconds; 30 s leaves room for a loaded CI machine. */
    public static final Duration DEFAULT_STARTUP_TIMEOUT = Duration.ofSeconds(30);

    /** A port picked as free can be taken before the emulator binds it; retrying with a new one fixes that. */
    public static final int PORT_ATTEMPTS = 5;

    private static final int POLL_MILLIS = 10;
    private static final int LOG_TAIL_LINES = 30;

    private final Duration startupTimeout;

    public BinaryLauncher(Duration startupTimeout) {
        this.startupTimeout = startupTimeout;
    }

    /** Starts {@code binary}; throws LaunchFailedException (with the log tail) if it will not come up. */
    public ProcessEmulator launch(Path binary) {
        Path log = createLog();
        for (int attempt = 1; attempt <= PORT_ATTEMPTS; attempt++) {
            int port = Ports.freeLoopbackPort();
            Process process = start(binary, port, log);
            Outcome outcome = awaitReady(process, port, log);
            switch (outcome) {
                case READY:
                    return new ProcessEmulator(process, emulatorProcess(process, binary), Ports.LOOPBACK, port, log);
                case PORT_TAKEN:
                    continue;
                case DIED:
                    throw new LaunchFailedException(binary + " exited with code " + process.exitValue()
                            + " at startup." + LogTail.of(log, LOG_TAIL_LINES));
                case TIMED_OUT:
                default:
                    ProcessEmulator.stop(process);
                    throw new LaunchFailedException(binary + " did not accept connections on "
                            + Ports.LOOPBACK + ":" + port + " within " + startupTimeout.toSeconds() + " s."
                            + LogTail.of(log, LOG_TAIL_LINES));
            }
        }
        throw new LaunchFailedException(binary + " could not bind a free port in " + PORT_ATTEMPTS
                + " attempts." + LogTail.of(log, LOG_TAIL_LINES));
    }

    private static Path createLog() {
        try {
            return Files.createTempFile("spanner-emulator-", ".log");
        } catch (IOException e) {
            throw new LaunchFailedException("cannot create a log file for the emulator", e);
        }
    }

    /**
     * Runs the emulator under a POSIX shell that stops it when this JVM's end of the shell's standard
     * input closes: the JVM exits, however it exits ({@code kill -9}, an IDE's stop button), and the
     * kernel closes the pipe, {@code cat} reads its end, and the shell ends the emulator by the process
     * id it started. The shell exits with the emulator's status. Where there is no {@code /bin/sh}, the
     * emulator is started directly and stopped at JVM exit only.
     */
    public static final String WATCHDOG = "\"$0\" --host_port \"$1\" </dev/null 3<&- & emulator=$!\n"
            + "{ cat >/dev/null; kill -TERM \"$emulator\" 2>/dev/null; sleep 2; kill -KILL \"$emulator\" 2>/dev/null; }"
            + " <&3 3<&- &\n"
            + "watchdog=$!\n"
            + "wait \"$emulator\"; status=$?\n"
            + "kill \"$watchdog\" 2>/dev/null\n"
            + "exit $status\n";

    private static final Path SHELL = Path.of("/bin/sh");

    private static Process start(Path binary, int port, Path log) {
        String hostPort = Ports.LOOPBACK + ":" + port;
        ProcessBuilder builder = (Files.isExecutable(SHELL)
                ? new ProcessBuilder(SHELL.toString(), "-c", "exec 3<&0\n" + WATCHDOG, binary.toString(), hostPort)
                : new ProcessBuilder(binary.toString(), "--host_port", hostPort))
                .redirectErrorStream(true)
                // Truncates the log on each attempt, so a tail only shows this attempt.
                .redirectOutput(log.toFile());
        try {
            return builder.start();
        } catch (IOException e) {
            throw new LaunchFailedException("cannot run " + binary + ": " + e.getMessage(), e);
        }
    }

    /**
     * The emulator's own process: {@code process} itself when it was started directly, else the
     * watchdog shell's child that runs {@code binary}.
     */
    private static ProcessHandle emulatorProcess(Process process, Path binary) {
        String name = binary.getFileName().toString();
        return process.children()
                .filter(child -> child.info().command().map(command -> Path.of(command).getFileName().toString()
                        .equals(name)).orElse(false))
                .findFirst()
                .orElse(process.toHandle());
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
            throw new LaunchFailedException("interrupted while waiting for the emulator to start", e);
        }
    }

    private static boolean diedBecausePortTaken(Path log) {
        String text = LogTail.of(log, LOG_TAIL_LINES);
        return text.contains("Address already in use") || text.contains("Failed to bind");
    }
}
