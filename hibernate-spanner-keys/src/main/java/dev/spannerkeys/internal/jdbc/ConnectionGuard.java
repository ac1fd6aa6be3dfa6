package dev.spannerkeys.internal.jdbc;

import dev.spannerkeys.jdbc.SerializedConnection;
import com.google.cloud.Timestamp;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.connection.TransactionRetryListener;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The behaviour of a {@link SerializedConnection}: a dynamic proxy over a Spanner JDBC connection
 * that takes and releases the database's {@link EmulatorTransactionLock} around transactions.
 * {@code java.sql.Connection} methods go to the wrapped connection (which may be a pool's), the
 * Spanner-specific {@link CloudSpannerJdbcConnection} methods to the driver's connection under it.
 *
 * <p>Errors that mean the transaction must run again are thrown as
 * {@link java.sql.SQLTransactionRollbackException} (see {@link AbortedTransactions}). A transaction
 * that ran no statement and only buffered mutations is committed again, with the same mutations,
 * when Spanner aborts its commit: it read nothing, so nothing it decided on can have changed. The
 * driver's own retries ({@code retryAbortsInternally}) and these are counted in
 * {@link EmulatorTransactionLock#retries()}.
 */
public final class ConnectionGuard implements InvocationHandler {

    private static final AtomicLong NUMBERS = new AtomicLong();
    /** How many times a mutation-only commit that Spanner aborted is tried again. */
    static final int COMMIT_RETRIES = 8;
    private static final long FIRST_BACKOFF_MILLIS = 5;
    private static final long MAX_BACKOFF_MILLIS = 500;
    /**
     * The proxy class's constructor, looked up once: a connection is wrapped for every session, and
     * {@link Proxy#newProxyInstance} looks the class and its constructor up again at each call.
     */
    private static final Constructor<?> PROXY_CONSTRUCTOR = proxyConstructor();

    private final Connection delegate;
    private final CloudSpannerJdbcConnection spanner;
    private final EmulatorTransactionLock lock;
    private final Duration timeout;
    /** The Spanner client's database client: two connections on one client share it. */
    private final Object client;
    /** Numbers the connection in messages; the name is built only when a message needs it. */
    private final long number;
    private SerializedConnection proxy;

    // Guarded by this. Never held while waiting for the lock.
    private EmulatorTransactionLock.Hold hold;
    private boolean mutationsPending;
    private boolean closed;
    /** The current transaction's buffered mutations, for a retry of its commit; handed over, not copied, at its end. */
    private ArrayList<Mutation> buffered = new ArrayList<>();
    /** Whether the current transaction ran a statement (then its commit is not retried here). */
    private boolean statementsRun;
    private final TransactionRetryListener retryCounter = new RetryCounter();

    private ConnectionGuard(Connection delegate, CloudSpannerJdbcConnection spanner, EmulatorTransactionLock lock,
            Duration timeout, Object client) {
        this.delegate = delegate;
        this.spanner = spanner;
        this.lock = lock;
        this.timeout = timeout;
        this.client = client;
        this.number = NUMBERS.incrementAndGet();
    }

    public static SerializedConnection wrap(Connection delegate, Duration timeout) throws SQLException {
        if (!delegate.isWrapperFor(CloudSpannerJdbcConnection.class)) {
            throw new SQLException("Only Cloud Spanner JDBC connections can be serialized, not " + delegate);
        }
        CloudSpannerJdbcConnection spanner = delegate.unwrap(CloudSpannerJdbcConnection.class);
        EmulatorTransactionLock lock = EmulatorTransactionLock.forDatabase(databaseKey(delegate, spanner));
        ConnectionGuard guard = new ConnectionGuard(delegate, spanner, lock, timeout, clientOf(spanner));
        guard.proxy = newProxy(guard);
        spanner.addTransactionRetryListener(guard.retryCounter);
        return guard.proxy;
    }

    private static Constructor<?> proxyConstructor() {
        Class<?> type = Proxy.newProxyInstance(ConnectionGuard.class.getClassLoader(),
                new Class<?>[] {LockedConnection.class, CloudSpannerJdbcConnection.class},
                (proxy, method, arguments) -> null).getClass();
        try {
            return type.getConstructor(InvocationHandler.class);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("A proxy class has a public (InvocationHandler) constructor", e);
        }
    }

    private static SerializedConnection newProxy(ConnectionGuard guard) {
        try {
            return (SerializedConnection) PROXY_CONSTRUCTOR.newInstance(guard);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Could not create the serialized connection's proxy", e);
        }
    }

    private static String databaseKey(Connection delegate, CloudSpannerJdbcConnection spanner) throws SQLException {
        String url = spanner.getConnectionUrl();
        try {
            return DatabaseKeys.fromUrl(url);
        } catch (IllegalArgumentException e) {
            return DatabaseKeys.fromUrl(delegate.getMetaData().getURL());
        }
    }

    private static Object clientOf(CloudSpannerJdbcConnection spanner) {
        try {
            return spanner.getDatabaseClient();
        } catch (RuntimeException e) {
            // Without it, a second transaction of one thread on the same client is not caught early.
            return null;
        }
    }

    private String name() {
        return "connection #" + number;
    }

    SerializedConnection proxy() {
        return proxy;
    }

    @Override
    public Object invoke(Object self, Method method, Object[] args) throws Throwable {
        try {
            return dispatch(self, method, args);
        } catch (SQLException e) {
            throw AbortedTransactions.translate(e);
        }
    }

    private Object dispatch(Object self, Method method, Object[] args) throws Throwable {
        String methodName = method.getName();
        int arity = args == null ? 0 : args.length;
        Class<?> declaring = method.getDeclaringClass();
        if (declaring == Object.class) {
            return switch (methodName) {
                case "equals" -> self == args[0];
                case "hashCode" -> System.identityHashCode(self);
                default -> "SerializedConnection[" + name() + ", " + lock.database() + ", " + delegate + "]";
            };
        }
        if (declaring == SerializedConnection.class || declaring == LockedConnection.class) {
            return switch (methodName) {
                case "delegate" -> delegate;
                case "transactionLock" -> lock;
                case "lockTimeout" -> timeout;
                case "holdsTransactionLock" -> holdsLock();
                case "detach" -> detach();
                case "returnTo" -> returnTo((LockedConnection.Return) args[0]);
                default -> throw new UnsupportedOperationException(method.toString());
            };
        }
        switch (methodName) {
            case "unwrap":
                if (arity == 1 && ((Class<?>) args[0]).isInstance(self)) {
                    return self;
                }
                break;
            case "isWrapperFor":
                if (arity == 1 && ((Class<?>) args[0]).isInstance(self)) {
                    return true;
                }
                break;
            case "createStatement", "prepareStatement", "prepareCall":
                Statement statement = (Statement) call(delegate, method, args);
                String sql = arity > 0 && args[0] instanceof String text ? text : null;
                return StatementGuard.wrap(this, statement, method.getReturnType(), sql);
            case "commit":
                if (arity == 0) {
                    return endTransaction(() -> call(delegate, method, args), true, true);
                }
                break;
            case "rollback":
                if (arity == 0) {
                    return endTransaction(() -> call(delegate, method, args), false, false);
                }
                break;
            case "setAutoCommit":
                if (Boolean.TRUE.equals(args[0]) && !delegate.getAutoCommit()) {
                    // Turning autocommit on commits the open transaction.
                    return endTransaction(() -> call(delegate, method, args), true, false);
                }
                break;
            case "close":
                return close(method, args);
            case "isClosed":
                if (closedThroughWrapper()) {
                    return true;
                }
                break;
            case "abort":
                return abort((Executor) args[0]);
            case "bufferedWrite":
                if (declaring == CloudSpannerJdbcConnection.class) {
                    Object result = call(spanner, method, args);
                    synchronized (this) {
                        mutationsPending = true;
                        if (hold != null) {
                            hold.wrote();
                        }
                        if (args[0] instanceof Mutation mutation) {
                            buffered.add(mutation);
                        } else if (args[0] instanceof Iterable<?> mutations) {
                            if (mutations instanceof Collection<?> all) {
                                buffered.ensureCapacity(buffered.size() + all.size());
                            }
                            for (Object mutation : mutations) {
                                buffered.add((Mutation) mutation);
                            }
                        }
                    }
                    return result;
                }
                break;
            case "write":
                if (declaring == CloudSpannerJdbcConnection.class) {
                    // In autocommit mode the mutations are applied at once, in a transaction of their own.
                    return execute(false, "mutations written in autocommit mode", () -> call(spanner, method, args));
                }
                break;
            default:
                break;
        }
        return call(declaring == CloudSpannerJdbcConnection.class ? spanner : delegate, method, args);
    }

    /** What a statement's work is, for {@link #execute}. */
    interface Work {
        Object run() throws Throwable;
    }

    /**
     * Runs a statement: inside a transaction, or for an autocommit write, under the lock (taken if
     * this connection does not hold it yet); an autocommit read without it. An autocommit write
     * releases the lock when it is done.
     *
     * @param read whether the statement is a read (in autocommit mode it then runs without the lock)
     * @param what names the statement in lock messages
     */
    Object execute(boolean read, String what, Work work) throws Throwable {
        boolean inTransaction = inTransaction();
        boolean locked = inTransaction || !read;
        if (locked) {
            ensureHold(what);
        }
        if (inTransaction) {
            synchronized (this) {
                statementsRun = true;
                if (!read && hold != null) {
                    hold.wrote();
                }
            }
        }
        try {
            return work.run();
        } catch (SQLException e) {
            throw AbortedTransactions.translate(e, supersededBy());
        } finally {
            if (locked) {
                releaseUnlessOpen();
            }
        }
    }

    private boolean inTransaction() throws SQLException {
        return !delegate.getAutoCommit() || spanner.isInTransaction();
    }

    private void ensureHold(String what) throws SQLException {
        EmulatorTransactionLock.Hold held;
        synchronized (this) {
            if (closed) {
                throw new SQLException("This connection is closed");
            }
            held = hold;
        }
        if (held != null) {
            // Nearly always returns at once; waits only while a blocked holder's lock is lent out.
            held.awaitTurn(timeout);
            return;
        }
        // Waits outside the monitor, so close() from another thread is not blocked by the wait.
        EmulatorTransactionLock.Hold taken = lock.acquire(client, name() + " (" + what + ")", timeout);
        synchronized (this) {
            if (closed) {
                taken.release();
                throw new SQLException("This connection was closed while it waited for the transaction lock");
            }
            hold = taken;
            if (mutationsPending) {
                taken.wrote();
            }
        }
    }

    /** After a statement: a transaction that has not started (autocommit, or it failed to begin) ends its hold. */
    private void releaseUnlessOpen() {
        boolean open;
        try {
            open = spanner.isTransactionStarted();
        } catch (SQLException | RuntimeException e) {
            open = false;
        }
        synchronized (this) {
            if (!open && !mutationsPending) {
                releaseHold();
            }
        }
    }

    /**
     * Ends the transaction with {@code end}: {@code Connection.commit()}, {@code rollback()}, {@code
     * setAutoCommit(true)}, or a {@code COMMIT} / {@code ROLLBACK} statement ({@link StatementGuard}); then nothing
     * is pending and the lock is released.
     *
     * @param commits whether {@code end} commits
     * @param retryable whether {@code end} is a plain commit, which is tried again for a transaction of mutations
     *        only that Spanner aborted
     */
    Object endTransaction(Work end, boolean commits, boolean retryable) throws Throwable {
        boolean needsLock;
        List<Mutation> mutations;
        boolean mutationOnly;
        synchronized (this) {
            // Buffered mutations reach the server only with the commit.
            needsLock = commits && mutationsPending && hold == null;
            mutations = buffered;
            buffered = new ArrayList<>();
            mutationOnly = commits && !statementsRun && !mutations.isEmpty() && retryable;
        }
        if (needsLock) {
            ensureHold("commit of buffered mutations");
        }
        try {
            return end.run();
        } catch (SQLException failure) {
            if (mutationOnly && AbortedTransactions.retryable(failure)) {
                commitAgain(mutations, failure);
                return null;
            }
            throw AbortedTransactions.translate(failure);
        } finally {
            synchronized (this) {
                mutationsPending = false;
                buffered.clear();
                statementsRun = false;
                releaseHold();
            }
        }
    }

    /**
     * Commits {@code mutations} again in a new transaction, still under the lock, after Spanner
     * aborted their first commit; at most {@link #COMMIT_RETRIES} times, with a growing, jittered pause.
     */
    private void commitAgain(List<Mutation> mutations, SQLException firstFailure) throws SQLException {
        SQLException failure = firstFailure;
        for (int attempt = 1; attempt <= COMMIT_RETRIES; attempt++) {
            try {
                delegate.rollback();
            } catch (SQLException ignored) {
                // The aborted transaction is over either way.
            }
            pause(attempt);
            lock.countRetry();
            try {
                spanner.bufferedWrite(mutations);
                delegate.commit();
                return;
            } catch (SQLException e) {
                e.addSuppressed(failure);
                failure = e;
                if (!AbortedTransactions.retryable(e)) {
                    break;
                }
            }
        }
        try {
            delegate.rollback();
        } catch (SQLException ignored) {
            // Reported below.
        }
        throw AbortedTransactions.translate(failure);
    }

    private static void pause(int attempt) throws SQLException {
        long ceiling = Math.min(MAX_BACKOFF_MILLIS, FIRST_BACKOFF_MILLIS << (attempt - 1));
        try {
            Thread.sleep(ThreadLocalRandom.current().nextLong(ceiling / 2, ceiling + 1));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("Interrupted while retrying an aborted commit", e);
        }
    }

    private Object close(Method method, Object[] args) throws Throwable {
        synchronized (this) {
            if (closed) {
                return null;
            }
        }
        forgetRetryCounter();
        try {
            // The driver (or pool) rolls back an open transaction; the lock is released after that.
            return call(delegate, method, args);
        } finally {
            markClosed();
        }
    }

    /**
     * JDBC's {@code abort}, for a connection whose database stopped answering: this connection is closed
     * and its lock released at once, and the wrapped connection is closed on {@code executor}. The
     * driver's own close rolls back first and waits for the database without a bound, and the driver
     * does not implement {@code abort}; until that close ends, the emulator may still count the
     * transaction as open, and one that starts meanwhile is aborted by the emulator and retried like any
     * other aborted transaction.
     */
    private Object abort(Executor executor) throws SQLException {
        if (executor == null) {
            throw new SQLException("Connection.abort needs an executor to close the connection on");
        }
        synchronized (this) {
            if (closed) {
                return null;
            }
            markClosed();
        }
        executor.execute(() -> {
            forgetRetryCounter();
            try {
                delegate.close();
            } catch (SQLException | RuntimeException ignored) {
                // The connection was given up; nothing waits for the outcome of its close.
            }
        });
        return null;
    }

    /** Marks this connection closed: nothing pending or buffered any more, the lock released. */
    private synchronized void markClosed() {
        closed = true;
        mutationsPending = false;
        buffered.clear();
        statementsRun = false;
        releaseHold();
    }

    private Connection detach() throws SQLException {
        boolean held;
        synchronized (this) {
            if (closed) {
                return delegate;
            }
            held = hold != null || mutationsPending;
        }
        forgetRetryCounter();
        try {
            if (held && !delegate.isClosed()) {
                delegate.rollback();
            }
        } finally {
            markClosed();
        }
        return delegate;
    }

    /**
     * Ends this wrapper by handing the wrapped connection to {@code back} (its pool), with the lock still held
     * by an open transaction: what the pool does with it (Hibernate's built-in pool commits it by switching
     * autocommit back on, others roll it back or keep it) happens before another transaction may begin, and is
     * the pool's choice, as without the wrapper. Then the lock is released and the wrapper closed.
     */
    private Object returnTo(LockedConnection.Return back) throws SQLException {
        boolean open;
        boolean needsLock;
        synchronized (this) {
            open = !closed;
            needsLock = open && mutationsPending && hold == null;
        }
        if (!open) {
            back.accept(delegate);
            return null;
        }
        forgetRetryCounter();
        try {
            if (needsLock) {
                // The pool may commit the buffered mutations.
                ensureHold("connection returned with buffered mutations");
            }
            back.accept(delegate);
        } finally {
            markClosed();
        }
        return null;
    }

    /** A pool's connection outlives this wrapper: it must not keep counting for it. */
    private void forgetRetryCounter() {
        try {
            spanner.removeTransactionRetryListener(retryCounter);
        } catch (SQLException | RuntimeException ignored) {
            // Closed already: nothing left to count.
        }
    }

    /** Counts the driver's internal retries of aborted transactions. */
    private final class RetryCounter implements TransactionRetryListener {
        @Override
        public void retryStarting(Timestamp transactionStarted, long transactionId, int retryAttempt) {
            lock.countRetry();
        }

        @Override
        public void retryFinished(Timestamp transactionStarted, long transactionId, int retryAttempt,
                RetryResult result) {
        }
    }

    /** Closed or aborted through this wrapper; after an abort, the wrapped connection may still be closing. */
    private synchronized boolean closedThroughWrapper() {
        return closed;
    }

    /** The transaction that ended this connection's (see {@link EmulatorTransactionLock.Hold#supersededBy()}), or null. */
    private synchronized String supersededBy() {
        return hold == null ? null : hold.supersededBy();
    }

    private synchronized boolean holdsLock() {
        return hold != null;
    }

    /** Caller holds the monitor. */
    private void releaseHold() {
        if (hold != null) {
            hold.release();
            hold = null;
        }
    }

    static Object call(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
