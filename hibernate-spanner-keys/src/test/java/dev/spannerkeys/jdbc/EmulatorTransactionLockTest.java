package dev.spannerkeys.jdbc;

import dev.spannerkeys.internal.jdbc.EmulatorTransactionLock;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.junit.jupiter.api.Test;

/**
 * The lock's loan to a waiter that blocks the holder, with plain locks standing in for a sequence
 * pool's: the holder's transaction waits for the pool's refill lock, which a second caller holds while
 * it waits for the background refill, which waits for the emulator lock. No database is involved: the
 * lock only orders threads.
 */
class EmulatorTransactionLockTest {

    private static final Duration BOUND = Duration.ofSeconds(20);

    /** Stand-ins for a pool's refill lock and its background refill's lock, as in {@code SequencePool}. */
    private final ReentrantLock refillLock = new ReentrantLock();
    private final ReentrantLock backgroundRefill = new ReentrantLock();

    @Test
    void aWaiterThatBlocksTheHolderThroughAnotherThreadBorrowsTheLock() throws Exception {
        EmulatorTransactionLock lock = EmulatorTransactionLock.forDatabase("unit/" + UUID.randomUUID());
        Object holderClient = new Object();
        Object refillClient = new Object();
        CountDownLatch refillRunning = new CountDownLatch(1);
        CountDownLatch refillMayEnd = new CountDownLatch(1);

        // The background refill: runs with its lock taken, and waits for the emulator lock.
        CompletableFuture<String> refill = CompletableFuture.supplyAsync(() -> {
            backgroundRefill.lock();
            try {
                refillRunning.countDown();
                await(refillMayEnd);
                EmulatorTransactionLock.Hold hold = lock.acquire(refillClient, "refill", BOUND);
                try {
                    return lock.holder().map(Thread::getName).orElse("none");
                } finally {
                    hold.release();
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            } finally {
                backgroundRefill.unlock();
            }
        }, runnable -> new Thread(runnable, "background-refill").start());
        assertTrue(refillRunning.await(1, TimeUnit.MINUTES));

        // A caller with no transaction that ran dry: takes the pool's refill lock, waits for the refill.
        Thread caller = new Thread(() -> {
            refillLock.lock();
            try {
                backgroundRefill.lock();
                backgroundRefill.unlock();
            } finally {
                refillLock.unlock();
            }
        }, "dry-caller");
        caller.start();
        awaitBlockedOn(caller, "background-refill");

        // The holder: its transaction is open, and it needs the pool too.
        CompletableFuture<Void> holder = holdTheLockAndWaitFor(lock, holderClient, refillLock);
        awaitBlockedOn(lock.holder().orElseThrow(), "dry-caller");

        long loansBefore = lock.loans();
        long started = System.nanoTime();
        refillMayEnd.countDown();
        assertEquals("holder", refill.get(1, TimeUnit.MINUTES), "borrowed while the holder kept its hold");
        holder.get(1, TimeUnit.MINUTES);
        caller.join(TimeUnit.MINUTES.toMillis(1));
        // Had the refill waited for its turn instead of borrowing, it would have failed at the bound.
        assertTrue(System.nanoTime() - started < BOUND.toNanos(), "no wait until the bound");
        assertEquals(1, lock.loans() - loansBefore);
        assertEquals(Optional.empty(), lock.holder());
        assertEquals(0, lock.waitingThreads());
    }

    @Test
    void aWaiterTheHolderDoesNotWaitForWaitsItsTurnAndTimesOut() throws Exception {
        EmulatorTransactionLock lock = EmulatorTransactionLock.forDatabase("unit/" + UUID.randomUUID());
        CountDownLatch release = new CountDownLatch(1);
        ReentrantLock unrelated = new ReentrantLock();
        CountDownLatch owned = new CountDownLatch(1);
        Thread other = new Thread(() -> {
            unrelated.lock();
            try {
                owned.countDown();
                await(release);
            } finally {
                unrelated.unlock();
            }
        }, "unrelated-owner");
        other.start();
        // The holder must find the lock taken: otherwise it gets it, ends and is never blocked.
        assertTrue(owned.await(1, TimeUnit.MINUTES));
        // Blocked, but by a thread that does not wait for the lock.
        CompletableFuture<Void> holder = holdTheLockAndWaitFor(lock, new Object(), unrelated);
        awaitBlockedOn(lock.holder().orElseThrow(), "unrelated-owner");
        refillLock.lock();
        try {
            TransactionLockTimeoutException timeout = assertThrows(TransactionLockTimeoutException.class,
                    () -> lock.acquire(new Object(), "waiter", Duration.ofMillis(300)));
            assertEquals(Optional.of("holder"), timeout.holderThread());
        } finally {
            refillLock.unlock();
            release.countDown();
        }
        holder.get(1, TimeUnit.MINUTES);
        assertEquals(0, lock.loans());
    }

    /**
     * Starts thread "holder": it takes the emulator lock for a transaction on {@code client}, then waits
     * for {@code needed}, and releases the lock when it got it. Returns once the lock is held.
     */
    private static CompletableFuture<Void> holdTheLockAndWaitFor(EmulatorTransactionLock lock, Object client,
            ReentrantLock needed) throws InterruptedException {
        CountDownLatch holding = new CountDownLatch(1);
        CompletableFuture<Void> holder = CompletableFuture.runAsync(() -> {
            try {
                EmulatorTransactionLock.Hold hold = lock.acquire(client, "holder", BOUND);
                try {
                    holding.countDown();
                    needed.lock();
                    needed.unlock();
                } finally {
                    hold.release();
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, runnable -> new Thread(runnable, "holder").start());
        assertTrue(holding.await(1, TimeUnit.MINUTES));
        return holder;
    }

    /** Waits until {@code thread} is parked on a lock owned by the thread named {@code ownerName}. */
    private static void awaitBlockedOn(Thread thread, String ownerName) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (System.nanoTime() < deadline) {
            @SuppressWarnings("deprecation")
            ThreadInfo info = ManagementFactory.getThreadMXBean().getThreadInfo(thread.getId());
            if (info != null && ownerName.equals(info.getLockOwnerName())) {
                return;
            }
            Thread.sleep(5);
        }
        throw new AssertionError(thread.getName() + " never blocked on a lock of " + ownerName);
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(1, TimeUnit.MINUTES)) {
                throw new IllegalStateException("latch not released");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
