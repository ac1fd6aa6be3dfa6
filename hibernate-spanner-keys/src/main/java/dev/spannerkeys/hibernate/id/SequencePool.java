package dev.spannerkeys.hibernate.id;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Hands out values fetched a batch at a time, for many threads.
 *
 * <p>A thread takes the next value of the current batch with one atomic increment. Only a thread
 * that finds the batch used up takes the refill lock; it fetches a new batch while the others that
 * also ran dry wait for it, then they all continue from the new batch. Threads that can still be
 * served never wait on a refill.
 *
 * @param <C> what a refill needs from the caller (the Hibernate session)
 */
public final class SequencePool<C> {

    /** Fetches {@code count} fresh values; called under the refill lock, one at a time. */
    @FunctionalInterface
    public interface BatchSource<C> {
        /** {@code count} fresh values, drawn for {@code context}. */
        long[] fetch(C context, int count);
    }

    private final int batchSize;
    private final BatchSource<C> source;
    private final ReentrantLock refillLock = new ReentrantLock();
    private volatile Batch current = new Batch(new long[0]);

    /** A pool that fetches {@code batchSize} values from {@code source} whenever it runs dry. */
    public SequencePool(int batchSize, BatchSource<C> source) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("batchSize must be at least 1, got " + batchSize);
        }
        this.batchSize = batchSize;
        this.source = source;
    }

    /** The next value; refills the pool first if it is used up. */
    public long next(C context) {
        while (true) {
            Batch batch = current;
            long value = batch.take();
            if (value != Batch.EXHAUSTED) {
                return value;
            }
            refill(batch, context);
        }
    }

    private void refill(Batch exhausted, C context) {
        refillLock.lock();
        try {
            // Another thread may have refilled while this one waited for the lock.
            if (current == exhausted) {
                long[] values = source.fetch(context, batchSize);
                if (values.length == 0) {
                    throw new IllegalStateException("The sequence returned no values");
                }
                current = new Batch(values);
            }
        } finally {
            refillLock.unlock();
        }
    }

    /** One fetched batch; sequence values are positive, so -1 can mark exhaustion. */
    private static final class Batch {
        static final long EXHAUSTED = -1;
        private final long[] values;
        private final AtomicInteger cursor = new AtomicInteger();

        Batch(long[] values) {
            this.values = values;
        }

        long take() {
            int index = cursor.getAndIncrement();
            if (index < values.length) {
                return values[index];
            }
            // Keep the cursor from creeping towards overflow while threads wait for a refill.
            cursor.set(values.length);
            return EXHAUSTED;
        }
    }
}
