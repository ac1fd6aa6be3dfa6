package dev.spannerkeys.hibernate.errors;

import dev.spannerkeys.hibernate.internal.errors.CommitDeadline;
import dev.spannerkeys.hibernate.internal.errors.ThreadDeadline;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import dev.spannerkeys.hibernate.config.InvalidSettingException;
import org.junit.jupiter.api.Test;

/** The commit bound's setting, how it combines with a transaction timeout, and its watch. */
class CommitDeadlineTest {

    @Test
    void theSettingTakesSecondsUnitsAndIsoDurations() {
        assertEquals(CommitDeadline.DEFAULT_TIMEOUT, CommitDeadline.fromSetting(null));
        assertEquals(Duration.ofSeconds(60), CommitDeadline.DEFAULT_TIMEOUT);
        assertEquals(Duration.ofSeconds(30), CommitDeadline.fromSetting("30"));
        assertEquals(Duration.ofSeconds(30), CommitDeadline.fromSetting(30));
        assertEquals(Duration.ofMillis(1500), CommitDeadline.fromSetting("1.5"));
        assertEquals(Duration.ofMillis(500), CommitDeadline.fromSetting("500ms"));
        assertEquals(Duration.ofSeconds(5), CommitDeadline.fromSetting(" 5s "));
        assertEquals(Duration.ofMinutes(2), CommitDeadline.fromSetting("2m"));
        assertEquals(Duration.ofSeconds(45), CommitDeadline.fromSetting("PT45S"));
        assertNull(CommitDeadline.fromSetting("0"), "0 turns the bound off");
        InvalidSettingException wrong = assertThrows(InvalidSettingException.class,
                () -> CommitDeadline.fromSetting("soon"));
        assertTrue(wrong.getMessage().contains("spanner.keys.commit-timeout"), wrong.getMessage());
        assertThrows(InvalidSettingException.class, () -> CommitDeadline.fromSetting("-5s"));
    }

    @Test
    void aShorterTransactionTimeoutWinsButACommitGetsAtLeastTheMinimum() {
        Duration configured = Duration.ofSeconds(60);
        assertEquals(configured, CommitDeadline.forCommit(configured, -1));
        assertEquals(Duration.ofMillis(4200), CommitDeadline.forCommit(configured, 4200));
        assertEquals(configured, CommitDeadline.forCommit(configured, 90_000));
        assertEquals(CommitDeadline.MINIMUM, CommitDeadline.forCommit(configured, 0));
        assertEquals(Duration.ofSeconds(7), CommitDeadline.forCommit(null, 7000));
        assertNull(CommitDeadline.forCommit(null, -1));
    }

    @Test
    void aWatchInterruptsAWaitPastItsBoundAndClearsTheInterruptWhenStopped() throws InterruptedException {
        ThreadDeadline watch = CommitDeadline.start(Duration.ofMillis(200));
        CountDownLatch never = new CountDownLatch(1);
        long start = System.nanoTime();
        assertThrows(InterruptedException.class, () -> never.await(30, TimeUnit.SECONDS));
        Thread.currentThread().interrupt(); // as the Spanner client does when it reports the interrupt
        assertTrue(watch.stop());
        assertTrue(watch.timedOut());
        assertFalse(Thread.currentThread().isInterrupted(), "the watch cleared the interrupt it caused");
        // Without the watch's interrupt the await would have returned false at its own 30 s.
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(30));
        assertTrue(watch.elapsed().compareTo(Duration.ofMillis(200)) >= 0);
    }

    @Test
    void aWatchStoppedInTimeInterruptsNothingAndLeavesOtherInterruptsAlone() throws InterruptedException {
        // A bound far above the time between start and stop, even on a busy machine; then a pause past it,
        // in which a watch that was not stopped would interrupt.
        ThreadDeadline watch = CommitDeadline.start(Duration.ofMillis(500));
        assertFalse(watch.stop());
        Thread.sleep(1_000);
        assertFalse(Thread.currentThread().isInterrupted());
        assertFalse(watch.timedOut());

        ThreadDeadline unbounded = CommitDeadline.start(null);
        Thread.currentThread().interrupt(); // someone else's interrupt
        assertFalse(unbounded.stop());
        assertTrue(Thread.interrupted(), "an interrupt the watch did not cause stays");
    }
}
