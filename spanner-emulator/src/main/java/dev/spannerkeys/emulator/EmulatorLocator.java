package dev.spannerkeys.emulator;

import dev.spannerkeys.emulator.internal.BinaryFinder;
import dev.spannerkeys.emulator.internal.BinaryLauncher;
import dev.spannerkeys.emulator.internal.BinaryNotFoundException;
import dev.spannerkeys.emulator.internal.ContainerRuntime;
import dev.spannerkeys.emulator.internal.GcloudInfo;
import dev.spannerkeys.emulator.internal.HostPort;
import dev.spannerkeys.emulator.internal.LaunchFailedException;
import dev.spannerkeys.emulator.internal.Ports;
import dev.spannerkeys.emulator.internal.RunningEmulator;
import dev.spannerkeys.emulator.internal.TestcontainersRuntime;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Discovery: decides which emulator to use and starts or connects to it. Every input is a
 * constructor argument, so tests can run discovery against an environment of their own.
 *
 * <p>Order: {@code SPANNER_EMULATOR_HOST}; the {@code emulator_main} binary (see
 * {@link BinaryFinder}); Testcontainers.
 */
final class EmulatorLocator {

    static final String HOST_ENV = "SPANNER_EMULATOR_HOST";
    static final String STARTUP_TIMEOUT_PROPERTY = "spanner.emulator.startupTimeoutSeconds";

    /** A reachable SPANNER_EMULATOR_HOST may still be starting (e.g. launched by the CI job just before). */
    private static final Duration ENVIRONMENT_WAIT = Duration.ofSeconds(5);

    private final Map<String, String> env;
    private final Function<String, String> systemProperties;
    private final BinaryFinder binaries;
    private final ContainerRuntime containers;

    EmulatorLocator(Map<String, String> env, Function<String, String> systemProperties,
            List<Path> usualSdkRoots, Supplier<Optional<Path>> gcloudSdkRoot, ContainerRuntime containers) {
        this.env = Map.copyOf(env);
        this.systemProperties = systemProperties;
        this.binaries = new BinaryFinder(this.env, systemProperties, usualSdkRoots, gcloudSdkRoot);
        this.containers = containers;
    }

    /** The locator for this JVM: real environment, system properties, PATH and Docker. */
    static EmulatorLocator standard() {
        return new EmulatorLocator(System.getenv(), System::getProperty,
                BinaryFinder.usualSdkRoots(System.getProperty("user.home")), GcloudInfo::onPath,
                TestcontainersRuntime.fromSystemProperties());
    }

    /** The binary search this locator uses. */
    BinaryFinder binaries() {
        return binaries;
    }

    /** Finds an emulator and starts it (or connects to it). */
    SpannerEmulator start() {
        List<String> tried = new ArrayList<>();
        String hostValue = env.get(HOST_ENV);
        if (hostValue != null && !hostValue.isBlank()) {
            return new SpannerEmulator(connect(hostValue), EmulatorSource.ENVIRONMENT);
        }
        tried.add(HOST_ENV + ": not set");

        Optional<Path> binary;
        try {
            binary = binaries.find(tried);
        } catch (BinaryNotFoundException e) {
            throw EmulatorNotFoundException.nothingFound(e.getMessage(), tried);
        }
        try {
            if (binary.isPresent()) {
                return new SpannerEmulator(new BinaryLauncher(startupTimeout()).launch(binary.get()),
                        EmulatorSource.GCLOUD_BINARY);
            }
            String unavailable = containers.unavailableReason();
            if (unavailable == null) {
                return new SpannerEmulator(containers.start(), EmulatorSource.TESTCONTAINERS);
            }
            tried.add("Testcontainers: " + unavailable);
        } catch (LaunchFailedException e) {
            throw new EmulatorStartException(e.getMessage(), e.getCause());
        }
        throw EmulatorNotFoundException.nothingFound("No Cloud Spanner emulator found.", tried);
    }

    private RunningEmulator connect(String hostValue) {
        HostPort address;
        try {
            address = HostPort.parse(hostValue);
        } catch (IllegalArgumentException e) {
            throw new EmulatorNotFoundException(HOST_ENV + " is set to " + e.getMessage()
                    + ". Fix it, or unset it to let an emulator be found and started automatically.");
        }
        long deadline = System.nanoTime() + ENVIRONMENT_WAIT.toNanos();
        do {
            if (Ports.accepts(address.host(), address.port(), 1000)) {
                return RunningEmulator.external(address);
            }
            sleep(100);
        } while (System.nanoTime() < deadline);
        throw new EmulatorNotFoundException(HOST_ENV + " is set to '" + hostValue + "', but nothing accepts"
                + " TCP connections at " + address + " (waited " + ENVIRONMENT_WAIT.toSeconds() + " s)."
                + " Start the emulator there (e.g. gcloud emulators spanner start --host-port=" + address
                + "), or unset " + HOST_ENV + " to let an emulator be found and started automatically.");
    }

    private Duration startupTimeout() {
        String value = systemProperties.apply(STARTUP_TIMEOUT_PROPERTY);
        if (value == null || value.isBlank()) {
            return BinaryLauncher.DEFAULT_STARTUP_TIMEOUT;
        }
        try {
            return Duration.ofSeconds(Long.parseLong(value.trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(STARTUP_TIMEOUT_PROPERTY + " must be a number of seconds: " + value, e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EmulatorNotFoundException("interrupted while waiting for " + HOST_ENV);
        }
    }
}
