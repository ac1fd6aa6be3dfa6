package dev.spannerkeys.internal.jdbc;

import dev.spannerkeys.jdbc.SerializedConnection;

/**
 * The connection {@link ConnectionGuard} hands out: a {@link SerializedConnection} that also tells which
 * lock it takes, for the library's own checks and tests (the lock type is internal, so the public interface
 * does not show it).
 */
public interface LockedConnection extends SerializedConnection {

    /** The lock of this connection's database. */
    EmulatorTransactionLock transactionLock();
}
