package dev.spannerkeys.hibernate.errors;

import java.sql.SQLException;
import org.hibernate.JDBCException;

/**
 * A statement read a column that the same transaction wrote with Spanner's pending commit timestamp
 * ({@code @CommitTimestamp}, {@code PENDING_COMMIT_TIMESTAMP()}), which Spanner refuses until the
 * transaction commits. Thrown instead of the driver's {@code INVALID_ARGUMENT}, with what to do: read
 * the row after the commit, or leave the column out of the query.
 */
public final class PendingCommitTimestampReadException extends JDBCException {

    private static final long serialVersionUID = 1L;

    /**
     * @param cause the driver's error
     * @param sql the statement that read the column
     */
    public PendingCommitTimestampReadException(SQLException cause, String sql) {
        super("The statement reads a column this transaction wrote with Spanner's pending commit timestamp "
                + "(@CommitTimestamp); Spanner refuses to read it before the transaction commits. Fix: read the row in "
                + "a transaction after the commit (the attribute of a managed entity holds the commit timestamp then), "
                + "or leave the commit-timestamp column out of this query. Database: " + cause.getMessage(), cause, sql);
    }
}
