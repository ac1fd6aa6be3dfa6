package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.config.RefillClientMode;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.hibernate.service.Service;
import org.hibernate.service.spi.Stoppable;

/**
 * What the sequence pools of one session factory share: the executor of their background refills,
 * the metrics they record into, the refill connections of each database (the session factory's, or each
 * tenant's with multi-tenancy by database: {@link PoolDatabase}), and their shutdown. A Hibernate service of the
 * session factory's own registry (installed by {@link SequencePoolServiceInitiator}), so Hibernate stops it when
 * the session factory closes.
 *
 * <p>The executor has at most {@value #THREADS} daemon threads, named
 * {@code spanner-keys-refill-<factory>-<n>}, started only when a refill is submitted and ended after
 * {@value #IDLE_SECONDS} idle seconds. Closing the session factory stops it: refills not yet started
 * are abandoned (a caller waiting for one gets an exception instead of waiting forever), a refill under
 * way is interrupted and its values dropped, and its threads have ended when the session factory's
 * {@code close()} returns (waited for up to {@value #STOP_SECONDS} seconds). Values already fetched are never reused, so ids stay unique.
 */
public final class SequencePoolService implements Service, Stoppable {

    static final System.Logger LOG = System.getLogger(SequencePool.class.getName());

    static final int THREADS = 2;
    static final int IDLE_SECONDS = 30;
    static final int STOP_SECONDS = 10;
    private static final AtomicInteger FACTORIES = new AtomicInteger();

    private final SpannerKeysMetrics metrics;
    private final PerDatabase<RefillConnections> connections = new PerDatabase<>();
    /** Whether the emulator's defect with several PostgreSQL-dialect databases was logged for this factory. */
    private final AtomicBoolean emulatorTenantsReported = new AtomicBoolean();
    private final String threadPrefix = "spanner-keys-refill-" + FACTORIES.incrementAndGet() + "-";
    private final AtomicInteger threads = new AtomicInteger();
    private final List<Thread> started = new CopyOnWriteArrayList<>();
    private final List<AutoCloseable> registrations = new CopyOnWriteArrayList<>();
    private ThreadPoolExecutor executor;
    private boolean stopped;

    SequencePoolService(SpannerKeysMetrics metrics) {
        this.metrics = metrics;
    }

    /** The metrics of this session factory. */
    SpannerKeysMetrics metrics() {
        return metrics;
    }

    /** The executor for background refills; it starts no thread before the first refill. */
    synchronized ExecutorService executor() {
        if (executor == null) {
            ThreadFactory factory = task -> {
                Thread thread = new Thread(task, threadPrefix + threads.incrementAndGet());
                thread.setDaemon(true);
                started.removeIf(previous -> !previous.isAlive());
                started.add(thread);
                return thread;
            };
            executor = new ThreadPoolExecutor(THREADS, THREADS, IDLE_SECONDS, TimeUnit.SECONDS,
                    new LinkedBlockingQueue<>(), factory);
            executor.allowCoreThreadTimeOut(true);
            if (stopped) {
                executor.shutdown();
            }
        }
        return executor;
    }

    /**
     * The refill connections of {@code database}, opened at its first refill (bounded by {@code timeout}) and
     * shared by the pools of every sequence in it; closed when the session factory closes.
     *
     * @param sequence the sequence that needs them first, for messages
     * @param dialect the database's dialect
     * @throws org.hibernate.id.IdentifierGenerationException if they cannot be opened in time
     */
    RefillConnections refillConnections(PoolDatabase database, RefillClientMode mode, Duration timeout, String sequence,
            SqlDialect dialect) {
        return connections.get(database.key(), timeout, "the refill connections of sequence '" + sequence + "'"
                + database.describe(), () -> {
                    RefillConnections opened = RefillConnections.open(database, mode, timeout, sequence);
                    closeOnStop(opened);
                    if (database.tenant() != null && opened.onEmulator() && dialect == SqlDialect.POSTGRESQL
                            && connections.values().size() >= 1 && emulatorTenantsReported.compareAndSet(false, true)) {
                        LOG.log(System.Logger.Level.WARNING, "Tenant databases of the PostgreSQL dialect on one Spanner"
                                + " emulator: the emulator evaluates sequence functions against the schema of the statement"
                                + " it analysed last, in any database, so a refill for one tenant while another tenant's"
                                + " database runs a statement can draw that database's values, and the ids can then"
                                + " collide with keys the first tenant's column defaults hand out. A defect of the"
                                + " emulator only (up to at least 1.5.51); in development, keep tenants' statements"
                                + " from running at the same moment (e.g. '" + SpannerKeysSettings.SEQUENCE_PREFETCH
                                + "=false' in a single-threaded test), or use GoogleSQL databases. See"
                                + " docs/keys/bit-reversed-sequence.md, 'On the emulator'.");
                    }
                    return opened;
                });
    }

    /** Closes {@code registration} (a gauge, connections) when the session factory closes, or now if it has. */
    void closeOnStop(AutoCloseable registration) {
        boolean closeNow;
        synchronized (this) {
            closeNow = stopped;
            if (!closeNow) {
                registrations.add(registration);
            }
        }
        if (closeNow) {
            close(registration);
        }
    }

    private static void close(AutoCloseable registration) {
        try {
            registration.close();
        } catch (Exception e) {
            LOG.log(System.Logger.Level.DEBUG, "Could not close a pool gauge or refill connections", e);
        }
    }

    @Override
    public void stop() {
        ThreadPoolExecutor running;
        synchronized (this) {
            stopped = true;
            running = executor;
        }
        for (AutoCloseable registration : registrations) {
            close(registration);
        }
        registrations.clear();
        if (running == null) {
            return;
        }
        for (Runnable notStarted : running.shutdownNow()) {
            if (notStarted instanceof SequencePool.Prefetch refill) {
                refill.abandon(new IllegalStateException("The session factory was closed before the refill started"));
            }
        }
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(STOP_SECONDS);
            boolean ended = running.awaitTermination(STOP_SECONDS, TimeUnit.SECONDS);
            // A worker marks the executor terminated just before its thread exits: wait for the threads too.
            for (Thread thread : started) {
                thread.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
                ended &= !thread.isAlive();
            }
            if (!ended) {
                LOG.log(System.Logger.Level.WARNING, "A sequence refill did not end within " + STOP_SECONDS
                        + " s of closing the session factory; its daemon thread ends when the refill does");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
