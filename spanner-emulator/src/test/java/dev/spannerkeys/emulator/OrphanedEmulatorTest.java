package dev.spannerkeys.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.internal.Ports;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A JVM killed with {@code SIGKILL} (as an IDE's stop button does) runs no shutdown hook, so it
 * cannot stop the emulator it launched: the emulator's watchdog shell sees the JVM's pipe close and
 * stops it. Checked on a child JVM that launches an emulator and is then killed: the emulator's
 * process goes (usually within a second or two; the test waits for it up to a minute, as a busy
 * machine may delay it, while without the watchdog it would run forever) and its port refuses
 * connections.
 */
@Tag("emulator")
class OrphanedEmulatorTest {

    private static final Duration CHILD_START = Duration.ofMinutes(2);
    private static final Duration STOPPED_WITHIN = Duration.ofMinutes(1);

    @Test
    void anEmulatorStopsWhenItsJvmIsKilled() throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder builder = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                OrphanedEmulatorChild.class.getName()).redirectErrorStream(true);
        builder.environment().remove("SPANNER_EMULATOR_HOST"); // the child launches an emulator of its own
        Process child = builder.start();
        long emulatorPid;
        int port;
        try {
            String line = CompletableFuture.supplyAsync(() -> readEmulatorLine(child))
                    .get(CHILD_START.toSeconds(), TimeUnit.SECONDS);
            assertNotNull(line, "the child JVM printed no emulator line");
            String[] parts = line.split(" ");
            emulatorPid = Long.parseLong(parts[1]);
            port = Integer.parseInt(parts[2]);
            assertTrue(emulatorPid > 0, "the child's emulator was not launched from a binary: " + line);
            assertTrue(ProcessHandle.of(emulatorPid).map(ProcessHandle::isAlive).orElse(false));
            assertTrue(Ports.accepts(Ports.LOOPBACK, port, 1_000));
        } finally {
            child.destroyForcibly(); // SIGKILL: no shutdown hook runs in the child
        }
        assertTrue(child.waitFor(30, TimeUnit.SECONDS), "the child JVM did not die");
        assertEquals(137, child.exitValue(), "the child JVM was killed with SIGKILL");

        long killed = System.nanoTime();
        long deadline = killed + STOPPED_WITHIN.toNanos();
        Optional<ProcessHandle> emulator = ProcessHandle.of(emulatorPid);
        while (emulator.map(ProcessHandle::isAlive).orElse(false) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        boolean alive = emulator.map(ProcessHandle::isAlive).orElse(false);
        if (alive) {
            emulator.get().destroyForcibly(); // this test's own orphan, by its process id
        }
        assertFalse(alive, "the emulator " + emulatorPid + " still runs " + STOPPED_WITHIN.toSeconds()
                + " s after its JVM was killed");
        System.out.println("[orphaned emulator] gone " + (System.nanoTime() - killed) / 1_000_000
                + " ms after its JVM was killed");
        assertFalse(Ports.accepts(Ports.LOOPBACK, port, 500), "the emulator's port still accepts connections");
    }

    private static String readEmulatorLine(Process child) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.startsWith("emulator ")) {
                    return line;
                }
            }
            return null;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
