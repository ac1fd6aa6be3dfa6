package dev.spannerkeys.internal.schema;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A secondary index.
 *
 * <ul>
 *   <li>{@code unique}: no two rows may have the same key values;</li>
 *   <li>{@code nullFiltered}: rows with NULL in any indexed column are left out, so a sparse
 *       column costs index storage only for the rows that have a value;</li>
 *   <li>{@code storing}: extra columns copied into the index so a query can be answered from the
 *       index alone (GoogleSQL {@code STORING}, PostgreSQL {@code INCLUDE});</li>
 *   <li>{@code interleaveIn}: an ancestor table the index entries are stored under, keeping them
 *       in the same split as the rows they point to.</li>
 * </ul>
 *
 * @param name the index name, a valid Spanner identifier (unique in the database)
 * @param table the indexed table
 * @param columns the index key, in order, with sort orders
 * @param unique whether the key is unique
 * @param nullFiltered whether rows with a NULL key column are left out
 * @param storing non-key columns stored in the index
 * @param interleaveIn the table the index is interleaved in, if any
 */
public record IndexDefinition(String name, String table, List<KeyPart> columns, boolean unique, boolean nullFiltered,
        List<String> storing, Optional<String> interleaveIn) {

    /** Validates names and that the index has at least one column. */
    public IndexDefinition {
        SpannerIdentifiers.require(name, "Index name");
        SpannerIdentifiers.require(table, "Indexed table name");
        columns = List.copyOf(columns);
        if (columns.isEmpty()) {
            throw new IllegalArgumentException("Index " + name + " needs at least one column");
        }
        storing = List.copyOf(storing);
        storing.forEach(column -> SpannerIdentifiers.requireColumn(column, "Stored column"));
        Objects.requireNonNull(interleaveIn, "interleaveIn");
        interleaveIn.ifPresent(parent -> SpannerIdentifiers.require(parent, "Interleave table name"));
    }

    /** A plain, non-unique index on {@code columns}. */
    public static IndexDefinition on(String name, String table, List<KeyPart> columns) {
        return new IndexDefinition(name, table, columns, false, false, List.of(), Optional.empty());
    }

    /** Whether the index has the given name; Spanner names are case-insensitive. */
    public boolean isNamed(String other) {
        return name.equalsIgnoreCase(other);
    }
}
