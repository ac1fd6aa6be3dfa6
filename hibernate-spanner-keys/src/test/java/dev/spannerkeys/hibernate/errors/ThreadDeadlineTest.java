package dev.spannerkeys.hibernate.errors;

import dev.spannerkeys.hibernate.internal.errors.ThreadDeadline;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/** The bound on a thread's blocking call: the interrupt, its clearing, and where the thread waited. */
class ThreadDeadlineTest {

    private final Object monitor = new Object();

    @Test
    void aWaitThatIgnoresTheInterruptIsNamedByWhereItWaited() throws Exception {
        AtomicReference<ThreadDeadline> watch = new AtomicReference<>();
        Thread waiter = new Thread(() -> {
            ThreadDeadline deadline = ThreadDeadline.start(Duration.ofMillis(500));
            watch.set(deadline);
            try {
                enterTheMonitor();                  // blocks without regard to interrupts
            } finally {
                deadline.stop();
            }
        }, "deadline-test-waiter");
        synchronized (monitor) {
            waiter.start();
            // Events, not a pause: the waiter blocks on the monitor, then its bound passes and it is
            // interrupted, and still waits.
            awaitTrue(() -> waiter.getState() == Thread.State.BLOCKED, "the waiter blocks on the monitor");
            awaitTrue(() -> watch.get() != null && watch.get().timedOut(), "the bound passes");
            assertTrue(waiter.isAlive());
        }
        waiter.join(TimeUnit.MINUTES.toMillis(1));
        assertFalse(waiter.isAlive());
        assertTrue(watch.get().timedOut());
        Exception where = watch.get().whereItWaited();
        assertTrue(where.getMessage().contains("'deadline-test-waiter'"), where.getMessage());
        assertTrue(Arrays.stream(where.getStackTrace()).anyMatch(frame -> frame.getMethodName().equals("enterTheMonitor")),
                Arrays.toString(where.getStackTrace()));
    }

    @Test
    void aCallThatReturnsInTimeHasNoWhereAndNoInterruptLeft() {
        ThreadDeadline watch = ThreadDeadline.start(Duration.ofSeconds(10));
        assertFalse(watch.stop());
        assertNull(watch.whereItWaited());
        assertFalse(Thread.currentThread().isInterrupted());
    }

    /** Waits until {@code condition} holds, for at most a minute (a busy machine delays, never loses, an event). */
    private static void awaitTrue(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "within a minute: " + what);
            Thread.sleep(5);
        }
    }

    private void enterTheMonitor() {
        synchronized (monitor) {
            monitor.notifyAll();
        }
    }
}
