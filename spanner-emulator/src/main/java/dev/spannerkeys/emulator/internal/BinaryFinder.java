package dev.spannerkeys.emulator.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Finds the gcloud component's {@code emulator_main}: an explicit binary, an explicit SDK root,
 * {@code CLOUDSDK_ROOT_DIR}, the SDK root {@code gcloud info} reports, then the usual install
 * folders. Settings made for this library (binary, SDK root) fail at once when wrong, rather
 * than silently falling through to some other emulator.
 */
public final class BinaryFinder {

    public static final String BINARY_PROPERTY = "spanner.emulator.binary";
    public static final String BINARY_ENV = "SPANNER_EMULATOR_BINARY";
    public static final String SDK_ROOT_PROPERTY = "spanner.emulator.sdkRoot";
    public static final String SDK_ROOT_ENV = "CLOUDSDK_ROOT_DIR";
    public static final String BINARY_IN_SDK = "bin/cloud_spanner_emulator/emulator_main";

    /** Where installers put the SDK: Debian/RPM packages, tarball, snap, Homebrew. */
    public static List<Path> usualSdkRoots(String userHome) {
        List<Path> roots = new ArrayList<>(List.of(
                Path.of("/usr/lib/google-cloud-sdk"),
                Path.of("/usr/share/google-cloud-sdk"),
                Path.of("/opt/google-cloud-sdk")));
        if (userHome != null && !userHome.isBlank()) {
            roots.add(Path.of(userHome, "google-cloud-sdk"));
        }
        roots.addAll(List.of(
                Path.of("/snap/google-cloud-sdk/current"),
                Path.of("/opt/homebrew/share/google-cloud-sdk"),
                Path.of("/usr/local/share/google-cloud-sdk")));
        return roots;
    }

    private final Map<String, String> env;
    private final Function<String, String> systemProperties;
    private final List<Path> usualSdkRoots;
    private final Supplier<Optional<Path>> gcloudSdkRoot;

    public BinaryFinder(Map<String, String> env, Function<String, String> systemProperties,
            List<Path> usualSdkRoots, Supplier<Optional<Path>> gcloudSdkRoot) {
        this.env = env;
        this.systemProperties = systemProperties;
        this.usualSdkRoots = List.copyOf(usualSdkRoots);
        this.gcloudSdkRoot = gcloudSdkRoot;
    }

    /** The emulator_main to launch, recording every place looked at in {@code tried}. */
    public Optional<Path> find(List<String> tried) {
        String explicitBinary = setting(BINARY_PROPERTY, BINARY_ENV);
        if (explicitBinary != null) {
            Path binary = Path.of(explicitBinary);
            String origin = originOf(BINARY_PROPERTY, BINARY_ENV);
            if (isExecutable(binary)) {
                return Optional.of(binary);
            }
            tried.add(origin + ": " + binary + " (" + describeMissing(binary) + ")");
            throw new BinaryNotFoundException(origin + " names " + binary + ", which is not an executable emulator_main.");
        }
        tried.add(BINARY_PROPERTY + " / " + BINARY_ENV + ": not set");

        String explicitRoot = systemProperties.apply(SDK_ROOT_PROPERTY);
        if (explicitRoot != null && !explicitRoot.isBlank()) {
            Path binary = Path.of(explicitRoot).resolve(BINARY_IN_SDK);
            if (isExecutable(binary)) {
                return Optional.of(binary);
            }
            tried.add(SDK_ROOT_PROPERTY + ": " + binary + " (" + describeMissing(binary) + ")");
            throw new BinaryNotFoundException(SDK_ROOT_PROPERTY + " names " + explicitRoot
                    + ", which has no emulator component (" + BINARY_IN_SDK + ").");
        }
        tried.add(SDK_ROOT_PROPERTY + ": not set");

        Set<Path> seen = new LinkedHashSet<>();
        String cloudSdkRoot = env.get(SDK_ROOT_ENV);
        if (cloudSdkRoot != null && !cloudSdkRoot.isBlank()) {
            Optional<Path> found = lookIn(Path.of(cloudSdkRoot), SDK_ROOT_ENV, seen, tried);
            if (found.isPresent()) {
                return found;
            }
        } else {
            tried.add(SDK_ROOT_ENV + ": not set");
        }

        Optional<Path> reported = gcloudSdkRoot.get();
        if (reported.isPresent()) {
            Optional<Path> found = lookIn(reported.get(), "gcloud info", seen, tried);
            if (found.isPresent()) {
                return found;
            }
        } else {
            tried.add("gcloud info: no answer (gcloud not on PATH, or it failed)");
        }

        for (Path root : usualSdkRoots) {
            Optional<Path> found = lookIn(root, "usual folder", seen, tried);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private Optional<Path> lookIn(Path sdkRoot, String origin, Set<Path> seen, List<String> tried) {
        Path binary = sdkRoot.resolve(BINARY_IN_SDK).toAbsolutePath().normalize();
        if (!seen.add(binary)) {
            return Optional.empty();
        }
        if (isExecutable(binary)) {
            return Optional.of(binary);
        }
        tried.add(origin + ": " + binary + " (" + describeMissing(binary) + ")");
        return Optional.empty();
    }

    private String setting(String property, String envVar) {
        String value = systemProperties.apply(property);
        if (value == null || value.isBlank()) {
            value = env.get(envVar);
        }
        return value == null || value.isBlank() ? null : value.trim();
    }

    private String originOf(String property, String envVar) {
        String value = systemProperties.apply(property);
        return value != null && !value.isBlank() ? "system property " + property : "environment variable " + envVar;
    }

    private static boolean isExecutable(Path path) {
        return Files.isRegularFile(path) && Files.isExecutable(path);
    }

    private static String describeMissing(Path path) {
        if (!Files.exists(path)) {
            return "missing";
        }
        return Files.isRegularFile(path) ? "not executable" : "not a file";
    }
}
