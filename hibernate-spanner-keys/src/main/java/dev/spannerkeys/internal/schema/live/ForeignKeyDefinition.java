package dev.spannerkeys.internal.schema.live;

import dev.spannerkeys.internal.schema.OnDelete;
import java.util.List;
import java.util.Objects;

/**
 * A foreign key as the database reports it: {@code CONSTRAINT name FOREIGN KEY (columns) REFERENCES
 * referencedTable (referencedColumns) ON DELETE ...}. Column lists are in constraint order, the
 * {@code i}-th column referencing the {@code i}-th referenced column.
 *
 * @param name the constraint name
 * @param table the referencing table
 * @param columns the referencing columns
 * @param referencedTable the referenced table
 * @param referencedColumns the referenced columns
 * @param onDelete what deleting a referenced row does
 */
public record ForeignKeyDefinition(String name, String table, List<String> columns, String referencedTable,
        List<String> referencedColumns, OnDelete onDelete) {

    /** Copies the lists and checks that both have the same length. */
    public ForeignKeyDefinition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(referencedTable, "referencedTable");
        Objects.requireNonNull(onDelete, "onDelete");
        columns = List.copyOf(columns);
        referencedColumns = List.copyOf(referencedColumns);
        if (columns.size() != referencedColumns.size()) {
            throw new IllegalArgumentException("Foreign key " + name + " has " + columns.size()
                    + " columns but references " + referencedColumns.size());
        }
    }
}
