package dev.spannerkeys.hibernate.id;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class SequencePoolTest {

    /** A source that hands out consecutive numbers and counts its calls. */
    static final class CountingSource implements SequencePool.BatchSource<Object> {
        final AtomicInteger calls = new AtomicInteger();
        final AtomicLong next = new AtomicLong(1);

        @Override
        public long[] fetch(Object context, int count) {
            calls.incrementAndGet();
            long[] values = new long[count];
            for (int i = 0; i < count; i++) {
                values[i] = next.getAndIncrement();
            }
            return values;
        }
    }

    @Test
    void oneFetchPerPoolOfValues() {
        CountingSource source = new CountingSource();
        SequencePool<Object> pool = new SequencePool<>(1000, source);
        for (int i = 1; i <= 10_000; i++) {
            assertEquals(i, pool.next(null));
        }
        assertEquals(10, source.calls.get());
        pool.next(null);
        assertEquals(11, source.calls.get());
    }

    @Test
    void concurrentCallersGetDistinctValuesAndRefillOncePerPool() throws Exception {
        CountingSource source = new CountingSource();
        SequencePool<Object> pool = new SequencePool<>(100, source);
        Set<Long> seen = ConcurrentHashMap.newKeySet();
        int threads = 8;
        int perThread = 25_000;
        ExecutorService executor = Executors.newFixedThreadPool(threads);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                done.add(executor.submit(() -> {
                    start.await();
                    for (int i = 0; i < perThread; i++) {
                        assertTrue(seen.add(pool.next(null)), "duplicate value");
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> future : done) {
                future.get(60, TimeUnit.SECONDS);
            }
        } finally {
            executor.shutdownNow();
        }
        assertEquals(threads * perThread, seen.size());
        assertEquals(threads * perThread / 100, source.calls.get(), "no value is fetched and thrown away");
    }

    @Test
    void threadsThatCanBeServedDoNotWaitForARefillInProgress() throws Exception {
        CountDownLatch refillStarted = new CountDownLatch(1);
        CountDownLatch releaseRefill = new CountDownLatch(1);
        AtomicInteger calls = new AtomicInteger();
        SequencePool<Object> pool = new SequencePool<>(10, (context, count) -> {
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
            pool.next(null);                          // one value of the first batch left
        }
        ExecutorService executor = Executors.newFixedThreadPool(2);
        try {
            Future<Long> last = executor.submit(() -> pool.next(null));
            assertEquals(109, last.get(5, TimeUnit.SECONDS));
            Future<Long> blocked = executor.submit(() -> pool.next(null));   // starts the slow refill
            assertTrue(refillStarted.await(5, TimeUnit.SECONDS));
            assertEquals(false, blocked.isDone());
            releaseRefill.countDown();
            assertEquals(200, blocked.get(5, TimeUnit.SECONDS));
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
}
