package dev.spannerkeys.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.internal.BinaryFinder;
import dev.spannerkeys.emulator.internal.ContainerRuntime;
import dev.spannerkeys.emulator.internal.GcloudInfo;
import dev.spannerkeys.emulator.internal.Ports;
import dev.spannerkeys.emulator.internal.RunningEmulator;
import dev.spannerkeys.emulator.internal.TestcontainersRuntime;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("emulator")
class EmulatorLocatorTest {

    @TempDir
    Path dir;

    @Test
    void bogusSdkRootPropertyFailsWithInstallOptions() {
        Path bogus = dir.resolve("no-sdk-here");
        EmulatorNotFoundException e = assertThrows(EmulatorNotFoundException.class, () -> Locators.isolated(
                Map.of(), Map.of(BinaryFinder.SDK_ROOT_PROPERTY, bogus.toString())).start());
        assertListsInstallOptions(e.getMessage());
        assertTrue(e.getMessage().contains(BinaryFinder.SDK_ROOT_PROPERTY), e.getMessage());
        assertTrue(e.getMessage().contains(bogus.resolve(BinaryFinder.BINARY_IN_SDK).toString()), e.getMessage());
    }

    @Test
    void bogusBinaryPropertyFailsWithInstallOptions() {
        Path bogus = dir.resolve("emulator_main");
        EmulatorNotFoundException e = assertThrows(EmulatorNotFoundException.class, () -> Locators.isolated(
                Map.of(), Map.of(BinaryFinder.BINARY_PROPERTY, bogus.toString())).start());
        assertListsInstallOptions(e.getMessage());
        assertTrue(e.getMessage().contains("system property " + BinaryFinder.BINARY_PROPERTY), e.getMessage());
        assertTrue(e.getMessage().contains(bogus + " (missing)"), e.getMessage());
    }

    @Test
    void nonExecutableBinaryFromEnvironmentIsNamed() throws IOException {
        Path plain = Files.writeString(dir.resolve("emulator_main"), "not a program");
        EmulatorNotFoundException e = assertThrows(EmulatorNotFoundException.class, () -> Locators.isolated(
                Map.of(BinaryFinder.BINARY_ENV, plain.toString()), Map.of()).start());
        assertTrue(e.getMessage().contains("environment variable " + BinaryFinder.BINARY_ENV), e.getMessage());
        assertTrue(e.getMessage().contains("not executable"), e.getMessage());
    }

    @Test
    void nothingFoundListsEveryPlaceLookedAt() {
        Path first = dir.resolve("sdk-a");
        Path second = dir.resolve("sdk-b");
        EmulatorLocator locator = new EmulatorLocator(
                Map.of(BinaryFinder.SDK_ROOT_ENV, dir.resolve("cloudsdk").toString()), key -> null,
                List.of(first, second), () -> Optional.of(dir.resolve("reported")), Locators.noDocker());
        EmulatorNotFoundException e = assertThrows(EmulatorNotFoundException.class, locator::start);
        assertListsInstallOptions(e.getMessage());
        List<String> tried = e.tried();
        assertEquals(List.of(
                "SPANNER_EMULATOR_HOST: not set",
                "spanner.emulator.binary / SPANNER_EMULATOR_BINARY: not set",
                "spanner.emulator.sdkRoot: not set",
                "CLOUDSDK_ROOT_DIR: " + dir.resolve("cloudsdk").resolve(BinaryFinder.BINARY_IN_SDK) + " (missing)",
                "gcloud info: " + dir.resolve("reported").resolve(BinaryFinder.BINARY_IN_SDK) + " (missing)",
                "usual folder: " + first.resolve(BinaryFinder.BINARY_IN_SDK) + " (missing)",
                "usual folder: " + second.resolve(BinaryFinder.BINARY_IN_SDK) + " (missing)",
                "Testcontainers: no Docker in this test"), tried);
        for (String line : tried) {
            assertTrue(e.getMessage().contains(line), line);
        }
    }

    @Test
    void missingGcloudIsRecordedAndSkipped() {
        EmulatorNotFoundException e = assertThrows(EmulatorNotFoundException.class,
                () -> Locators.isolated(Map.of(), Map.of()).start());
        assertTrue(e.tried().contains("gcloud info: no answer (gcloud not on PATH, or it failed)"), e.tried()::toString);
        assertTrue(e.tried().contains("CLOUDSDK_ROOT_DIR: not set"), e.tried()::toString);
    }

    @Test
    void bogusCloudSdkRootFallsThroughToTheNextCandidate() {
        EmulatorLocator locator = new EmulatorLocator(
                Map.of(BinaryFinder.SDK_ROOT_ENV, dir.toString()), key -> null,
                List.of(dir.resolve("x"), Locators.realSdkRoot()), Optional::empty, Locators.noDocker());
        try (SpannerEmulator emulator = locator.start()) {
            assertEquals(EmulatorSource.GCLOUD_BINARY, emulator.source());
            assertTrue(Ports.accepts(emulator.host(), emulator.port(), 1000));
        }
    }

    @Test
    void sdkRootReportedByGcloudIsUsed() {
        EmulatorLocator locator = new EmulatorLocator(Map.of(), key -> null, List.of(),
                () -> Optional.of(Locators.realSdkRoot()), Locators.noDocker());
        try (SpannerEmulator emulator = locator.start()) {
            assertEquals(EmulatorSource.GCLOUD_BINARY, emulator.source());
        }
    }

    @Test
    void explicitBinaryPropertyIsLaunched() {
        try (SpannerEmulator emulator = Locators.isolated(Map.of(),
                Map.of(BinaryFinder.BINARY_PROPERTY, Locators.realBinary().toString())).start()) {
            assertEquals(EmulatorSource.GCLOUD_BINARY, emulator.source());
            assertTrue(Ports.accepts(emulator.host(), emulator.port(), 1000));
        }
    }

    @Test
    void hostVariableIsUsedWithoutStartingAnother() {
        try (SpannerEmulator running = Locators.realWithoutHostVariable().start()) {
            // A bogus binary setting and a container runtime that refuses prove nothing else is tried.
            EmulatorLocator locator = Locators.isolated(
                    Map.of(EmulatorLocator.HOST_ENV, running.hostPort()),
                    Map.of(BinaryFinder.BINARY_PROPERTY, dir.resolve("nothing").toString()));
            SpannerEmulator viaEnvironment = locator.start();
            assertEquals(EmulatorSource.ENVIRONMENT, viaEnvironment.source());
            assertEquals(running.hostPort(), viaEnvironment.hostPort());

            // Its databases go to a per-JVM instance: the emulator may be shared with other runs.
            EmulatorDatabase db = viaEnvironment.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
            assertTrue(db.instanceId().matches("test-instance-[a-z0-9]{6}"), db.instanceId());
            assertEquals(running.hostPort(), db.hostPort());

            viaEnvironment.close();
            assertTrue(Ports.accepts(running.host(), running.port(), 1000), "closing must not stop an emulator it did not start");
        }
    }

    @Test
    void hostVariableNamingNothingFailsClearly() {
        int port = Ports.freeLoopbackPort();
        EmulatorNotFoundException e = assertThrows(EmulatorNotFoundException.class, () -> Locators.isolated(
                Map.of(EmulatorLocator.HOST_ENV, "127.0.0.1:" + port), Map.of()).start());
        assertTrue(e.getMessage().startsWith("SPANNER_EMULATOR_HOST is set to '127.0.0.1:" + port + "'"), e.getMessage());
        assertTrue(e.getMessage().contains("unset SPANNER_EMULATOR_HOST"), e.getMessage());
    }

    @Test
    void malformedHostVariableFailsClearly() {
        EmulatorNotFoundException e = assertThrows(EmulatorNotFoundException.class, () -> Locators.isolated(
                Map.of(EmulatorLocator.HOST_ENV, "http://localhost:9010"), Map.of()).start());
        assertTrue(e.getMessage().contains("SPANNER_EMULATOR_HOST is set to 'http://localhost:9010' is not host:port"),
                e.getMessage());
    }

    @Test
    void containersAreUsedWhenNoBinaryIsFound() {
        AtomicInteger stops = new AtomicInteger();
        ContainerRuntime fakeDocker = new ContainerRuntime() {
            @Override
            public String unavailableReason() {
                return null;
            }

            @Override
            public RunningEmulator start() {
                return new FakeRunningEmulator(stops);
            }
        };
        EmulatorLocator locator = new EmulatorLocator(Map.of(), key -> null, List.of(dir), Optional::empty, fakeDocker);
        SpannerEmulator emulator = locator.start();
        assertEquals(EmulatorSource.TESTCONTAINERS, emulator.source());
        emulator.close();
        emulator.close();
        assertEquals(1, stops.get(), "stopped exactly once");
    }

    @Test
    void binaryDyingAtStartupReportsItsLogTail() throws IOException {
        Path script = executable("emulator_main", "#!/bin/sh\necho \"boom: cannot start on $2\"\nexit 3\n");
        EmulatorStartException e = assertThrows(EmulatorStartException.class, () -> Locators.isolated(
                Map.of(), Map.of(BinaryFinder.BINARY_PROPERTY, script.toString())).start());
        assertTrue(e.getMessage().contains("exited with code 3"), e.getMessage());
        assertTrue(e.getMessage().contains("boom: cannot start on 127.0.0.1:"), e.getMessage());
        deleteKeptLog(e);
    }

    @Test
    void binaryNeverListeningTimesOut() throws IOException {
        Path script = executable("emulator_main", "#!/bin/sh\necho still thinking\nexec sleep 30\n");
        long start = System.nanoTime();
        EmulatorStartException e = assertThrows(EmulatorStartException.class, () -> Locators.isolated(Map.of(),
                Map.of(BinaryFinder.BINARY_PROPERTY, script.toString(),
                        EmulatorLocator.STARTUP_TIMEOUT_PROPERTY, "1")).start());
        assertTrue(e.getMessage().contains("did not accept connections"), e.getMessage());
        assertTrue(e.getMessage().contains("still thinking"), e.getMessage());
        // The script sleeps 30 s: returning sooner means it was killed at the startup timeout, not waited for.
        assertTrue(System.nanoTime() - start < 30_000_000_000L, "the hung process is killed, not waited for");
        deleteKeptLog(e);
    }

    @Test
    void portTakenAtLaunchIsRetriedOnAnotherPort() throws IOException {
        Path marker = dir.resolve("first-attempt-done");
        Path script = executable("emulator_main", "#!/bin/sh\n"
                + "if [ ! -e '" + marker + "' ]; then\n"
                + "  touch '" + marker + "'\n"
                + "  echo \"Failed to bind to address: $2 (Address already in use)\"\n"
                + "  exit 1\n"
                + "fi\n"
                + "exec '" + Locators.realBinary() + "' \"$@\"\n");
        try (SpannerEmulator emulator = Locators.isolated(Map.of(),
                Map.of(BinaryFinder.BINARY_PROPERTY, script.toString())).start()) {
            assertTrue(Files.exists(marker), "the first attempt ran");
            assertTrue(Ports.accepts(emulator.host(), emulator.port(), 1000));
        }
    }

    @Test
    void realTestcontainersProbeAnswersWithoutThrowing() {
        // No Docker engine on the build machines: the probe must say so, not throw or hang.
        TestcontainersRuntime runtime = TestcontainersRuntime.fromSystemProperties();
        String reason = runtime.unavailableReason();
        if (reason != null) {
            assertFalse(reason.isBlank());
        }
    }

    @Test
    void gcloudInfoWithoutGcloudGivesNoAnswer() throws IOException {
        assertEquals(Optional.empty(), new GcloudInfo(dir.resolve("gcloud").toString()).get());
        Path failing = executable("gcloud-failing", "#!/bin/sh\necho oops\nexit 2\n");
        assertEquals(Optional.empty(), new GcloudInfo(failing.toString()).get());
        Path answering = executable("gcloud", "#!/bin/sh\necho /some/sdk\n");
        assertEquals(Optional.of(Path.of("/some/sdk")), new GcloudInfo(answering.toString()).get());
    }

    /** A failed start keeps its log for the developer; a test cleans up after itself. */
    private static void deleteKeptLog(EmulatorStartException e) throws IOException {
        Matcher log = Pattern.compile("its log (\\S+):").matcher(e.getMessage());
        assertTrue(log.find(), e.getMessage());
        assertTrue(Files.deleteIfExists(Path.of(log.group(1))), "the log was kept: " + log.group(1));
    }

    private Path executable(String name, String text) throws IOException {
        Path file = Files.writeString(dir.resolve(name), text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
        return file;
    }

    private static void assertListsInstallOptions(String message) {
        for (String option : List.of("gcloud components install cloud-spanner-emulator",
                "google-cloud-cli-spanner-emulator", "SPANNER_EMULATOR_HOST", "Docker", "testcontainers-gcloud")) {
            assertTrue(message.contains(option), () -> "missing '" + option + "' in:\n" + message);
        }
    }

    /** Stands in for a container: counts stops. */
    private static final class FakeRunningEmulator implements RunningEmulator {
        private final AtomicInteger stops;

        FakeRunningEmulator(AtomicInteger stops) {
            this.stops = stops;
        }

        @Override
        public String host() {
            return "localhost";
        }

        @Override
        public int port() {
            return 32768;
        }

        @Override
        public boolean startedHere() {
            return true;
        }

        @Override
        public void stop() {
            stops.incrementAndGet();
        }
    }
}
