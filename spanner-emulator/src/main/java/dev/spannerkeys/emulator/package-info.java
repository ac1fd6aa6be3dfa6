/**
 * A local Cloud Spanner emulator for tests, found or started on demand.
 *
 * <p>Use {@link dev.spannerkeys.emulator.SpannerEmulator#shared()} to get the one emulator of
 * this JVM, and {@link dev.spannerkeys.emulator.SpannerEmulator#newDatabase(DatabaseDialect)}
 * to get a fresh, uniquely named database and its JDBC URL. JUnit 5 tests can instead put
 * {@link dev.spannerkeys.emulator.SpannerEmulatorTest} on the test class and take an
 * {@link dev.spannerkeys.emulator.EmulatorDatabase} as a parameter.
 *
 * <p>Discovery order: the {@code SPANNER_EMULATOR_HOST} environment variable, then the gcloud
 * component's {@code emulator_main} binary, then Testcontainers when a Docker engine answers.
 * If none is available, {@link dev.spannerkeys.emulator.EmulatorNotFoundException} says how to
 * install one; nothing is ever skipped silently.
 *
 * <p>This package needs no JDBC driver: it only builds URLs. JUnit Jupiter and Testcontainers
 * are optional dependencies, used only when present.
 */
package dev.spannerkeys.emulator;
