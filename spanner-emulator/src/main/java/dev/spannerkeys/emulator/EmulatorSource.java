package dev.spannerkeys.emulator;

/**
 * How a {@link SpannerEmulator} was found; see {@link SpannerEmulator#source()}.
 *
 * <p>Useful in logs and when a test wants to know whether the emulator belongs to this JVM
 * (only {@link #GCLOUD_BINARY} and {@link #TESTCONTAINERS} emulators are stopped on close).
 */
public enum EmulatorSource {
    /** An already running emulator named by the {@code SPANNER_EMULATOR_HOST} variable; never stopped by us. */
    ENVIRONMENT,
    /** The gcloud component's {@code emulator_main} binary, launched by this JVM on a free port. */
    GCLOUD_BINARY,
    /** A Docker container started through Testcontainers. */
    TESTCONTAINERS
}
