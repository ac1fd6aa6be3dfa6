package dev.spannerkeys.internal.schema.diff;

import java.sql.SQLException;
import java.util.List;

/**
 * The questions about existing rows that decide whether a change can be made safely, answered by
 * the database (one aggregate query each) before anything is sent. Table and column names come
 * from the validated schema model.
 */
public interface TableContents {

    /** Whether {@code table} has at least one row. */
    boolean hasRows(String table) throws SQLException;

    /**
     * Whether a unique index over {@code columns} of {@code table} would find two rows with the same
     * values: two rows with equal values in all {@code columns} (NULLs equal, as Spanner's unique
     * indexes treat them), counting only rows without NULL in them when {@code nullFiltered}. With
     * no columns, whether the table has two rows at all.
     */
    boolean hasDuplicates(String table, List<String> columns, boolean nullFiltered) throws SQLException;
}
