package dev.spannerkeys.internal.schema;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A table: its columns, its primary key in key order, how it is interleaved (if at all) and its
 * table-level check constraints.
 *
 * <p>Construction checks what the table alone can check: unique column names, key parts that name
 * columns of the table. Rules that involve other tables (the key prefix of an interleaved child)
 * are checked by {@link SchemaModel}.
 *
 * @param name the table name, a valid Spanner identifier
 * @param columns the columns, in the order they are created
 * @param primaryKey the key parts, in key order; Spanner sorts and splits the table by them
 * @param interleave the parent this table is interleaved in, if any
 * @param checks table-level check constraints
 */
public record TableDefinition(String name, List<ColumnDefinition> columns, List<KeyPart> primaryKey,
        Optional<Interleave> interleave, List<CheckDefinition> checks) {

    /** Validates the table on its own. */
    public TableDefinition {
        SpannerIdentifiers.require(name, "Table name");
        columns = List.copyOf(columns);
        primaryKey = List.copyOf(primaryKey);
        Objects.requireNonNull(interleave, "interleave");
        checks = List.copyOf(checks);
        Set<String> seen = new HashSet<>();
        for (ColumnDefinition column : columns) {
            if (!seen.add(column.name().toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException("Table " + name + " declares column " + column.name() + " twice");
            }
        }
        Set<String> keyColumns = new HashSet<>();
        for (KeyPart part : primaryKey) {
            String key = part.column().toLowerCase(Locale.ROOT);
            if (!seen.contains(key)) {
                throw new IllegalArgumentException("Table " + name + " has key column " + part.column()
                        + ", which is not one of its columns");
            }
            if (!keyColumns.add(key)) {
                throw new IllegalArgumentException("Table " + name + " names key column " + part.column() + " twice");
            }
        }
    }

    /** A root table (not interleaved) without checks. */
    public static TableDefinition root(String name, List<ColumnDefinition> columns, List<KeyPart> primaryKey) {
        return new TableDefinition(name, columns, primaryKey, Optional.empty(), List.of());
    }

    /** This table, interleaved as described. */
    public TableDefinition interleavedIn(Interleave parent) {
        return new TableDefinition(name, columns, primaryKey, Optional.of(parent), checks);
    }

    /** The column with this name (case-insensitive), if any. */
    public Optional<ColumnDefinition> column(String columnName) {
        return columns.stream().filter(column -> column.isNamed(columnName)).findFirst();
    }

    /** Whether {@code columnName} is part of the primary key. */
    public boolean isKeyColumn(String columnName) {
        return primaryKey.stream().anyMatch(part -> part.column().equalsIgnoreCase(columnName));
    }

    /** Whether this table is interleaved in another one. */
    public boolean isInterleaved() {
        return interleave.isPresent();
    }

    /** Whether the table has the given name; Spanner names are case-insensitive. */
    public boolean isNamed(String other) {
        return name.equalsIgnoreCase(other);
    }
}
