package dev.spannerkeys.jdbc;

import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
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
 * <p>Thread-safe. Holds are taken and released by {@link SerializedConnections}; this class only
 * shows who holds the lock, e.g. for diagnostics.
 */
public final class EmulatorTransactionLock {

    private static final ConcurrentMap<String, EmulatorTransactionLock> LOCKS = new ConcurrentHashMap<>();

    private final String database;
    private final ReentrantLock mutex = new ReentrantLock();
    private final Condition changed = mutex.newCondition();
    /** Waiting threads in arrival order; only the first may take the lock when it is free. */
    private final ArrayDeque<Thread> waiting = new ArrayDeque<>();
    private final List<Hold> holds = new ArrayList<>();
    private Thread owner;
    private long ownedSinceNanos;

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

    static EmulatorTransactionLock forDatabase(String databaseKey) {
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
     * Takes the lock for one transaction of the calling thread, waiting at most {@code timeout}.
     *
     * @param client      the Spanner client the transaction runs on (compared by identity), or null
     * @param transaction names the transaction's connection in messages
     * @throws TransactionLockTimeoutException if another thread still holds the lock after {@code timeout}
     * @throws SQLException if the thread already holds the lock for a transaction on the same client
     *     (the emulator would invalidate that one), or is interrupted while waiting
     */
    Hold acquire(Object client, String transaction, Duration timeout) throws SQLException {
        Thread me = Thread.currentThread();
        mutex.lock();
        try {
            if (owner == me) {
                for (Hold hold : holds) {
                    if (client != null && hold.client == client) {
                        throw sameClient(hold, transaction);
                    }
                }
                return add(client, transaction);
            }
            waiting.addLast(me);
            long remaining = timeout.toNanos();
            try {
                while (owner != null || waiting.peekFirst() != me) {
                    if (remaining <= 0) {
                        throw timedOut(timeout);
                    }
                    remaining = changed.awaitNanos(remaining);
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
            owner = me;
            ownedSinceNanos = System.nanoTime();
            return add(client, transaction);
        } finally {
            mutex.unlock();
        }
    }

    /** Gives back one hold; the lock is free when its owner has none left. Releasing twice does nothing. */
    void release(Hold hold) {
        mutex.lock();
        try {
            if (holds.remove(hold) && holds.isEmpty()) {
                owner = null;
                changed.signalAll();
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

    private void leaveQueue(Thread me) {
        waiting.remove(me);
        // The next thread in line may be free to go now.
        changed.signalAll();
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
                + " for a transaction on the same Spanner client (" + open.transaction + ", open for "
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
    static final class Hold {

        private final EmulatorTransactionLock lock;
        private final Object client;
        private final String transaction;
        private final long sinceNanos;

        private Hold(EmulatorTransactionLock lock, Object client, String transaction, long sinceNanos) {
            this.lock = lock;
            this.client = client;
            this.transaction = transaction;
            this.sinceNanos = sinceNanos;
        }

        /** Releases this hold (again: no effect). */
        void release() {
            lock.release(this);
        }
    }
}
