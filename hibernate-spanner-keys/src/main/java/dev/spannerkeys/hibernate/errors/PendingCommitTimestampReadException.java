package dev.spannerkeys.hibernate.errors;

import java.sql.SQLException;
import java.util.List;
import org.hibernate.JDBCException;

/**
 * A statement read a column that the same transaction wrote with Spanner's pending commit timestamp
 * ({@code @CommitTimestamp}, Hibernate's timestamp annotations with
 * {@code spanner.keys.hibernate-timestamps-from-commit}, or {@code PENDING_COMMIT_TIMESTAMP()} in SQL of
 * your own), which Spanner refuses until the transaction commits. Thrown instead of the driver's
 * {@code INVALID_ARGUMENT}, naming the entity attributes the column holds, Spanner's rule and what to do:
 * read the attribute after the commit, or leave it out of the query. Queries of the same table that do
 * not read the column are not affected.
 */
public final class PendingCommitTimestampReadException extends JDBCException {

    private static final long serialVersionUID = 1L;

    /** The attributes the column holds, as "Entity 'X' (table t), attribute 'a'"; empty if not mapped. */
    private final List<String> attributes;

    /**
     * @param cause the driver's error
     * @param sql the statement that read the column
     */
    public PendingCommitTimestampReadException(SQLException cause, String sql) {
        this(cause, sql, List.of());
    }

    /**
     * @param cause the driver's error
     * @param sql the statement that read the column
     * @param attributes the mapped attributes the column holds, as "Entity 'X' (table t), attribute 'a'";
     *        empty when the column is not a mapped commit-timestamp attribute
     */
    public PendingCommitTimestampReadException(SQLException cause, String sql, List<String> attributes) {
        super(message(cause, attributes), cause, sql);
        this.attributes = List.copyOf(attributes);
    }

    /** The mapped attributes the refused column holds, as "Entity 'X' (table t), attribute 'a'"; empty if not known. */
    public List<String> getAttributes() {
        return attributes;
    }

    private static String message(SQLException cause, List<String> attributes) {
        String what = attributes.isEmpty() ? "a column"
                : String.join(" or ", attributes) + " (a commit timestamp)";
        return "The statement reads " + what + " that this transaction wrote with Spanner's pending commit "
                + "timestamp, and Spanner refuses to read a pending commit timestamp before the transaction commits "
                + "(reading the table's other columns is allowed). Fix: read it after the commit (the attribute of an "
                + "entity this session wrote holds the commit timestamp then), or leave "
                + (attributes.isEmpty() ? "the column" : "the attribute") + " out of this query (select the other "
                + "attributes, e.g. a projection or a DTO, instead of the entity). Database: " + cause.getMessage();
    }
}
