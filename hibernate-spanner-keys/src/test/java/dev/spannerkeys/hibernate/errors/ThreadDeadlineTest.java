package dev.spannerkeys.hibernate.errors;

import dev.spannerkeys.hibernate.internal.errors.ThreadDeadline;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The bound on a thread's blocking call: the interrupt, its clearing, and where the thread waited. */
class ThreadDeadlineTest {

    private final Object monitor = new Object();

    @Test
    void aWaitThatIgnoresTheInterruptIsNamedByWhereItWaited() throws Exception {
        ThreadDeadline[] watch = new ThreadDeadline[1];
        Thread waiter = new Thread(() -> {
            watch[0] = ThreadDeadline.start(Duration.ofMillis(200));
            try {
                enterTheMonitor();                  // blocks without regard to interrupts
            } finally {
                watch[0].stop();
            }
        }, "deadline-test-waiter");
        synchronized (monitor) {
            waiter.start();
            Thread.sleep(600);                      // past the bound: the waiter is interrupted, and still waits
            assertTrue(waiter.isAlive());
        }
        waiter.join(10_000);
        assertFalse(waiter.isAlive());
        assertTrue(watch[0].timedOut());
        Exception where = watch[0].whereItWaited();
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

    private void enterTheMonitor() {
        synchronized (monitor) {
            monitor.notifyAll();
        }
    }
}
