package dev.spannerkeys.internal.advisor.input;

import dev.spannerkeys.advisor.input.Location;
import dev.spannerkeys.advisor.input.Suppression;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What the mapping says about one table: the entity mapped to it, facts per column, foreign keys
 * and the suppressions declared on the entity. A table without facts (a collection table, a model
 * built by hand) is checked on its schema alone.
 *
 * @param table the table name, as the schema model names it (without its schema)
 * @param entity the entity mapped to it, if any
 * @param columns facts per column, by lowercase column name
 * @param foreignKeys the table's foreign keys
 * @param suppressions suppressions declared on the entity
 * @param schema the named schema the table lives in, as {@code INFORMATION_SCHEMA} names it; empty for the
 *     default schema.
 *     Findings name such a table qualified ({@code sales.Orders})
 */
public record TableFacts(String table, Optional<String> entity, Map<String, ColumnFacts> columns,
        List<ForeignKeyFact> foreignKeys, List<Suppression> suppressions, String schema) {

    /** Copies the collections and keys the columns by lowercase name. */
    public TableFacts {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(schema, "schema");
        Map<String, ColumnFacts> byName = new LinkedHashMap<>();
        columns.values().forEach(facts -> byName.put(key(facts.column()), facts));
        columns = Map.copyOf(byName);
        foreignKeys = List.copyOf(foreignKeys);
        suppressions = List.copyOf(suppressions);
    }

    /** Facts about a table in the default schema. */
    public TableFacts(String table, Optional<String> entity, Map<String, ColumnFacts> columns,
            List<ForeignKeyFact> foreignKeys, List<Suppression> suppressions) {
        this(table, entity, columns, foreignKeys, suppressions, "");
    }

    /** Facts for a table mapped by {@code entityName}, with no column facts yet. */
    public static TableFacts of(String table, String entityName) {
        return new TableFacts(table, Optional.ofNullable(entityName), Map.of(), List.of(), List.of());
    }

    /** The facts of {@code column}, or plain facts if the mapping said nothing about it. */
    public ColumnFacts column(String column) {
        ColumnFacts facts = columns.get(key(column));
        return facts != null ? facts : ColumnFacts.of(column);
    }

    /** These facts with {@code facts} added (replacing earlier facts about the same column). */
    public TableFacts with(ColumnFacts facts) {
        Map<String, ColumnFacts> all = new LinkedHashMap<>(columns);
        all.put(key(facts.column()), facts);
        return new TableFacts(table, entity, all, foreignKeys, suppressions, schema);
    }

    /** These facts with one more foreign key. */
    public TableFacts with(ForeignKeyFact foreignKey) {
        List<ForeignKeyFact> all = new ArrayList<>(foreignKeys);
        all.add(foreignKey);
        return new TableFacts(table, entity, columns, all, suppressions, schema);
    }

    /** These facts with one more entity-level suppression. */
    public TableFacts with(Suppression suppression) {
        List<Suppression> all = new ArrayList<>(suppressions);
        all.add(suppression);
        return new TableFacts(table, entity, columns, foreignKeys, all, schema);
    }

    /** These facts for a table in the named schema {@code namedSchema} (empty: the default schema). */
    public TableFacts inSchema(String namedSchema) {
        return new TableFacts(table, entity, columns, foreignKeys, suppressions, namedSchema);
    }

    /** The table's name as findings give it: qualified by its named schema, if it has one. */
    public String qualifiedTable() {
        return schema.isEmpty() ? table : schema + "." + table;
    }

    /** The location of the whole table. */
    public Location location() {
        return Location.ofTable(qualifiedTable(), entity);
    }

    /** The location of one column, with its attribute where known. */
    public Location location(String column) {
        ColumnFacts facts = column(column);
        return Location.ofColumn(qualifiedTable(), entity, column, facts.attribute(), facts.declaredIn());
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
