package dev.spannerkeys.hibernate.internal.errors;

import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * A bound on one blocking call of the current thread into the Spanner client: interrupts the thread if
 * the call has not returned by the bound, and clears that interrupt when the call is over.
 *
 * <p>The Spanner client (JDBC driver 2.44.0, client 6.122.0) ends every wait of an interrupted thread
 * at once with {@code CANCELLED}: a commit, a query, and also opening a connection, which against a
 * server that accepts connections but does not answer (a frozen process) otherwise waits for minutes.
 * Its own timeouts do not cover all of these ({@code STATEMENT_TIMEOUT} bounds queries, not commits or
 * connecting), so an interrupt is the one bound that covers every call. Commits ({@link CommitDeadline})
 * and sequence refills use it.
 *
 * <p>{@link #stop()} ends the watch and, on the watched thread, clears the interrupt the watch caused;
 * an interrupt from anyone else stays. Both are safe to call from any thread, and {@code stop()} more
 * than once. The watches share one daemon thread, {@value #TIMER_THREAD}, for the JVM: it ends when no watch is
 * pending and none has expired for 30 s, and the next watch starts another.
 */
public final class ThreadDeadline {

    /** The name of the watches' shared thread: one per JVM, not per session factory. */
    public static final String TIMER_THREAD = "spanner-keys-deadline";

    private static final Object LOCK = new Object();
    private static ScheduledThreadPoolExecutor timer;

    private final Thread thread;
    private final Duration bound;
    private final long started = System.nanoTime();
    private final ScheduledFuture<?> alarm;
    private boolean running = true;
    private boolean interrupted;
    private boolean cleared;
    private long stoppedAfterNanos = -1;
    private StackTraceElement[] stackWhenExpired;

    private ThreadDeadline(Thread thread, Duration bound) {
        this.thread = thread;
        this.bound = bound;
        this.alarm = bound == null ? null
                : timer().schedule(this::expire, bound.toNanos(), TimeUnit.NANOSECONDS);
    }

    /**
     * Starts watching the current thread.
     *
     * @param bound how long the thread may block; {@code null} watches without a bound (it only measures)
     */
    public static ThreadDeadline start(Duration bound) {
        return new ThreadDeadline(Thread.currentThread(), bound);
    }

    private static ScheduledThreadPoolExecutor timer() {
        synchronized (LOCK) {
            if (timer == null) {
                ScheduledThreadPoolExecutor created = new ScheduledThreadPoolExecutor(1, runnable -> {
                    Thread thread = new Thread(runnable, TIMER_THREAD);
                    thread.setDaemon(true);
                    return thread;
                });
                created.setRemoveOnCancelPolicy(true);
                // The thread ends when it has been idle for a while (it is idle while watches are pending
                // and none expires): nothing lingers in an application that is undeployed.
                created.setKeepAliveTime(30, TimeUnit.SECONDS);
                created.allowCoreThreadTimeOut(true);
                timer = created;
            }
            return timer;
        }
    }

    private synchronized void expire() {
        if (running) {
            // Where the thread waits when the bound passes: a wait that ignores the interrupt shows here.
            stackWhenExpired = thread.getStackTrace();
            interrupted = true;
            thread.interrupt();
        }
    }

    /**
     * Where the watched thread was when the bound passed, for the error that reports the timeout: the
     * frames of a wait that an interrupt does not end show up here and nowhere else.
     *
     * @return an exception without a cause whose stack trace is that of the thread, or {@code null} if the
     *     bound has not passed
     */
    public synchronized Exception whereItWaited() {
        if (stackWhenExpired == null) {
            return null;
        }
        Exception where = new Exception("Where thread '" + thread.getName() + "' was waiting when its bound of "
                + bound.toMillis() + " ms passed");
        where.setStackTrace(stackWhenExpired);
        return where;
    }

    /**
     * Ends the watch. Called by the watched thread after its call returned, it clears the interrupt the
     * watch caused (an interrupt from anyone else stays).
     *
     * @return whether the bound had passed and the thread was interrupted
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

    /** Whether the bound passed before the watch was stopped. */
    public synchronized boolean timedOut() {
        return interrupted;
    }

    /** The bound, or {@code null} for none. */
    public Duration bound() {
        return bound;
    }

    /** How much of the bound is left now (zero once it has passed); {@code null} without a bound. */
    public Duration remaining() {
        if (bound == null) {
            return null;
        }
        long left = bound.toNanos() - (System.nanoTime() - started);
        return Duration.ofNanos(Math.max(0, left));
    }

    /** How long the watch ran, up to {@link #stop()} (or until now, while it runs). */
    public synchronized Duration elapsed() {
        return Duration.ofNanos(stoppedAfterNanos >= 0 ? stoppedAfterNanos : System.nanoTime() - started);
    }
}
