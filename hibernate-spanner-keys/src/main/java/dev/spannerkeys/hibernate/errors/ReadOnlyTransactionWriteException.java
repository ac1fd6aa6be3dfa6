package dev.spannerkeys.hibernate.errors;

import java.sql.SQLException;
import org.hibernate.JDBCException;

/**
 * A write (a DML statement, or the mutations of the write path's commit) in a Spanner read-only transaction,
 * which Spanner refuses ({@code FAILED_PRECONDITION: Update statements are not allowed for read-only
 * transactions}, {@code Mutations are not allowed for read-only transactions}). Thrown instead of the driver's
 * error, saying where read-only transactions come from and how to write instead. Nothing was written.
 *
 * <p>Read-only transactions are what Spring's {@code @Transactional(readOnly = true)} and Spring Data's
 * repository read methods (and {@code SpannerReads.readOnly}) run; a method that writes must run in a
 * read-write transaction: {@code @Transactional} without {@code readOnly}, or a repository method that writes
 * ({@code save}, {@code delete}, a {@code @Modifying} query), called outside the read-only method.
 */
public final class ReadOnlyTransactionWriteException extends JDBCException {

    private static final long serialVersionUID = 1L;

    /**
     * @param cause the driver's error
     * @param sql the statement that wrote, or {@code null} for the mutations of a commit
     */
    public ReadOnlyTransactionWriteException(SQLException cause, String sql) {
        super((sql == null ? "Mutations were written" : "A statement writes") + " in a Spanner read-only transaction, "
                + "which cannot write: read-only transactions are what @Transactional(readOnly = true), Spring Data "
                + "repository read methods and SpannerReads.readOnly run. Nothing was written. Fix: run the write in a "
                + "read-write transaction (@Transactional without readOnly = true on the method that writes, or a "
                + "repository method that writes called outside the read-only one). Spanner: " + cause.getMessage(),
                cause, sql);
    }

    /** Whether {@code exception} is Spanner's refusal of a write in a read-only transaction. */
    public static boolean isRefusal(SQLException exception) {
        String message = exception.getMessage();
        return message != null && (message.contains("not allowed for read-only transactions")
                || message.contains("not allowed in read-only transactions"));
    }
}
