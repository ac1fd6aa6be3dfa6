package dev.spannerkeys.internal.schema;

/**
 * Spanner's commit timestamp in SQL: the expression a write puts into a column that takes commit
 * timestamps, so the column holds the time the transaction commits. GoogleSQL writes
 * {@code PENDING_COMMIT_TIMESTAMP()}, PostgreSQL {@code spanner.pending_commit_timestamp()}; a
 * mutation writes the client's {@code Value.COMMIT_TIMESTAMP}. Until the commit the value is pending,
 * and Spanner refuses to read the column in the same transaction.
 *
 * <p>The write expression is {@code COALESCE(PENDING_COMMIT_TIMESTAMP(), ?)}: the parameter is there
 * because an ORM binds a value for every column it writes, and the pending commit timestamp, never
 * NULL, always wins. It is the one fact the mapping sets on such a column's write; the schema model
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

    /** The write expression of a commit-timestamp column, with the one parameter the ORM binds: ignored. */
    public static String write(SqlDialect dialect) {
        return "COALESCE(" + pending(dialect) + ", ?)";
    }

    /** Whether {@code writeExpression} is {@link #write} (or the bare pending commit timestamp) of either dialect. */
    public static boolean isPending(String writeExpression) {
        if (writeExpression == null) {
            return false;
        }
        String text = writeExpression.replaceAll("\\s+", "");
        for (SqlDialect dialect : SqlDialect.values()) {
            if (text.equalsIgnoreCase(pending(dialect)) || text.equalsIgnoreCase(write(dialect).replace(" ", ""))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code message}, an error of the database, says a statement read a column holding a
     * pending commit timestamp ("... has a pending CommitTimestamp").
     */
    public static boolean isPendingRead(String message) {
        return message != null && message.contains("pending CommitTimestamp");
    }
}
