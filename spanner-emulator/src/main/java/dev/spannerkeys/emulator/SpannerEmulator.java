package dev.spannerkeys.emulator;

import dev.spannerkeys.emulator.internal.DatabaseNames;
import dev.spannerkeys.emulator.internal.HostPort;
import dev.spannerkeys.emulator.internal.RunningEmulator;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A running Cloud Spanner emulator, found, started or connected to by discovery.
 *
 * <p>Most tests want {@link #shared()}: one emulator for the whole JVM, started on first use
 * and stopped at JVM exit, with a fresh database per test from {@link #newDatabase}. Use
 * {@link #start()} for an emulator of your own (e.g. to test restarts), and close it.
 *
 * <p>Discovery order: the {@code SPANNER_EMULATOR_HOST} environment variable (an emulator
 * someone else runs; never started or stopped here); the gcloud component's
 * {@code emulator_main} binary (launched on a free loopback port); Testcontainers, if it is on
 * the classpath and a Docker engine answers. Otherwise {@link EmulatorNotFoundException}.
 *
 * <p>Thread-safe.
 */
public final class SpannerEmulator implements AutoCloseable {

    private static final Object SHARED_LOCK = new Object();
    private static SpannerEmulator shared;
    private static EmulatorNotFoundException sharedFailure;

    private final RunningEmulator running;
    private final EmulatorSource source;
    private final DatabaseNames names;
    private final AtomicBoolean closed = new AtomicBoolean();
    private final Thread shutdownHook;
    private volatile boolean isShared;

    SpannerEmulator(RunningEmulator running, EmulatorSource source) {
        this.running = Objects.requireNonNull(running, "running");
        this.source = Objects.requireNonNull(source, "source");
        this.names = running.startedHere() ? DatabaseNames.exclusive() : DatabaseNames.shared();
        if (running.startedHere()) {
            // A test run that forgets close() (or is interrupted) must not leave an emulator behind.
            shutdownHook = new Thread(running::stop, "spanner-emulator-stop-" + running.port());
            Runtime.getRuntime().addShutdownHook(shutdownHook);
        } else {
            shutdownHook = null;
        }
    }

    /**
     * Finds and starts (or connects to) an emulator that belongs to the caller, who should close it.
     *
     * @throws EmulatorNotFoundException if no emulator can be found; its message says how to install one
     * @throws EmulatorStartException if one was found but did not start
     */
    public static SpannerEmulator start() {
        return EmulatorLocator.standard().start();
    }

    /**
     * One emulator per JVM, started on first use and stopped at JVM exit (shutdown hook).
     * {@link #close()} on it does nothing, so a try-with-resources cannot stop it under other tests.
     *
     * @throws EmulatorNotFoundException if no emulator can be found; later calls fail the same way
     *     without searching again
     */
    public static SpannerEmulator shared() {
        synchronized (SHARED_LOCK) {
            if (shared == null) {
                if (sharedFailure != null) {
                    // Discovery is deterministic and slowish (gcloud, Docker probe): don't repeat it per test class.
                    throw new EmulatorNotFoundException(sharedFailure.getMessage(), sharedFailure.tried());
                }
                try {
                    SpannerEmulator emulator = start();
                    emulator.isShared = true;
                    shared = emulator;
                } catch (EmulatorNotFoundException e) {
                    sharedFailure = e;
                    throw e;
                }
            }
            return shared;
        }
    }

    /** The emulator's host, {@code 127.0.0.1} when launched here. */
    public String host() {
        return running.host();
    }

    /** The emulator's gRPC port. */
    public int port() {
        return running.port();
    }

    /** {@code host:port}, the form {@code SPANNER_EMULATOR_HOST} and the JDBC URL use. */
    public String hostPort() {
        return new HostPort(host(), port()).toString();
    }

    /**
     * The id of the emulator process this object launched ({@link EmulatorSource#GCLOUD_BINARY}); empty for an
     * emulator found through {@code SPANNER_EMULATOR_HOST} or run in a container. Fault tests use it to
     * act on exactly this process (suspend it with {@code kill -STOP <pid>}, resume it with
     * {@code kill -CONT <pid>}), never on other emulators of the machine.
     */
    public OptionalLong processId() {
        return running.processId();
    }

    /** How this emulator was found. */
    public EmulatorSource source() {
        return source;
    }

    /**
     * A fresh, uniquely named database of the given dialect. It is not created yet: the JDBC
     * URL's {@code autoConfigEmulator=true} creates instance and database on first connect.
     */
    public EmulatorDatabase newDatabase(DatabaseDialect dialect) {
        Objects.requireNonNull(dialect, "dialect");
        if (closed.get()) {
            throw new IllegalStateException(this + " is closed");
        }
        DatabaseNames.Ids ids = names.next();
        return new EmulatorDatabase(hostPort(), DatabaseNames.PROJECT, ids.instanceId(), ids.databaseId(), dialect);
    }

    /**
     * Like {@link #newDatabase(DatabaseDialect)}, but with the database id chosen by the caller (for
     * example a readable name in a development setup). The instance is still one of this emulator's
     * own, so the id need only be unique among the caller's databases.
     *
     * @throws IllegalArgumentException if {@code databaseId} is not a valid Spanner database id; the
     *     message states the rule
     */
    public EmulatorDatabase newDatabase(DatabaseDialect dialect, String databaseId) {
        Objects.requireNonNull(dialect, "dialect");
        EmulatorDatabase.checkDatabaseId(databaseId);
        if (closed.get()) {
            throw new IllegalStateException(this + " is closed");
        }
        return new EmulatorDatabase(hostPort(), DatabaseNames.PROJECT, names.next().instanceId(), databaseId, dialect);
    }

    /**
     * Stops what this object started (its own process or container), once; later calls do
     * nothing. Never stops an emulator it did not start ({@link EmulatorSource#ENVIRONMENT}),
     * nor the {@link #shared()} one, which lives until JVM exit.
     */
    @Override
    public void close() {
        if (isShared || !closed.compareAndSet(false, true)) {
            return;
        }
        running.stop();
        if (shutdownHook != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(shutdownHook);
            } catch (IllegalStateException e) {
                // The JVM is already shutting down; the hook's stop() is idempotent.
            }
        }
    }

    @Override
    public String toString() {
        return "SpannerEmulator[" + hostPort() + ", " + source + "]";
    }
}
