package dev.spannerkeys.internal.jdbc;

import dev.spannerkeys.jdbc.SerializedConnection;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * The connection {@link ConnectionGuard} hands out: a {@link SerializedConnection} that also tells which
 * lock it takes, for the library's own checks and tests (the lock type is internal, so the public interface
 * does not show it).
 */
public interface LockedConnection extends SerializedConnection {

    /** The lock of this connection's database. */
    EmulatorTransactionLock transactionLock();

    /**
     * Ends this wrapper, handing the connection it wraps to {@code back} while an open transaction still holds
     * the lock, then releasing the lock: a connection provider returning the connection to its pool. Unlike
     * {@link #detach()}, which rolls back first, the pool decides what becomes of an open transaction (Hibernate's
     * built-in pool commits it), as it would without the wrapper.
     */
    void returnTo(Return back) throws SQLException;

    /** Takes a wrapped connection back, e.g. into its pool. */
    @FunctionalInterface
    interface Return {
        void accept(Connection connection) throws SQLException;
    }
}
