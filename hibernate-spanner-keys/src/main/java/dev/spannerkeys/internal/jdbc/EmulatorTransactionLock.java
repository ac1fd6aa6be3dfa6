package dev.spannerkeys.internal.jdbc;

import dev.spannerkeys.jdbc.SerializedConnection;
import dev.spannerkeys.jdbc.SerializedConnections;
import dev.spannerkeys.jdbc.TransactionLockTimeoutException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The fair lock that lets one transaction at a time run against one emulator database, for every
 * {@link SerializedConnection} of this JVM that reaches that database.
 *
 * <p>One lock exists per database, named by the emulator's address and the database path of the
 * JDBC URL ({@code 127.0.0.1:9010/projects/p/instances/i/databases/d}); {@link #forUrl} finds it.
 * Threads acquire it in arrival order. It belongs to a thread, not a connection: the thread that
 * holds it may open further transactions on other connections without waiting (a sequence refill
 * on a connection of its own while the thread's own transaction is open), and the lock is free
 * when the last of those transactions has ended. Any thread may end a transaction, so a hold is
 * released by the connection that took it, whichever thread closes that connection.
 *
 * <p><b>A holder blocked by a waiter.</b> A thread waiting for the lock may itself hold something the
 * holder needs: a sequence pool's refill lock, taken before the waiter's refill transaction asked
 * for this lock, and now wanted by the holder, whose open transaction ran out of ids. Neither could
 * go on until the wait timed out. The holder may also wait for it through others: for the pool's
 * refill lock, taken by a thread that waits for the background refill the waiter runs. A waiter
 * therefore checks, while it waits, whether the holder is blocked, directly or through a chain of
 * blocked threads, on a lock the waiter owns ({@link ThreadMXBean}: {@code ReentrantLock}s and monitors); if
 * so, the holder is parked and sends nothing to the emulator, and the waiter borrows the lock for its
 * transaction, provided that transaction runs on a Spanner client none of the holder's transactions
 * uses (as a refill's dedicated client): a transaction beginning on the holder's client would
 * invalidate the holder's. The holder's transaction stays open meanwhile, which the emulator allows: transactions
 * of different clients interleaved one after another do not conflict, only requests at the same
 * moment do. The holder's further statements wait until the loan is returned.
 *
 * <p>Thread-safe. Holds are taken and released by {@link SerializedConnections}; this class only
 * shows who holds the lock and how often transactions were retried, e.g. for diagnostics and tests.
 */
public final class EmulatorTransactionLock {

    private static final ConcurrentMap<String, EmulatorTransactionLock> LOCKS = new ConcurrentHashMap<>();
    /** How often a waiting thread that may borrow the lock checks whether the holder is blocked by it. */
    private static final long BLOCKED_HOLDER_CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(20);
    /** How often any other waiting thread looks again whether it may borrow (the holder may have changed). */
    private static final long BORROW_RECHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(250);
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** The longest chain of blocked threads followed from the holder to a waiter (the library's own are 2 or 3 long). */
    private static final int MAX_WAIT_CHAIN = 16;

    private final String database;
    private final ReentrantLock mutex = new ReentrantLock();
    private final Condition changed = mutex.newCondition();
    /** Waiting threads in arrival order; only the first may take the lock when it is free. */
    private final ArrayDeque<Thread> waiting = new ArrayDeque<>();
    /** Each waiting thread's own condition: a release wakes the first in line only. */
    private final Map<Thread, Condition> turns = new HashMap<>();
    private final List<Hold> holds = new ArrayList<>();
    private Thread owner;
    private long ownedSinceNanos;
    /** The hold of a waiter that borrowed the lock from its blocked holder, or null. */
    private volatile Hold lent;
    private final AtomicLong retries = new AtomicLong();
    private final AtomicLong loans = new AtomicLong();

    private EmulatorTransactionLock(String database) {
        this.database = database;
    }

    /**
     * The lock of the database a Spanner JDBC URL names, e.g.
     * {@code jdbc:cloudspanner://127.0.0.1:9010/projects/p/instances/i/databases/d;autoConfigEmulator=true}.
     * Connection properties after the path do not matter: every client of the database shares the lock.
     *
     * @throws IllegalArgumentException if the URL names no Spanner database
     */
    public static EmulatorTransactionLock forUrl(String jdbcUrl) {
        return forDatabase(DatabaseKeys.fromUrl(jdbcUrl));
    }

    public static EmulatorTransactionLock forDatabase(String databaseKey) {
        return LOCKS.computeIfAbsent(databaseKey, EmulatorTransactionLock::new);
    }

    /** The database this lock guards: {@code host:port/projects/p/instances/i/databases/d}. */
    public String database() {
        return database;
    }

    /** The thread holding the lock, if any. */
    public Optional<Thread> holder() {
        mutex.lock();
        try {
            return Optional.ofNullable(owner);
        } finally {
            mutex.unlock();
        }
    }

    /** How long the current holder has held the lock; zero when it is free. */
    public Duration heldFor() {
        mutex.lock();
        try {
            return owner == null ? Duration.ZERO : Duration.ofNanos(System.nanoTime() - ownedSinceNanos);
        } finally {
            mutex.unlock();
        }
    }

    /** Whether the calling thread holds the lock. */
    public boolean isHeldByCurrentThread() {
        return holder().filter(t -> t == Thread.currentThread()).isPresent();
    }

    /** How many threads are waiting for the lock. */
    public int waitingThreads() {
        mutex.lock();
        try {
            return waiting.size();
        } finally {
            mutex.unlock();
        }
    }

    /**
     * How many transactions on this database were run again after Spanner aborted them, counted since
     * the JVM started: by the driver's internal retry ({@code retryAbortsInternally}, on by default)
     * and by a serialized connection's retry of a commit that only wrote mutations. Serialized
     * transactions of one JVM do not abort each other, so this stays 0 unless another process uses
     * the same emulator database.
     */
    public long retries() {
        return retries.get();
    }

    /**
     * How many times a waiting transaction borrowed the lock from a holder that was blocked by the
     * waiter (see the class description), counted since the JVM started.
     */
    public long loans() {
        return loans.get();
    }

    void countRetry() {
        retries.incrementAndGet();
    }

    /**
     * Takes the lock for one transaction of the calling thread, waiting at most {@code timeout}.
     *
     * @param client      the Spanner client the transaction runs on (compared by identity), or null
     * @param transaction names the transaction's connection in messages
     * @throws TransactionLockTimeoutException if another thread still holds the lock after {@code timeout}
     * @throws SQLException if the thread already holds the lock for a transaction on the same client that
     *     wrote (the emulator would invalidate that one, losing its writes), or is interrupted while waiting
     */
    public Hold acquire(Object client, String transaction, Duration timeout) throws SQLException {
        Thread me = Thread.currentThread();
        mutex.lock();
        try {
            long remaining = timeout.toNanos();
            if (owner == me) {
                for (Hold hold : holds) {
                    // A transaction that has only read may be left behind: Hibernate keeps the connection of a
                    // session without a transaction, whose reads (on a connection with autocommit off) began one.
                    if (client != null && hold.client == client && hold.wrote) {
                        throw sameClient(hold, transaction);
                    }
                }
                for (Hold hold : holds) {
                    if (client != null && hold.client == client) {
                        hold.supersededBy = transaction;
                    }
                }
                awaitLoanReturned(remaining, timeout);
                return add(client, transaction);
            }
            Condition turn = mutex.newCondition();
            turns.put(me, turn);
            waiting.addLast(me);
            try {
                while (owner != null || waiting.peekFirst() != me) {
                    if (mayBorrow(client)) {
                        Thread holder = owner;
                        // Looked at without the mutex: a holder waiting for the mutex itself (to release a
                        // hold, or to take one more) is not blocked by this thread's work.
                        mutex.unlock();
                        boolean blocked;
                        try {
                            blocked = blockedBy(holder, me);
                        } finally {
                            mutex.lock();
                        }
                        if (blocked && owner == holder && mayBorrow(client)) {
                            leaveQueue(me);
                            loans.incrementAndGet();
                            Hold loan = new Hold(this, client, transaction + ", borrowed from blocked holder '"
                                    + holder.getName() + "'", System.nanoTime());
                            lent = loan;
                            return loan;
                        }
                    }
                    if (remaining <= 0) {
                        throw timedOut(timeout);
                    }
                    long slice = Math.min(remaining, mayBorrow(client) ? BLOCKED_HOLDER_CHECK_NANOS : BORROW_RECHECK_NANOS);
                    remaining -= slice - turn.awaitNanos(slice);
                }
            } catch (InterruptedException e) {
                leaveQueue(me);
                Thread.currentThread().interrupt();
                throw new SQLException("Interrupted while waiting for the emulator transaction lock of " + database, e);
            } catch (SQLException e) {
                leaveQueue(me);
                throw e;
            }
            waiting.removeFirst();
            turns.remove(me);
            owner = me;
            ownedSinceNanos = System.nanoTime();
            return add(client, transaction);
        } finally {
            mutex.unlock();
        }
    }

    /**
     * Before a statement of a transaction that holds the lock: waits while a waiter has borrowed it
     * (see the class description). Returns at once when nothing is lent, which is nearly always.
     */
    void awaitLoanReturned(Hold hold, Duration timeout) throws SQLException {
        if (lent == null || lent == hold) {
            return;
        }
        mutex.lock();
        try {
            awaitLoanReturned(timeout.toNanos(), timeout);
        } finally {
            mutex.unlock();
        }
    }

    /** Caller holds the mutex. */
    private void awaitLoanReturned(long remaining, Duration timeout) throws SQLException {
        try {
            while (lent != null && lent.thread != Thread.currentThread()) {
                if (remaining <= 0) {
                    throw new TransactionLockTimeoutException("Waited " + seconds(timeout) + " for thread '"
                            + lent.thread.getName() + "' to give back the emulator transaction lock of " + database
                            + " it borrowed for " + lent.transaction, lent.thread.getName(),
                            Duration.ofNanos(System.nanoTime() - lent.sinceNanos));
                }
                remaining = changed.awaitNanos(remaining);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("Interrupted while waiting for the emulator transaction lock of " + database, e);
        }
    }

    /**
     * Whether a waiter whose transaction runs on {@code client} may borrow the lock, if the holder
     * turns out to be blocked by it: only for a client none of the holder's transactions uses, since a
     * transaction beginning on a client invalidates that client's open ones. Caller holds the mutex.
     */
    private boolean mayBorrow(Object client) {
        if (owner == null || lent != null || client == null) {
            return false;
        }
        for (Hold hold : holds) {
            if (hold.client == client) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code holder} is blocked on a lock or monitor that {@code waiter} owns, directly or through
     * other blocked threads: the holder waits for a pool's refill lock, taken by a caller that waits for
     * the background refill the waiter runs. Every thread on such a chain is parked, so none of them sends
     * anything to the emulator while the waiter borrows the lock.
     */
    static boolean blockedBy(Thread holder, Thread waiter) {
        @SuppressWarnings("deprecation") // Thread.threadId() is Java 19+
        long waiterId = waiter.getId();
        @SuppressWarnings("deprecation")
        long blocked = holder.getId();
        Set<Long> seen = new HashSet<>();
        while (seen.add(blocked) && seen.size() <= MAX_WAIT_CHAIN) {
            ThreadInfo info = THREADS.getThreadInfo(blocked);
            if (info == null) {
                return false;
            }
            Thread.State state = info.getThreadState();
            if (state != Thread.State.WAITING && state != Thread.State.TIMED_WAITING
                    && state != Thread.State.BLOCKED) {
                return false;
            }
            long owner = info.getLockOwnerId();
            if (owner == waiterId) {
                return true;
            }
            if (owner < 0) {
                return false;                         // parked, but not on a lock any thread owns
            }
            blocked = owner;
        }
        return false;                                 // a cycle without the waiter, or a chain too long to be ours
    }

    /** Gives back one hold; the lock is free when its owner has none left. Releasing twice does nothing. */
    void release(Hold hold) {
        mutex.lock();
        try {
            if (hold == lent) {
                lent = null;
                changed.signalAll();
            } else if (holds.remove(hold) && holds.isEmpty()) {
                owner = null;
                wakeFirstInLine();
            }
        } finally {
            mutex.unlock();
        }
    }

    private Hold add(Object client, String transaction) {
        Hold hold = new Hold(this, client, transaction, System.nanoTime());
        holds.add(hold);
        return hold;
    }

    /** Caller holds the mutex. */
    private void leaveQueue(Thread me) {
        waiting.remove(me);
        turns.remove(me);
        // The next thread in line may be free to go now.
        wakeFirstInLine();
    }

    /** Caller holds the mutex. */
    private void wakeFirstInLine() {
        Thread first = waiting.peekFirst();
        if (first != null && owner == null) {
            turns.get(first).signal();
        }
    }

    private TransactionLockTimeoutException timedOut(Duration timeout) {
        Thread holder = owner;
        if (holder == null) {
            // Free, but threads that came first have not taken their turn yet.
            return new TransactionLockTimeoutException(String.format(Locale.ROOT,
                    "Waited %s for the emulator transaction lock of %s behind %d thread(s) that came first.",
                    seconds(timeout), database, waiting.size() - 1), null, Duration.ZERO);
        }
        Duration held = Duration.ofNanos(System.nanoTime() - ownedSinceNanos);
        List<String> transactions = holds.stream().map(h -> h.transaction).toList();
        String message = String.format(Locale.ROOT,
                "Waited %s for the emulator transaction lock of %s: thread '%s'%s has held it for %s, for %s. "
                        + "The emulator runs one transaction per database at a time, so every other transaction "
                        + "waits until that one commits, rolls back or its connection is closed. A transaction "
                        + "open this long is usually waiting for something else, or its connection was never "
                        + "closed; the holder's stack is attached.",
                seconds(timeout), database, holder.getName(), holder.isAlive() ? "" : " (which has terminated)",
                seconds(held), String.join(", ", transactions));
        TransactionLockTimeoutException exception =
                new TransactionLockTimeoutException(message, holder.getName(), held);
        Throwable where = new Throwable("stack of lock holder '" + holder.getName() + "'");
        where.setStackTrace(holder.getStackTrace());
        exception.addSuppressed(where);
        return exception;
    }

    private SQLException sameClient(Hold open, String transaction) {
        return new SQLException("This thread already holds the emulator transaction lock of " + database
                + " for a transaction that wrote, on the same Spanner client (" + open.transaction + ", open for "
                + seconds(Duration.ofNanos(System.nanoTime() - open.sinceNanos)) + "), and now begins another on "
                + transaction + ". On the emulator a transaction that begins on a client invalidates the "
                + "client's open ones (FAILED_PRECONDITION: Invalid transaction ID), so the first would fail. "
                + "End the first transaction before beginning the second, or open the second connection with "
                + "a URL that gives it a client of its own (a different connection property, e.g. "
                + "';numChannels=2').");
    }

    private static String seconds(Duration duration) {
        return String.format(Locale.ROOT, "%.1f s", duration.toNanos() / (double) TimeUnit.SECONDS.toNanos(1));
    }

    @Override
    public String toString() {
        Optional<Thread> holder = holder();
        return "EmulatorTransactionLock[" + database + (holder.isPresent()
                ? ", held by '" + holder.get().getName() + "' for " + seconds(heldFor()) : ", free") + "]";
    }

    /** One transaction's share of the lock. */
    public static final class Hold {

        private final EmulatorTransactionLock lock;
        private final Object client;
        private final String transaction;
        private final long sinceNanos;
        private final Thread thread = Thread.currentThread();
        /** Whether the transaction wrote (a statement that is not a read, or buffered mutations). */
        private volatile boolean wrote;
        /** The transaction of the same thread and client that began while this one was open, which ends it; or null. */
        private volatile String supersededBy;

        private Hold(EmulatorTransactionLock lock, Object client, String transaction, long sinceNanos) {
            this.lock = lock;
            this.client = client;
            this.transaction = transaction;
            this.sinceNanos = sinceNanos;
        }

        /**
         * The transaction wrote: from now on a second transaction of the same thread on the same client is
         * refused, since beginning it would invalidate this one and lose its writes.
         */
        void wrote() {
            wrote = true;
        }

        /**
         * The transaction of the same thread on the same Spanner client that began while this one was open
         * (it had only read, so it was let through), which on the emulator ends this one; null if none.
         */
        String supersededBy() {
            return supersededBy;
        }

        /** Releases this hold (again: no effect). */
        public void release() {
            lock.release(this);
        }

        /** Before a statement of this hold's transaction: waits while the lock is lent (see the class description). */
        void awaitTurn(Duration timeout) throws SQLException {
            lock.awaitLoanReturned(this, timeout);
        }
    }
}
