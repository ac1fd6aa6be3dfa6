package dev.spannerkeys.internal.advisor.input;

import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything the advisor reads: the schema model (what gets created), the dialect it is printed in,
 * the mapping facts per table ({@link TableFacts}), and, when a database was reachable, the existing
 * keys each {@code @BitReversedSequence} could hand out again ({@link CollidingKeys}).
 *
 * <p>The Hibernate layer builds one per persistence unit; tests and tools can build one by hand with
 * the canonical constructor.
 *
 * @param model the schema model
 * @param dialect the SQL dialect of the database
 * @param tables mapping facts by lowercase table name
 * @param collisions the results of the migration check, one per checked key column
 */
public record AdvisorInput(SchemaModel model, SqlDialect dialect, Map<String, TableFacts> tables,
        List<CollidingKeys> collisions) {

    /** Copies the collections and keys the facts by lowercase table name. */
    public AdvisorInput {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(dialect, "dialect");
        Map<String, TableFacts> byName = new LinkedHashMap<>();
        tables.values().forEach(facts -> byName.put(key(facts.table()), facts));
        tables = Map.copyOf(byName);
        collisions = List.copyOf(collisions);
    }

    /** This input with the migration check's results. */
    public AdvisorInput withCollisions(List<CollidingKeys> results) {
        List<CollidingKeys> all = new ArrayList<>(collisions);
        all.addAll(results);
        return new AdvisorInput(model, dialect, tables, all);
    }

    /** The facts of {@code table}, or empty facts if the mapping said nothing about it. */
    public TableFacts facts(String table) {
        TableFacts facts = tables.get(key(table));
        if (facts != null) {
            return facts;
        }
        return new TableFacts(table, Optional.empty(), Map.of(), List.of(), List.of());
    }

    /** The facts of {@code table}'s {@code column}. */
    public ColumnFacts column(TableDefinition table, String column) {
        return facts(table.name()).column(column);
    }

    /** The SQL type of {@code column} in {@code table}, or an empty string if unknown. */
    public String sqlType(TableDefinition table, String column) {
        return table.column(column).map(definition -> definition.type()).orElse("");
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
