package dev.spannerkeys.internal.advisor.input;

import java.util.List;

/**
 * A foreign key of a table as the mapping declares it (Spanner's schema model does not carry
 * foreign keys): which columns reference which table's key.
 *
 * @param columns the referencing columns, in order
 * @param referencedTable the referenced table
 */
public record ForeignKeyFact(List<String> columns, String referencedTable) {

    /** Copies the column list. */
    public ForeignKeyFact {
        columns = List.copyOf(columns);
    }
}
