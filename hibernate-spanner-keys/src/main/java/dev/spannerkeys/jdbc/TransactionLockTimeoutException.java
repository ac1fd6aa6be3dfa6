package dev.spannerkeys.jdbc;

import dev.spannerkeys.internal.jdbc.EmulatorTransactionLock;
import java.sql.SQLTimeoutException;
import java.time.Duration;

/**
 * A transaction waited longer than its bound for the {@link EmulatorTransactionLock} of its
 * database. The message names the thread holding the lock and how long it has held it; the
 * holder's stack at that moment is attached as a suppressed exception.
 */
public final class TransactionLockTimeoutException extends SQLTimeoutException {

    private static final long serialVersionUID = 1L;

    /** SQLSTATE class HYT00: timeout expired. */
    static final String SQL_STATE = "HYT00";

    private final String holderThread;
    private final Duration heldFor;

    public TransactionLockTimeoutException(String message, String holderThread, Duration heldFor) {
        super(message, SQL_STATE);
        this.holderThread = holderThread;
        this.heldFor = heldFor;
    }

    /** The name of the thread that held the lock, or empty if it was free but other threads came first. */
    public java.util.Optional<String> holderThread() {
        return java.util.Optional.ofNullable(holderThread);
    }

    /** How long it had held the lock when the wait ended. */
    public Duration heldFor() {
        return heldFor;
    }
}
