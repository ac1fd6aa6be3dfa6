package dev.spannerkeys.hibernate.internal.id;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.hibernate.metrics.SequenceMetrics;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.hibernate.id.IdentifierGenerationException;
import org.junit.jupiter.api.Test;

class SequencePoolTest {

    /** A source that hands out consecutive numbers, counts its calls and remembers which threads made them. */
    static class CountingSource implements SequencePool.BatchSource {
        final AtomicInteger calls = new AtomicInteger();
        final AtomicLong next = new AtomicLong(1);
        final Queue<String> threads = new ConcurrentLinkedQueue<>();

        @Override
        public long[] fetch(int count) {
            calls.incrementAndGet();
            threads.add(Thread.currentThread().getName());
            long[] values = new long[count];
            for (int i = 0; i < count; i++) {
                values[i] = next.getAndIncrement();
            }
            return values;
        }
    }

    /** Runs the tasks given to it only when told to. */
    static final class ManualExecutor implements Executor {
        final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();

        @Override
        public void execute(Runnable task) {
            tasks.add(task);
        }

        void runAll() {
            Runnable task;
            while ((task = tasks.poll()) != null) {
                task.run();
            }
        }
    }

    /** Counts refills and waits. */
    static final class CountingMetrics implements SequenceMetrics {
        final AtomicInteger refills = new AtomicInteger();
        final AtomicInteger failedRefills = new AtomicInteger();
        final AtomicInteger waits = new AtomicInteger();

        @Override
        public void refill(long nanos, boolean succeeded) {
            (succeeded ? refills : failedRefills).incrementAndGet();
        }

        @Override
        public void waited(long nanos) {
            waits.incrementAndGet();
        }
    }

    @Test
    void oneFetchPerPoolOfValuesWithoutPrefetch() {
        CountingSource source = new CountingSource();
        SequencePool pool = new SequencePool(1000, source);
        for (int i = 1; i <= 10_000; i++) {
            assertEquals(i, pool.next());
        }
        assertEquals(10, source.calls.get());
        pool.next();
        assertEquals(11, source.calls.get());
    }

    @Test
    void prefetchStartsWhenTheRemainingIdsFallBelowTheMarkAndTheCallerDoesNotWait() {
        CountingSource source = new CountingSource();
        ManualExecutor executor = new ManualExecutor();
        CountingMetrics metrics = new CountingMetrics();
        SequencePool pool = new SequencePool("s", 10, source, executor, 4, metrics);

        assertEquals(1, pool.next());                 // the first fill: nothing to take yet, so the caller waits
        assertEquals(1, metrics.waits.get());
        for (long expected = 2; expected <= 6; expected++) {
            assertEquals(expected, pool.next());       // 4 or more remain: no refill yet
        }
        assertTrue(executor.tasks.isEmpty());
        assertEquals(7, pool.next());                 // 3 remain: below the mark of 4
        assertEquals(1, executor.tasks.size());
        assertEquals(8, pool.next());
        assertEquals(1, executor.tasks.size(), "one refill at a time");
        executor.runAll();
        assertEquals(2, source.calls.get());
        assertEquals(12, pool.remaining(), "2 of the first batch and the 10 fetched ahead");
        for (long expected = 9; expected <= 20; expected++) {
            assertEquals(expected, pool.next());
        }
        assertEquals(1, metrics.waits.get(), "no caller waited after the first fill");
        assertEquals(1, executor.tasks.size(), "the second batch, below its mark, queued the third refill");
        assertEquals(2, source.calls.get());
        assertEquals(List.of(Thread.currentThread().getName()), List.copyOf(source.threads).subList(0, 1));
    }

    @Test
    @SuppressWarnings("deprecation") // Thread.getId(): threadId() needs Java 19
    void aCallerThatRunsDryBeforeThePrefetchArrivesWaitsForItInsteadOfFetchingAgain() throws Exception {
        CountDownLatch fetching = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicLong fetchingThread = new AtomicLong();
        CountingSource source = new CountingSource() {
            @Override
            public long[] fetch(int count) {
                if (calls.get() == 1) {
                    fetchingThread.set(Thread.currentThread().getId());
                    fetching.countDown();
                    await(release);
                }
                return super.fetch(count);
            }
        };
        CountingMetrics metrics = new CountingMetrics();
        ExecutorService executor = Executors.newSingleThreadExecutor();
        try {
            SequencePool pool = new SequencePool("s", 10, source, executor, 5, metrics);
            for (int i = 0; i < 10; i++) {
                pool.next();
            }
            assertTrue(fetching.await(1, TimeUnit.MINUTES));
            AtomicLong callerThread = new AtomicLong();
            Future<Long> waiting = Executors.newSingleThreadExecutor().submit(() -> {
                callerThread.set(Thread.currentThread().getId());
                return pool.next();
            });
            // The wait is on a lock the refill thread owns: the emulator transaction lock recognizes a
            // holder blocked by a waiting refill this way and lends it the lock. Waited for as an event (the
            // caller may start late on a busy machine), never assumed after a pause.
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
            while (callerThread.get() == 0 || ManagementFactory.getThreadMXBean().getThreadInfo(callerThread.get())
                    .getLockOwnerId() != fetchingThread.get()) {
                assertFalse(waiting.isDone(), "the caller waits for the refill under way");
                assertTrue(System.nanoTime() < deadline, "the caller never waited on the refill thread");
                Thread.sleep(5);
            }
            assertFalse(waiting.isDone(), "the caller waits for the refill under way");
            release.countDown();
            assertEquals(11, waiting.get(1, TimeUnit.MINUTES));
            assertEquals(2, source.calls.get(), "the waiting caller did not fetch a batch of its own");
            assertEquals(2, metrics.waits.get(), "the first fill and this one");
        } finally {
            release.countDown();
            executor.shutdownNow();
        }
    }

    @Test
    void aFailedBackgroundRefillReachesTheNextCallerAsTheCauseAndTheOneAfterRecovers() {
        IllegalStateException injected = new IllegalStateException("injected: the refill connection broke");
        CountingSource source = new CountingSource() {
            @Override
            public long[] fetch(int count) {
                if (calls.get() == 1) {
                    calls.incrementAndGet();
                    throw injected;
                }
                return super.fetch(count);
            }
        };
        ManualExecutor executor = new ManualExecutor();
        CountingMetrics metrics = new CountingMetrics();
        SequencePool pool = new SequencePool("s", 10, source, executor, 5, metrics);
        for (long expected = 1; expected <= 6; expected++) {
            assertEquals(expected, pool.next());
        }
        executor.runAll();                            // the background refill fails
        assertEquals(1, metrics.failedRefills.get());
        for (long expected = 7; expected <= 10; expected++) {
            assertEquals(expected, pool.next(), "the rest of the batch is still handed out");
        }
        IdentifierGenerationException error = assertThrows(IdentifierGenerationException.class, pool::next);
        assertSame(injected, error.getCause());
        assertTrue(error.getMessage().contains("background refill failed"), error.getMessage());
        assertTrue(error.getMessage().contains(injected.getMessage()), error.getMessage());
        assertEquals(11, pool.next(), "the caller after it fetches again");
        assertEquals(3, source.calls.get());
    }

    @Test
    void aRefillQueuedButNotStartedIsRunByTheCallerThatNeedsIt() {
        ManualExecutor executor = new ManualExecutor();
        CountingSource source = new CountingSource();
        SequencePool pool = new SequencePool("s", 10, source, executor, 5, SequenceMetrics.NONE);
        for (long expected = 1; expected <= 10; expected++) {
            assertEquals(expected, pool.next());
        }
        assertEquals(1, executor.tasks.size(), "the background refill is queued, not started");
        assertEquals(11, pool.next(), "the caller runs the queued refill itself instead of waiting for the executor");
        assertEquals(2, source.calls.get());
        executor.runAll();
        assertEquals(2, source.calls.get(), "the executor's late run of the same refill fetches nothing");
        assertEquals(12, pool.next());
    }

    @Test
    void aRefillAbandonedBeforeItRanFailsTheNextCallerInsteadOfHangingIt() throws Exception {
        ManualExecutor executor = new ManualExecutor();
        SequencePool pool = new SequencePool("s", 10, new CountingSource(), executor, 5, SequenceMetrics.NONE);
        for (int i = 0; i < 10; i++) {
            pool.next();
        }
        SequencePool.Prefetch queued = (SequencePool.Prefetch) executor.tasks.poll();
        IllegalStateException closed = new IllegalStateException("closed");
        queued.abandon(closed);
        ExecutorService caller = Executors.newSingleThreadExecutor();
        try {
            Future<Long> next = caller.submit(pool::next);
            Exception error = assertThrows(Exception.class, () -> next.get(1, TimeUnit.MINUTES));
            assertSame(closed, error.getCause().getCause());
        } finally {
            caller.shutdownNow();
        }
    }

    @Test
    void aCallerNeverWaitsWhenDemandStaysBelowTheRefillRate() throws Exception {
        // A refill takes 5 ms. The caller is slower than the refills by construction, whatever the machine's
        // load: before each draw it waits until the pool holds a value (the refill that started below the
        // mark has delivered), so a draw must come from memory and never wait.
        CountingSource slowSource = new CountingSource() {
            @Override
            public long[] fetch(int count) {
                sleep(5);
                return super.fetch(count);
            }
        };
        CountingMetrics metrics = new CountingMetrics();
        ExecutorService executor = Executors.newSingleThreadExecutor();
        try {
            SequencePool pool = new SequencePool("s", 200, slowSource, executor, 150, metrics);
            pool.next();                              // the first fill
            assertEquals(1, metrics.waits.get());
            for (int i = 1; i < 1_000; i++) {
                long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
                while (pool.remaining() < 1) {
                    assertTrue(System.nanoTime() < deadline, "no refill delivered within a minute");
                    Thread.sleep(1);
                }
                pool.next();
            }
            assertEquals(1, metrics.waits.get(), "no caller waited after the first fill");
            assertTrue(slowSource.calls.get() >= 5, "the pool was refilled " + slowSource.calls.get() + " times");
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void concurrentCallersGetDistinctValuesWithAndWithoutPrefetch() throws Exception {
        for (boolean prefetch : new boolean[] {false, true}) {
            CountingSource source = new CountingSource();
            ExecutorService background = Executors.newFixedThreadPool(2);
            SequencePool pool = new SequencePool("s", 100, source, prefetch ? background : null, 50,
                    SequenceMetrics.NONE);
            int threads = 8;
            int perThread = 25_000;
            Set<Long> seen = ConcurrentHashMap.newKeySet();
            ExecutorService callers = Executors.newFixedThreadPool(threads);
            try {
                CountDownLatch start = new CountDownLatch(1);
                List<Future<?>> done = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    done.add(callers.submit(() -> {
                        start.await();
                        for (int i = 0; i < perThread; i++) {
                            assertTrue(seen.add(pool.next()), "duplicate value");
                        }
                        return null;
                    }));
                }
                start.countDown();
                for (Future<?> future : done) {
                    future.get(60, TimeUnit.SECONDS);
                }
            } finally {
                callers.shutdownNow();
                background.shutdownNow();
            }
            assertEquals(threads * perThread, seen.size());
            // Runs a thread claimed but did not finish, and a batch fetched ahead, are all that is left unused.
            int used = threads * perThread / 100;
            assertTrue(source.calls.get() >= used && source.calls.get() <= used + 2,
                    "prefetch " + prefetch + ": " + source.calls.get() + " fetches for " + used + " pools of values");
        }
    }

    @Test
    void oneThreadTakesValuesInBatchOrderEvenAfterOthersContended() throws Exception {
        CountingSource source = new CountingSource();
        SequencePool pool = new SequencePool("s", 1000, source, null, 1, SequenceMetrics.NONE);
        ExecutorService callers = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                done.add(callers.submit(() -> {
                    for (int i = 0; i < 20_000; i++) {
                        pool.next();
                    }
                }));
            }
            for (Future<?> future : done) {
                future.get(60, TimeUnit.SECONDS);
            }
        } finally {
            callers.shutdownNow();
        }
        long previous = pool.next();
        for (int i = 0; i < 5_000; i++) {
            long value = pool.next();
            assertEquals(previous + 1, value, "one thread alone gets consecutive values");
            previous = value;
        }
    }

    @Test
    void threadsThatCanBeServedDoNotWaitForARefillInProgress() throws Exception {
        CountDownLatch refillStarted = new CountDownLatch(1);
        CountDownLatch releaseRefill = new CountDownLatch(1);
        AtomicInteger calls = new AtomicInteger();
        SequencePool pool = new SequencePool(10, count -> {
            if (calls.incrementAndGet() == 2) {
                refillStarted.countDown();
                await(releaseRefill);
            }
            long[] values = new long[count];
            for (int i = 0; i < count; i++) {
                values[i] = calls.get() * 100L + i;
            }
            return values;
        });
        for (int i = 0; i < 9; i++) {
            pool.next();                          // one value of the first batch left
        }
        ExecutorService executor = Executors.newFixedThreadPool(2);
        try {
            Future<Long> last = executor.submit(pool::next);
            assertEquals(109, last.get(1, TimeUnit.MINUTES));
            Future<Long> blocked = executor.submit(pool::next);   // starts the slow refill
            assertTrue(refillStarted.await(1, TimeUnit.MINUTES));
            assertEquals(false, blocked.isDone());
            releaseRefill.countDown();
            assertEquals(200, blocked.get(1, TimeUnit.MINUTES));
        } finally {
            releaseRefill.countDown();
            executor.shutdownNow();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
