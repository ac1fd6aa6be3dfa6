package dev.spannerkeys.internal.jdbc;

import java.sql.SQLException;
import java.sql.SQLTransactionRollbackException;

/**
 * Recognizes the errors that mean "this transaction is gone, run it again" and gives them the JDBC
 * type that says so, {@link SQLTransactionRollbackException} with SQLSTATE {@value #SQL_STATE}, so
 * that frameworks treat them as transient: Hibernate converts them into a
 * {@code LockAcquisitionException}, Spring into a {@code PessimisticLockingFailureException}
 * (a {@code TransientDataAccessException}, which retry support recognizes).
 *
 * <ul>
 *   <li>{@code ABORTED} (gRPC code 10): on the emulator, another transaction was active on the
 *       database at the same moment (another process, or a connection that is not serialized), or
 *       the driver's internal retry found different results when it ran the transaction again;</li>
 *   <li>{@code NOT_FOUND: Transaction not found}, {@code FAILED_PRECONDITION: Invalid transaction
 *       ID}, and {@code FAILED_PRECONDITION: Cannot read or query using a transaction after it has been
 *       committed or rolledback} or {@code ... Cannot commit a transaction after it has been rolled back}: the
 *       transaction was invalidated (rolled back), on the emulator by another transaction that began on the
 *       same Spanner client.</li>
 * </ul>
 * The translated exception keeps the driver's vendor code and has the driver's exception as cause.
 */
public final class AbortedTransactions {

    /** SQLSTATE 40001: serialization failure, the transaction was rolled back. */
    static final String SQL_STATE = "40001";

    static final int ABORTED = 10;
    private static final int NOT_FOUND = 5;
    private static final int FAILED_PRECONDITION = 9;

    private AbortedTransactions() {
    }

    /** Whether running the transaction again may succeed. */
    public static boolean retryable(SQLException e) {
        if (e instanceof SQLTransactionRollbackException) {
            return true;
        }
        String message = e.getMessage() == null ? "" : e.getMessage();
        return switch (e.getErrorCode()) {
            case ABORTED -> true;
            case NOT_FOUND -> message.contains("Transaction not found");
            case FAILED_PRECONDITION -> message.contains("Invalid transaction ID")
                    || message.contains("a transaction after it has been")
                            && (message.contains("rolled back") || message.contains("rolledback"));
            default -> false;
        };
    }

    /**
     * As {@link #translate(SQLException)}, for a statement of a transaction that only read and that another
     * transaction of the same thread on the same Spanner client ({@code supersededBy}, null if none) began beside:
     * the message says that this is what ended it.
     */
    static SQLException translate(SQLException e, String supersededBy) {
        if (supersededBy == null || e instanceof SQLTransactionRollbackException || !retryable(e)) {
            return translate(e);
        }
        return new SQLTransactionRollbackException("Spanner ended the transaction: it had only read when the same "
                + "thread began another transaction on the same Spanner client (" + supersededBy + "), which on the "
                + "emulator ends it. Hibernate keeps the connection of a session without a transaction, and with "
                + "autocommit off its reads run in a transaction of the driver, until the session ends: end the first "
                + "session (or its transaction) before the other transaction begins, or give the other connection a "
                + "Spanner client of its own (a different connection property in its URL). " + e.getMessage(),
                SQL_STATE, e.getErrorCode(), e);
    }

    /** {@code e} as a {@link SQLTransactionRollbackException} if it is {@link #retryable}, else {@code e}. */
    public static SQLException translate(SQLException e) {
        if (e instanceof SQLTransactionRollbackException || !retryable(e)) {
            return e;
        }
        return new SQLTransactionRollbackException("Spanner ended the transaction, which may succeed if run again"
                + " (on the emulator: another process, or a connection that is not serialized, used the database at"
                + " the same moment): " + e.getMessage(), SQL_STATE, e.getErrorCode(), e);
    }
}
