package dev.spannerkeys.hibernate.errors;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.hibernate.internal.util.config.ConfigurationException;

/**
 * How long a thread may wait for Spanner to answer a commit, and the watch that ends the wait.
 *
 * <p>Measured with the Spanner JDBC driver 2.44.0 (client 6.122.0): when Spanner cannot be reached
 * during a commit, the client retries the request ({@code UNAVAILABLE}) for as long as its own commit
 * timeout allows, which is far beyond what an application thread should wait, and neither the
 * connection's {@code STATEMENT_TIMEOUT} nor {@code Statement.cancel()} shortens it. Interrupting the
 * waiting thread does: the client gives up the wait at once with {@code CANCELLED}. A {@link Watch}
 * therefore interrupts the committing thread when the bound has passed, and clears the interrupt it
 * caused once the commit has returned, so the application's thread is left as it was.
 *
 * <p>The watch covers the commit request: from the end of the work Hibernate does before committing
 * (its flush, the buffering of mutations) until the driver's commit returns. Cut short, the commit
 * fails with a {@link CommitOutcomeUnknownException}: the request may still reach Spanner. The flush
 * before it is not covered: its statements may legitimately take long (a large DML flush), and the
 * driver gives up a statement to an unreachable server by itself (after 20 to 30 s, measured); such a
 * failure says that nothing was written. Hibernate's rollback after a failed commit request needs no
 * round trip, so the interrupt, still set then, does not disturb it.
 *
 * <p>The bound is {@value SpannerKeysSettings#COMMIT_TIMEOUT} ({@link #DEFAULT_TIMEOUT} by default),
 * or what is left of the transaction's own timeout ({@code Transaction.setTimeout}, JPA's and Spring's
 * transaction timeouts) when that is shorter, but at least {@link #MINIMUM} so that a transaction that
 * reached its commit just in time can still commit.
 *
 * <p>Thread-safe: the watches share one daemon thread, which ends after 30 s without a commit to watch.
 */
public final class CommitDeadline {

    /** The bound when {@value SpannerKeysSettings#COMMIT_TIMEOUT} is not set: 60 seconds. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

    /** The least time a commit is given, also when the transaction's timeout has (nearly) run out. */
    public static final Duration MINIMUM = Duration.ofSeconds(1);

    private static final Object LOCK = new Object();
    private static ScheduledThreadPoolExecutor timer;

    private CommitDeadline() {
    }

    /**
     * The configured bound: {@code null} gives {@link #DEFAULT_TIMEOUT}; a number is seconds; text may
     * also be an ISO-8601 duration ({@code PT30S}) or a number with the unit {@code ms}, {@code s} or
     * {@code m} ({@code 500ms}, {@code 30s}, {@code 2m}). Zero or less turns the bound off: the commit then
     * waits as long as the driver does.
     *
     * @return the bound, or {@code null} for none
     * @throws ConfigurationException naming the setting and the accepted forms if the value is none of them
     */
    public static Duration fromSetting(Object value) {
        if (value == null) {
            return DEFAULT_TIMEOUT;
        }
        Duration duration;
        if (value instanceof Duration given) {
            duration = given;
        } else if (value instanceof Number seconds) {
            duration = Duration.ofMillis(Math.round(seconds.doubleValue() * 1000));
        } else {
            duration = parse(value.toString());
        }
        return duration.isNegative() || duration.isZero() ? null : duration;
    }

    private static Duration parse(String text) {
        String value = text.strip().toLowerCase(Locale.ROOT);
        try {
            if (value.startsWith("pt") || value.startsWith("p")) {
                return Duration.parse(value.toUpperCase(Locale.ROOT));
            }
            if (value.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(value.substring(0, value.length() - 2).strip()));
            }
            if (value.endsWith("s")) {
                return Duration.ofMillis(Math.round(Double.parseDouble(value.substring(0, value.length() - 1).strip()) * 1000));
            }
            if (value.endsWith("m")) {
                return Duration.ofMinutes(Long.parseLong(value.substring(0, value.length() - 1).strip()));
            }
            return Duration.ofMillis(Math.round(Double.parseDouble(value) * 1000));
        } catch (NumberFormatException | DateTimeParseException e) {
            throw new ConfigurationException("Setting '" + SpannerKeysSettings.COMMIT_TIMEOUT + "' is '" + text
                    + "'; give seconds (60), a number with ms, s or m (500ms, 30s, 2m), an ISO-8601 duration (PT30S),"
                    + " or 0 for no bound", e);
        }
    }

    /**
     * The bound for one commit.
     *
     * @param configured the configured bound, or {@code null} for none
     * @param transactionMillisLeft what is left of the transaction's timeout, or a negative value when it
     *        has none
     * @return the shorter of the two (at least {@link #MINIMUM}), or {@code null} for no bound
     */
    public static Duration forCommit(Duration configured, long transactionMillisLeft) {
        Duration bound = configured;
        if (transactionMillisLeft >= 0) {
            Duration left = Duration.ofMillis(transactionMillisLeft);
            bound = bound == null || left.compareTo(bound) < 0 ? left : bound;
        }
        if (bound != null && bound.compareTo(MINIMUM) < 0) {
            bound = MINIMUM;
        }
        return bound;
    }

    /**
     * Starts watching the current thread's commit.
     *
     * @param bound how long the commit may take; {@code null} watches without a bound (it only measures)
     */
    public static Watch start(Duration bound) {
        return new Watch(Thread.currentThread(), bound);
    }

    private static ScheduledThreadPoolExecutor timer() {
        synchronized (LOCK) {
            if (timer == null) {
                ScheduledThreadPoolExecutor created = new ScheduledThreadPoolExecutor(1, runnable -> {
                    Thread thread = new Thread(runnable, "spanner-keys-commit-deadline");
                    thread.setDaemon(true);
                    return thread;
                });
                created.setRemoveOnCancelPolicy(true);
                // The thread ends when no commit has been watched for a while: nothing lingers in an
                // application that is undeployed.
                created.setKeepAliveTime(30, TimeUnit.SECONDS);
                created.allowCoreThreadTimeOut(true);
                timer = created;
            }
            return timer;
        }
    }

    /**
     * One commit's watch: interrupts the committing thread if the commit has not returned by the bound.
     * {@link #stop()} ends it and undoes that interrupt; both are safe to call from any thread, and
     * {@code stop()} more than once.
     */
    public static final class Watch {

        private final Thread thread;
        private final Duration bound;
        private final long started = System.nanoTime();
        private final ScheduledFuture<?> alarm;
        private boolean running = true;
        private boolean interrupted;
        private boolean cleared;
        private long stoppedAfterNanos = -1;

        private Watch(Thread thread, Duration bound) {
            this.thread = thread;
            this.bound = bound;
            this.alarm = bound == null ? null
                    : timer().schedule(this::expire, bound.toNanos(), TimeUnit.NANOSECONDS);
        }

        private synchronized void expire() {
            if (running) {
                interrupted = true;
                thread.interrupt();
            }
        }

        /**
         * Ends the watch. Called by the committing thread after the commit returned, it clears the interrupt
         * the watch caused (an interrupt from anyone else stays).
         *
         * @return whether the bound had passed and the commit was interrupted
         */
        public boolean stop() {
            boolean clear;
            synchronized (this) {
                if (running) {
                    running = false;
                    stoppedAfterNanos = System.nanoTime() - started;
                    if (alarm != null) {
                        alarm.cancel(false);
                    }
                }
                clear = interrupted && !cleared && Thread.currentThread() == thread;
                cleared |= clear;
            }
            if (clear) {
                Thread.interrupted();
            }
            return timedOut();
        }

        /** Whether the bound passed before the commit returned. */
        public synchronized boolean timedOut() {
            return interrupted;
        }

        /** The bound, or {@code null} for none. */
        public Duration bound() {
            return bound;
        }

        /** How long the commit took, up to {@link #stop()} (or until now, while it runs). */
        public synchronized Duration elapsed() {
            return Duration.ofNanos(stoppedAfterNanos >= 0 ? stoppedAfterNanos : System.nanoTime() - started);
        }
    }
}
