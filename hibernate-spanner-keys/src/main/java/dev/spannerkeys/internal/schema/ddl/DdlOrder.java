package dev.spannerkeys.internal.schema.ddl;

import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The order in which Spanner accepts the statements that create, change or drop a schema model,
 * derived from the model's dependencies rather than from the statements' text.
 *
 * <p>Dependencies: a table's column defaults draw from sequences, an interleaved table needs its
 * parent, an index needs its table (and, interleaved, its parent table), a foreign key needs both
 * its tables. So creation runs sequences, then tables with every parent before its children (a new
 * column right after its table), then indexes; dropping runs the reverse: indexes, tables with every
 * child before its parent, sequences last.
 *
 * <p>A schema tool collects statements from several exporters; {@link #forCreation} and
 * {@link #forDrop} sort such a list by looking each statement up among the statements this model's
 * writer prints for each object. Statements the model does not print (foreign keys, an import
 * script's inserts, a stock sequence) keep their relative order and run after the model's
 * statements when creating, before them when dropping (foreign keys must go before their tables).
 */
public final class DdlOrder {

    private final Map<String, Integer> creationRank = new HashMap<>();
    private final Map<String, Integer> dropRank = new HashMap<>();

    private DdlOrder() {
    }

    /** The order of {@code model}'s statements as {@code writer} prints them. */
    public static DdlOrder of(SchemaModel model, DdlWriter writer) {
        DdlOrder order = new DdlOrder();
        int rank = 0;
        for (SequenceDefinition sequence : model.sequences()) {
            order.creationRank.putIfAbsent(writer.createSequence(sequence), rank++);
        }
        for (TableDefinition table : model.tables()) {
            order.creationRank.putIfAbsent(writer.createTable(table), rank++);
            for (ColumnDefinition column : table.columns()) {
                order.creationRank.putIfAbsent(writer.addColumn(table.name(), column), rank++);
            }
        }
        for (IndexDefinition index : model.indexes()) {
            order.creationRank.putIfAbsent(writer.createIndex(index), rank++);
        }
        rank = 0;
        for (String statement : drop(model, writer)) {
            order.dropRank.putIfAbsent(statement, rank++);
        }
        return order;
    }

    /** All statements that create {@code model}, in order: what a {@code create} action sends. */
    public static List<String> creation(SchemaModel model, DdlWriter writer) {
        writer.requireSupported(model);
        List<String> statements = new ArrayList<>();
        model.sequences().forEach(sequence -> statements.add(writer.createSequence(sequence)));
        model.tables().forEach(table -> statements.add(writer.createTable(table)));
        model.indexes().forEach(index -> statements.add(writer.createIndex(index)));
        return statements;
    }

    /** All statements that drop {@code model}, in order: each table's indexes, then the table, children first; sequences last. */
    public static List<String> drop(SchemaModel model, DdlWriter writer) {
        List<String> statements = new ArrayList<>();
        for (TableDefinition table : model.tablesChildrenFirst()) {
            model.indexesOn(table.name()).forEach(index -> statements.add(writer.dropIndex(index)));
            statements.add(writer.dropTable(table.name()));
        }
        model.sequences().forEach(sequence -> statements.add(writer.dropSequence(sequence.name())));
        return statements;
    }

    /**
     * {@code statements} (creating or changing objects of the model) in an order Spanner accepts:
     * statements that drop an object of the model first (schema update drops a unique index
     * "quietly" before creating it, and the create must come after), then the model's statements by
     * dependency, then the others in their given order.
     */
    public List<String> forCreation(List<String> statements) {
        List<String> drops = new ArrayList<>();
        List<String> known = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (String statement : statements) {
            if (creationRank.containsKey(statement)) {
                known.add(statement);
            } else if (dropRank.containsKey(statement)) {
                drops.add(statement);
            } else {
                others.add(statement);
            }
        }
        drops.sort(Comparator.comparingInt(dropRank::get));
        known.sort(Comparator.comparingInt(creationRank::get));
        drops.addAll(known);
        drops.addAll(others);
        return drops;
    }

    /**
     * {@code statements} (dropping objects of the model) in an order Spanner accepts: the others
     * first (foreign keys are dropped before the tables they join), then the model's statements,
     * children before parents.
     */
    public List<String> forDrop(List<String> statements) {
        List<String> known = new ArrayList<>();
        List<String> ordered = new ArrayList<>();
        for (String statement : statements) {
            (dropRank.containsKey(statement) ? known : ordered).add(statement);
        }
        known.sort(Comparator.comparingInt(dropRank::get));
        ordered.addAll(known);
        return ordered;
    }

    /** Whether {@code statement} is one this model's writer prints to drop an object of the model. */
    public boolean dropsModelObject(String statement) {
        return dropRank.containsKey(statement);
    }

    /** Whether {@code statement} is one this model's writer prints to create or change an object. */
    public boolean createsModelObject(String statement) {
        return creationRank.containsKey(statement);
    }
}
