package dev.spannerkeys.advisor.input;

import java.util.Objects;
import java.util.Optional;

/**
 * Where a finding is: always a table, and where known the entity mapped to it, a column and the
 * attribute it comes from, or an index. {@link #describe()} names the source code first, because
 * that is where the fix goes.
 *
 * @param table the table name
 * @param entity the entity mapped to the table, if known
 * @param column the column, when the finding is about one column
 * @param attribute the attribute the column comes from, if known
 * @param index the index, when the finding is about one index
 * @param declaredIn the class that declares the attribute when it is not the entity (a
 *     {@code @MappedSuperclass} or an entity superclass): where the fix is written
 */
public record Location(String table, Optional<String> entity, Optional<String> column, Optional<String> attribute,
        Optional<String> index, Optional<String> declaredIn) {

    /** Requires the table and non-null optionals. */
    public Location {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(column, "column");
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(index, "index");
        Objects.requireNonNull(declaredIn, "declaredIn");
    }

    /** A location whose attribute, if any, is declared in the entity itself. */
    public Location(String table, Optional<String> entity, Optional<String> column, Optional<String> attribute,
            Optional<String> index) {
        this(table, entity, column, attribute, index, Optional.empty());
    }

    /** A whole table. */
    public static Location ofTable(String table, Optional<String> entity) {
        return new Location(table, entity, Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** One column of a table. */
    public static Location ofColumn(String table, Optional<String> entity, String column, Optional<String> attribute) {
        return new Location(table, entity, Optional.of(column), attribute, Optional.empty());
    }

    /** One column of a table, from an attribute declared in {@code declaredIn} (empty: the entity itself). */
    public static Location ofColumn(String table, Optional<String> entity, String column, Optional<String> attribute,
            Optional<String> declaredIn) {
        return new Location(table, entity, Optional.of(column), attribute, Optional.empty(), declaredIn);
    }

    /** This location, narrowed to an index. */
    public Location withIndex(String indexName) {
        return new Location(table, entity, column, attribute, Optional.of(indexName), declaredIn);
    }

    /**
     * {@code Entity 'com.example.Log' (table Log), attribute 'createdAt' (column CreatedAt)}, or with
     * table and column names only when the mapping is not known. An inherited attribute names the
     * class that declares it: {@code attribute 'createdAt' declared in 'com.example.Audited'}.
     */
    public String describe() {
        StringBuilder text = new StringBuilder();
        if (entity.isPresent()) {
            text.append("Entity '").append(entity.get()).append("' (table ").append(table).append(')');
        } else {
            text.append("Table ").append(table);
        }
        index.ifPresent(name -> text.append(", index ").append(name));
        if (column.isPresent()) {
            if (attribute.isPresent()) {
                text.append(", attribute '").append(attribute.get()).append('\'');
                declaredIn.ifPresent(type -> text.append(" declared in '").append(type).append('\''));
                text.append(" (column ").append(column.get()).append(')');
            } else {
                text.append(", column ").append(column.get());
            }
        }
        return text.toString();
    }

    /**
     * A dotted name for tools: {@code com.example.Log.createdAt}, or {@code Log.CreatedAt} without
     * mapping, or {@code Log.UsersByLastAccess} for an index.
     */
    public String qualifiedName() {
        String owner = entity.orElse(table);
        if (attribute.isPresent()) {
            return owner + "." + attribute.get();
        }
        if (index.isPresent()) {
            return owner + "." + index.get();
        }
        return column.map(name -> owner + "." + name).orElse(owner);
    }
}
