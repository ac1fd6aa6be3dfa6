package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.internal.config.SequenceSettings;
import dev.spannerkeys.hibernate.internal.config.SettingValues;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.metrics.SequenceMetrics;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;
import org.hibernate.id.IdentifierGenerationException;

/**
 * Hands out values fetched a batch at a time, for many threads, and fetches the next batch in the
 * background before the current one runs out.
 *
 * <p><b>Taking a value</b> costs one compare-and-set on the batch's cursor, and takes no lock. When
 * that compare-and-set fails because another thread took a value at the same moment, the pool stops
 * sharing its cursor value by value: from then on each thread claims a run of consecutive values with
 * one compare-and-set (1 value at first, twice as many at each further claim of the thread, up to 32
 * or a sixteenth of the batch) and takes the rest of its run without touching shared memory: a
 * thread that draws a few ids claims a few, one that draws many goes to the shared cursor once per
 * 32. A thread finds its run in a slot chosen by its thread id (64 slots, taken by the first threads
 * that contend and kept, with the batch array the run points into, until the pool goes), or in a
 * ThreadLocal when another thread has that slot. A thread finishes its run even after the batch was
 * replaced, so no value is skipped; a thread that ends with part of a run unused leaves a gap in the
 * sequence, never a duplicate. One thread alone always takes values in batch order.
 *
 * <p><b>Prefetch.</b> With an executor, the claim that takes the remaining values below the
 * low-water mark starts one background refill. When the batch runs out, the next caller switches to
 * the fetched batch without waiting, if it has arrived; otherwise callers wait for it (they would
 * have waited for a refill anyway), and a refill the executor has not started yet is run by the
 * caller that needs it. A background refill that failed is reported to the next caller
 * that needs values, as the cause of its exception; the caller after it fetches again itself.
 * Without an executor the caller that finds the batch used up fetches the next one while the others
 * that also ran dry wait, and threads that can still be served never wait.
 *
 * <p><b>Bounded waits.</b> No caller waits for values longer than the refill timeout
 * ({@link SpannerKeysSettings#SEQUENCE_REFILL_TIMEOUT}), whether it fetches itself (the source bounds its
 * own fetch by the same timeout), waits for a background refill, or waits for another caller's refill;
 * it then fails with an {@code IdentifierGenerationException} naming the sequence and the setting. The
 * callers that waited for a refill that failed get its failure, instead of each repeating it in turn.
 */
public final class SequencePool {

    /** Fetches {@code count} fresh values; called by one thread at a time, in the background or by a caller. */
    @FunctionalInterface
    public interface BatchSource {
        /** {@code count} fresh values. */
        long[] fetch(int count);
    }

    private static final int MAX_RUN = 32;
    /** Slots for the runs of the first threads that contend, found by thread id: cheaper than a ThreadLocal. */
    private static final int RUN_SLOTS = 64;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Run[].class);

    private final String name;
    /** The quoted name and where the sequence is, for messages. */
    private final String described;
    private final int batchSize;
    private final int lowWaterIndex;
    private final int maxRun;
    private final BatchSource source;
    private final Executor executor;
    private final SequenceMetrics metrics;
    private final ReentrantLock refillLock = new ReentrantLock();
    private final AtomicReference<Prefetch> prefetch = new AtomicReference<>();
    /** How long a caller waits for a refill, its own or another thread's, at most. */
    private final long waitTimeoutNanos;
    /** The last refill that failed, so that the threads that waited for it fail with it instead of repeating it. */
    private volatile Failure lastFailure;
    private volatile Batch current = new Batch(new long[0]);
    private volatile boolean contended;
    private final Run[] runSlots = new Run[RUN_SLOTS];
    private volatile ThreadLocal<Run> runs;

    /**
     * A pool that fetches {@code batchSize} values from {@code source} when it runs dry, never ahead.
     */
    public SequencePool(int batchSize, BatchSource source) {
        this("pool", batchSize, source, null, 0, SequenceMetrics.NONE);
    }

    /**
     * A pool that fetches its next batch of {@code batchSize} values on {@code executor} as soon as
     * fewer than {@code lowWaterMark} values remain.
     *
     * @param name the sequence, for messages
     * @param executor runs background refills; {@code null} for none (the caller that finds the pool
     *        empty refills it)
     * @param lowWaterMark at least 1 and at most {@code batchSize} when {@code executor} is given
     * @param metrics records refills and waits
     */
    public SequencePool(String name, int batchSize, BatchSource source, Executor executor, int lowWaterMark,
            SequenceMetrics metrics) {
        this(name, batchSize, source, executor, lowWaterMark, metrics, SequenceSettings.DEFAULT_REFILL_TIMEOUT);
    }

    /**
     * Like {@link #SequencePool(String, int, BatchSource, Executor, int, SequenceMetrics)}, with the most a
     * caller waits for a refill run by another thread or in the background: the
     * {@linkplain SpannerKeysSettings#SEQUENCE_REFILL_TIMEOUT refill timeout}, which also bounds each fetch of
     * the {@code source}.
     */
    public SequencePool(String name, int batchSize, BatchSource source, Executor executor, int lowWaterMark,
            SequenceMetrics metrics, Duration refillTimeout) {
        this(name, "", batchSize, source, executor, lowWaterMark, metrics, refillTimeout);
    }

    /**
     * Like {@link #SequencePool(String, int, BatchSource, Executor, int, SequenceMetrics, Duration)}, for the
     * sequence in one of several databases: {@code where} follows the quoted name in messages
     * ({@code " in the database of tenant 'beta'"}).
     */
    SequencePool(String name, String where, int batchSize, BatchSource source, Executor executor, int lowWaterMark,
            SequenceMetrics metrics, Duration refillTimeout) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("batchSize must be at least 1, got " + batchSize);
        }
        if (executor != null && (lowWaterMark < 1 || lowWaterMark > batchSize)) {
            throw new IllegalArgumentException("lowWaterMark must be between 1 and " + batchSize + ", got "
                    + lowWaterMark);
        }
        this.name = name;
        this.described = "'" + name + "'" + where;
        this.batchSize = batchSize;
        this.source = source;
        this.executor = executor;
        // The claim of this index leaves fewer than lowWaterMark values.
        this.lowWaterIndex = batchSize - lowWaterMark;
        this.maxRun = Math.max(1, Math.min(MAX_RUN, batchSize / 16));
        this.metrics = metrics;
        this.waitTimeoutNanos = refillTimeout.toNanos();
    }

    /** The next value; waits only if the pool is empty and its next batch has not arrived. */
    public long next() {
        if (contended) {
            return nextOfRun(runOfCurrentThread());
        }
        while (true) {
            Batch batch = current;
            int index = batch.cursor;
            if (index >= batch.values.length) {
                refill(batch);
                continue;
            }
            if (batch.claim(index, 1)) {
                claimed(index, 1);
                return batch.values[index];
            }
            // Another thread took a value at the same moment: from now on, threads claim runs.
            contended = true;
            return nextOfRun(runOfCurrentThread());
        }
    }

    private long nextOfRun(Run run) {
        if (run.next < run.end) {
            return run.values[run.next++];
        }
        while (true) {
            Batch batch = current;
            int start = batch.cursor;
            if (start >= batch.values.length) {
                refill(batch);
                continue;
            }
            int count = Math.min(run.size, batch.values.length - start);
            // A thread that keeps drawing ids claims longer runs: fewer trips to the shared cursor.
            run.size = Math.min(maxRun, run.size * 2);
            if (batch.claim(start, count)) {
                claimed(start, count);
                run.values = batch.values;
                run.next = start + 1;
                run.end = start + count;
                return batch.values[start];
            }
        }
    }

    /**
     * The calling thread's run: from its slot (by thread id), or from a ThreadLocal when another
     * thread has that slot. A slot, once taken, keeps its run; a run is only ever used by the thread
     * whose id it carries, and the JDK reuses a thread id, if at all, only after its thread ended.
     */
    private Run runOfCurrentThread() {
        long id = Thread.currentThread().getId();
        int slot = (int) ((id * 0x9E3779B97F4A7C15L) >>> 58);
        Run run = runSlots[slot];
        if (run != null && run.owner == id) {
            return run;
        }
        if (run == null) {
            Run created = new Run(id);
            if (SLOT.compareAndSet(runSlots, slot, null, created)) {
                return created;
            }
        }
        return runs().get();
    }

    private ThreadLocal<Run> runs() {
        ThreadLocal<Run> local = runs;
        if (local == null) {
            synchronized (this) {
                if (runs == null) {
                    runs = ThreadLocal.withInitial(() -> new Run(Thread.currentThread().getId()));
                }
                local = runs;
            }
        }
        return local;
    }

    /** Starts the background refill if the claim of {@code [start, start + count)} crossed the low-water mark. */
    private void claimed(int start, int count) {
        if (executor != null && start <= lowWaterIndex && lowWaterIndex < start + count) {
            startPrefetch();
        }
    }

    private void startPrefetch() {
        Prefetch started = new Prefetch();
        if (!prefetch.compareAndSet(null, started)) {
            return;                                   // one is under way, or its batch waits to be used
        }
        try {
            executor.execute(started);
        } catch (RejectedExecutionException closed) {
            // The session factory is closing: whoever runs dry fetches for itself.
            prefetch.compareAndSet(started, null);
        }
    }

    /** Replaces {@code exhausted} with the next batch: the one fetched ahead, or one fetched now. */
    private void refill(Batch exhausted) {
        long waitStart = System.nanoTime();
        boolean waited = !refillLock.tryLock();
        if (waited) {
            lockWithinTimeout(waitStart);
        }
        try {
            if (current != exhausted) {
                return;                               // another caller replaced it
            }
            Failure failed = lastFailure;
            if (waited && failed != null && failed.batch == exhausted && failed.atNanos - waitStart >= 0) {
                // The refill this thread waited for failed: repeating it now would make every waiting
                // thread wait out the timeout once more, one after another.
                throw new IdentifierGenerationException("The pool of sequence " + described + " is empty and the refill"
                        + " this thread waited for failed: " + failed.cause.getMessage(), failed.cause);
            }
            Prefetch ahead = prefetch.getAndSet(null);
            long[] values;
            try {
                if (ahead != null && ahead.succeeded()) {
                    values = ahead.result.join();
                } else {
                    waited = true;
                    values = ahead != null ? ahead.await(described, waitStart) : fetch();
                }
            } catch (RuntimeException failure) {
                lastFailure = new Failure(exhausted, System.nanoTime(), failure);
                throw failure;
            }
            if (values.length == 0) {
                throw new IdentifierGenerationException("Sequence " + described + " returned no values");
            }
            current = new Batch(values);
        } finally {
            refillLock.unlock();
            if (waited) {
                metrics.waited(System.nanoTime() - waitStart);
            }
        }
    }

    /**
     * Waits for the refill lock at most the refill timeout from {@code waitStart}: its holder's refill is
     * bounded by the same timeout, so this gives up only when something outside the refill holds it up.
     */
    private void lockWithinTimeout(long waitStart) {
        long left = waitTimeoutNanos - (System.nanoTime() - waitStart);
        try {
            if (refillLock.tryLock(Math.max(0, left), TimeUnit.NANOSECONDS)) {
                return;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IdentifierGenerationException("Interrupted while waiting for the refill of sequence " + described,
                    e);
        }
        throw waitTimedOut();
    }

    private IdentifierGenerationException waitTimedOut() {
        return new IdentifierGenerationException("The pool of sequence " + described + " is empty and its refill did not"
                + " complete within " + SettingValues.describe(Duration.ofNanos(waitTimeoutNanos)) + " ('"
                + SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT + "'). Check that Spanner (or the emulator) is reachable"
                + " and responding at the JDBC URL.");
    }

    private long[] fetch() {
        long start = System.nanoTime();
        boolean succeeded = false;
        try {
            long[] values = source.fetch(batchSize);
            succeeded = true;
            return values;
        } finally {
            metrics.refill(System.nanoTime() - start, succeeded);
        }
    }

    /**
     * Fetches the first batch now, on the calling thread, unless the pool already has values: the
     * session factory's start draws it so that the first caller does not wait for it.
     */
    public void fillIfEmpty() {
        lockWithinTimeout(System.nanoTime());
        try {
            if (current.values.length == 0) {
                long[] values = fetch();              // a refill, but no caller waits for it
                if (values.length == 0) {
                    throw new IdentifierGenerationException("Sequence " + described + " returned no values");
                }
                current = new Batch(values);
            }
        } finally {
            refillLock.unlock();
        }
    }

    /**
     * The values left for callers: the rest of the current batch (less the runs threads have claimed)
     * and a batch fetched ahead that has arrived.
     */
    public long remaining() {
        Batch batch = current;
        long left = Math.max(0, batch.values.length - batch.cursor);
        Prefetch ahead = prefetch.get();
        if (ahead != null && ahead.succeeded()) {
            left += ahead.result.join().length;
        }
        return left;
    }

    /** The sequence this pool draws from. */
    public String name() {
        return name;
    }

    /**
     * A background refill: a task for the executor and the batch it brings. It runs once, on the
     * executor or on the caller that needs its batch before the executor started it (the caller then
     * does not wait for a busy executor).
     *
     * <p>A caller that needs the batch while the executor fetches it waits on {@link #running}, which
     * the fetching thread holds: a wait on an owned lock shows whom the caller waits for. On the
     * emulator with serialized transactions, a caller whose open transaction holds the emulator lock
     * and runs out of ids is thereby seen to be blocked by the refill thread, which may then borrow the
     * emulator lock instead of waiting for the caller's commit (see
     * {@code dev.spannerkeys.internal.jdbc.EmulatorTransactionLock}).
     */
    final class Prefetch implements Runnable {
        final CompletableFuture<long[]> result = new CompletableFuture<>();
        private final ReentrantLock running = new ReentrantLock();
        private final AtomicBoolean claimed = new AtomicBoolean();

        @Override
        public void run() {
            running.lock();
            try {
                if (!claimed.compareAndSet(false, true)) {
                    return;                           // a caller ran it, or it was abandoned
                }
                try {
                    result.complete(fetch());
                } catch (Throwable failure) {
                    if (executor instanceof ExecutorService background && background.isShutdown()) {
                        // The session factory closed while the refill ran: abandoned, nobody needs its values.
                        SequencePoolService.LOG.log(System.Logger.Level.DEBUG, () -> "The refill of sequence "
                                + described + " in flight at shutdown was abandoned", failure);
                    } else {
                        SequencePoolService.LOG.log(System.Logger.Level.WARNING, () -> "The background refill of "
                                + "sequence " + described + " failed; the next caller that needs an id gets this error",
                                failure);
                    }
                    result.completeExceptionally(failure);
                }
            } finally {
                running.unlock();
            }
        }

        /** Gives up a refill that will not run, so that no caller waits for it forever. */
        void abandon(Throwable reason) {
            if (claimed.compareAndSet(false, true)) {
                result.completeExceptionally(reason);
            }
        }

        boolean succeeded() {
            return result.isDone() && !result.isCompletedExceptionally();
        }

        /**
         * The batch: fetched now on the calling thread if the executor has not started the refill,
         * else once the executor's fetch ends; the refill's failure as the cause of an exception if the
         * background refill failed.
         */
        long[] await(String sequence, long waitStart) {
            if (claimed.compareAndSet(false, true)) {
                long[] values = fetch();
                result.complete(values);
                return values;
            }
            try {
                // Held by the fetching thread until the result is set; its fetch is bounded by the same timeout.
                if (!running.tryLock(Math.max(0, waitTimeoutNanos - (System.nanoTime() - waitStart)),
                        TimeUnit.NANOSECONDS)) {
                    throw waitTimedOut();
                }
                running.unlock();
                return result.get(Math.max(0, waitTimeoutNanos - (System.nanoTime() - waitStart)),
                        TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                throw waitTimedOut();
            } catch (ExecutionException e) {
                throw new IdentifierGenerationException("The pool of sequence " + sequence + " is empty and its "
                        + "background refill failed: " + e.getCause().getMessage(), e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IdentifierGenerationException("Interrupted while waiting for the refill of sequence "
                        + sequence, e);
            }
        }
    }

    /** A refill that failed: for the batch it was to replace, when, and why. */
    private record Failure(Batch batch, long atNanos, RuntimeException cause) {
    }

    /** One fetched batch, and the index of the next value no thread has claimed yet. */
    private static final class Batch {
        private static final VarHandle CURSOR;

        static {
            try {
                CURSOR = MethodHandles.lookup().findVarHandle(Batch.class, "cursor", int.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        final long[] values;
        volatile int cursor;

        Batch(long[] values) {
            this.values = values;
        }

        boolean claim(int start, int count) {
            return CURSOR.compareAndSet(this, start, start + count);
        }
    }

    /** The values a thread claimed and has not taken yet; confined to its thread. */
    private static final class Run {
        final long owner;
        long[] values;
        int next;
        int end;
        int size = 1;

        Run(long owner) {
            this.owner = owner;
        }
    }
}
