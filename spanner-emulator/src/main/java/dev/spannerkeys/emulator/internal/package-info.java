/**
 * How an emulator is found and run, behind the package above ({@code SpannerEmulator}): the
 * search for the gcloud component's {@code emulator_main} ({@link BinaryFinder}, {@link GcloudInfo}),
 * its launch on a free port under a watchdog that stops it when the JVM dies ({@link BinaryLauncher},
 * {@link ProcessEmulator}), the optional Testcontainers path ({@link TestcontainersRuntime}), and
 * the naming of databases. Not public API: the types are public only so that the package above can
 * use them, and they may change in any release. This package does not depend on the one above.
 */
package dev.spannerkeys.emulator.internal;
