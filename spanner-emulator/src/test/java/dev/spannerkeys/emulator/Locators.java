package dev.spannerkeys.emulator;

import dev.spannerkeys.emulator.internal.BinaryFinder;
import dev.spannerkeys.emulator.internal.ContainerRuntime;
import dev.spannerkeys.emulator.internal.GcloudInfo;
import dev.spannerkeys.emulator.internal.RunningEmulator;
import dev.spannerkeys.emulator.internal.TestcontainersRuntime;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Locators for tests: the real machine minus SPANNER_EMULATOR_HOST, or a fully isolated one. */
final class Locators {

    private Locators() {
    }

    /** Real discovery except SPANNER_EMULATOR_HOST, so the test starts (and owns) its emulator. */
    static EmulatorLocator realWithoutHostVariable() {
        Map<String, String> env = new HashMap<>(System.getenv());
        env.remove(EmulatorLocator.HOST_ENV);
        return new EmulatorLocator(env, System::getProperty,
                BinaryFinder.usualSdkRoots(System.getProperty("user.home")),
                GcloudInfo::onPath, TestcontainersRuntime.fromSystemProperties());
    }

    /** The emulator_main on this machine; fails (never skips) when there is none. */
    static Path realBinary() {
        List<String> tried = new ArrayList<>();
        return realWithoutHostVariable().binaries().find(tried).orElseThrow(
                () -> EmulatorNotFoundException.nothingFound("These tests need emulator_main.", tried));
    }

    /** The SDK root holding {@link #realBinary()}. */
    static Path realSdkRoot() {
        return realBinary().getParent().getParent().getParent();
    }

    /** Discovery that sees only what the test passes: no usual folders, no gcloud, no Docker. */
    static EmulatorLocator isolated(Map<String, String> env, Map<String, String> properties) {
        return new EmulatorLocator(env, properties::get, List.of(), Optional::empty, noDocker());
    }

    static ContainerRuntime noDocker() {
        return new ContainerRuntime() {
            @Override
            public String unavailableReason() {
                return "no Docker in this test";
            }

            @Override
            public RunningEmulator start() {
                throw new AssertionError("must not start a container");
            }
        };
    }
}
