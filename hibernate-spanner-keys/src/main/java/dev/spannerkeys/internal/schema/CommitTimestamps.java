package dev.spannerkeys.internal.schema;

/**
 * Spanner's commit timestamp in SQL: the expression a write puts into a column that takes commit
 * timestamps, so the column holds the time the transaction commits. GoogleSQL writes
 * {@code PENDING_COMMIT_TIMESTAMP()}, PostgreSQL {@code spanner.pending_commit_timestamp()}; a
 * mutation writes the client's {@code Value.COMMIT_TIMESTAMP}. Until the commit the value is pending,
 * and Spanner refuses to read the column in the same transaction.
 *
 * <p>The write expression of such a column is the bare pending commit timestamp, with no parameter:
 * Spanner accepts it only as the whole value of an {@code INSERT} or {@code UPDATE} column, not inside
 * another expression. It is the one fact the mapping sets on such a column's write; the schema model
 * and the write path recognize the column by it.
 */
public final class CommitTimestamps {

    private static final String GOOGLE_SQL = "PENDING_COMMIT_TIMESTAMP()";
    private static final String POSTGRESQL = "spanner.pending_commit_timestamp()";

    private CommitTimestamps() {
    }

    /** The pending commit timestamp in {@code dialect}'s SQL. */
    public static String pending(SqlDialect dialect) {
        return dialect == SqlDialect.POSTGRESQL ? POSTGRESQL : GOOGLE_SQL;
    }

    /** Whether {@code writeExpression} is the pending commit timestamp of either dialect. */
    public static boolean isPending(String writeExpression) {
        if (writeExpression == null) {
            return false;
        }
        String text = writeExpression.strip();
        for (SqlDialect dialect : SqlDialect.values()) {
            if (text.equalsIgnoreCase(pending(dialect))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code message}, an error of the database, says a statement read a column holding a
     * pending commit timestamp ("Column c cannot be accessed because it, or its associated index, has a
     * pending CommitTimestamp"; "Table t ..." when the column is a key part).
     */
    public static boolean isPendingRead(String message) {
        return message != null && message.contains("pending CommitTimestamp");
    }
}
