package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.hibernate.service.Service;
import org.hibernate.service.spi.Stoppable;

/**
 * What the sequence pools of one session factory share: the executor of their background refills,
 * the metrics they record into, and their shutdown. A Hibernate service of the session factory's own
 * registry (installed by {@link SequencePoolServiceInitiator}), so Hibernate stops it when the session
 * factory closes.
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

    /** Closes {@code registration} (a gauge) when the session factory closes. */
    void closeOnStop(AutoCloseable registration) {
        registrations.add(registration);
    }

    @Override
    public void stop() {
        ThreadPoolExecutor running;
        synchronized (this) {
            stopped = true;
            running = executor;
        }
        for (AutoCloseable registration : registrations) {
            try {
                registration.close();
            } catch (Exception e) {
                LOG.log(System.Logger.Level.DEBUG, "Could not remove a pool gauge", e);
            }
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
