package dev.spannerkeys.internal.schema;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The Spanner schema of one persistence unit: tables, secondary indexes and bit-reversed sequences.
 * The DDL writers print it; the advisor reads it, so what is checked is exactly what is created.
 *
 * <p>Construction checks every rule that spans more than one object, each failing with a
 * {@link SchemaProblem}: the parent of an interleaved table exists, is not the table itself or
 * one of its descendants, and the child's key starts with the parent's key (same names, types,
 * sort orders, positions); an index names columns of its table, does not store key columns,
 * is interleaved only in its table or an ancestor whose key its own key starts with; names of
 * tables, indexes and sequences are unique.
 *
 * <p>{@link #tables()} lists parents before their children, the order they must be created in.
 */
public final class SchemaModel {

    private final List<TableDefinition> tables;
    private final List<IndexDefinition> indexes;
    private final List<SequenceDefinition> sequences;
    private final Map<String, TableDefinition> tablesByName;

    /**
     * A validated model.
     *
     * @param tables the tables, in any order
     * @param indexes the secondary indexes
     * @param sequences the bit-reversed sequences
     * @throws SchemaProblem naming the first rule that is broken
     */
    public SchemaModel(List<TableDefinition> tables, List<IndexDefinition> indexes, List<SequenceDefinition> sequences) {
        this.tablesByName = new LinkedHashMap<>();
        for (TableDefinition table : tables) {
            if (tablesByName.put(key(table.name()), table) != null) {
                throw SchemaProblem.inTable(table.name(), "two tables have this name",
                        "give each entity and collection its own table name");
            }
        }
        this.tables = parentsFirst(tables);
        for (TableDefinition table : this.tables) {
            if (table.isInterleaved()) {
                requireKeyPrefix(table);
            }
        }
        this.indexes = List.copyOf(indexes);
        requireValidIndexes();
        this.sequences = List.copyOf(sequences);
        Set<String> sequenceNames = new HashSet<>();
        for (SequenceDefinition sequence : this.sequences) {
            if (!sequenceNames.add(key(sequence.name()))) {
                throw new IllegalArgumentException("Sequence " + sequence.name()
                        + " is defined twice with different options; give each its own name");
            }
        }
    }

    /** All tables, every parent before its children. */
    public List<TableDefinition> tables() {
        return tables;
    }

    /** All tables, every child before its parent: the order to drop them in. */
    public List<TableDefinition> tablesChildrenFirst() {
        List<TableDefinition> reversed = new ArrayList<>(tables);
        Collections.reverse(reversed);
        return reversed;
    }

    /** All secondary indexes. */
    public List<IndexDefinition> indexes() {
        return indexes;
    }

    /** All bit-reversed sequences. */
    public List<SequenceDefinition> sequences() {
        return sequences;
    }

    /** The table with this name (case-insensitive), if any. */
    public Optional<TableDefinition> table(String name) {
        return Optional.ofNullable(tablesByName.get(key(name)));
    }

    /** The index with this name (case-insensitive), if any. */
    public Optional<IndexDefinition> index(String name) {
        return indexes.stream().filter(index -> index.isNamed(name)).findFirst();
    }

    /** The secondary indexes on {@code table}. */
    public List<IndexDefinition> indexesOn(String table) {
        return indexes.stream().filter(index -> index.table().equalsIgnoreCase(table)).toList();
    }

    /** The tables directly interleaved in {@code table}. */
    public List<TableDefinition> children(String table) {
        return tables.stream()
                .filter(child -> child.interleave().map(i -> i.parentTable().equalsIgnoreCase(table)).orElse(false))
                .toList();
    }

    /** The parent, grandparent, ... of {@code table}, nearest first. */
    public List<TableDefinition> ancestors(String table) {
        List<TableDefinition> ancestors = new ArrayList<>();
        Optional<TableDefinition> current = table(table);
        while (current.isPresent() && current.get().isInterleaved()) {
            current = table(current.get().interleave().get().parentTable());
            current.ifPresent(ancestors::add);
        }
        return ancestors;
    }

    private List<TableDefinition> parentsFirst(List<TableDefinition> unordered) {
        List<TableDefinition> ordered = new ArrayList<>();
        Set<String> placed = new HashSet<>();
        for (TableDefinition table : unordered) {
            place(table, ordered, placed, new ArrayList<>());
        }
        return List.copyOf(ordered);
    }

    private void place(TableDefinition table, List<TableDefinition> ordered, Set<String> placed, List<String> path) {
        if (placed.contains(key(table.name()))) {
            return;
        }
        if (path.contains(key(table.name()))) {
            throw SchemaProblem.inTable(table.name(), "the table is interleaved in itself through "
                    + String.join(" -> ", path) + " -> " + table.name(),
                    "interleave the tables as a tree: a table cannot be its own ancestor");
        }
        if (table.isInterleaved()) {
            String parentName = table.interleave().get().parentTable();
            TableDefinition parent = tablesByName.get(key(parentName));
            if (parent == null) {
                throw SchemaProblem.inTable(table.name(), "it is interleaved in " + parentName
                        + ", which is not a table of this schema", "interleave it in a mapped entity's table");
            }
            path.add(key(table.name()));
            place(parent, ordered, placed, path);
            path.remove(path.size() - 1);
        }
        placed.add(key(table.name()));
        ordered.add(table);
    }

    /** Spanner checks the same: the parent's key parts, at the same positions, with the same types and orders. */
    private void requireKeyPrefix(TableDefinition child) {
        TableDefinition parent = table(child.interleave().get().parentTable()).orElseThrow();
        List<KeyPart> parentKey = parent.primaryKey();
        String expected = describeKey(parentKey);
        String fix = "make the key start with " + expected + " (same names, types and order as " + parent.name()
                + "), then add the child's own key columns";
        for (int i = 0; i < parentKey.size(); i++) {
            KeyPart parentPart = parentKey.get(i);
            if (i >= child.primaryKey().size()) {
                throw SchemaProblem.inTable(child.name(), "its key " + describeKey(child.primaryKey())
                        + " is shorter than the key of its parent " + parent.name() + " " + expected, fix);
            }
            KeyPart childPart = child.primaryKey().get(i);
            if (!childPart.column().equalsIgnoreCase(parentPart.column())) {
                throw SchemaProblem.inColumn(child.name(), childPart.column(), "key part " + (i + 1) + " is "
                        + childPart.column() + ", but an interleaved table's key must start with the key of "
                        + parent.name() + " " + expected, fix);
            }
            String childType = child.column(childPart.column()).orElseThrow().type();
            String parentType = parent.column(parentPart.column()).orElseThrow().type();
            if (!childType.equalsIgnoreCase(parentType)) {
                throw SchemaProblem.inColumn(child.name(), childPart.column(), "the key column has type " + childType
                        + ", but the same key column of the parent " + parent.name() + " has type " + parentType,
                        "declare it with the parent's type " + parentType);
            }
            if (childPart.order() != parentPart.order()) {
                throw SchemaProblem.inColumn(child.name(), childPart.column(), "the key column is sorted "
                        + childPart.order() + ", but the parent " + parent.name() + " sorts it " + parentPart.order(),
                        "use the parent's sort order for inherited key columns");
            }
        }
    }

    private void requireValidIndexes() {
        Set<String> names = new HashSet<>();
        for (IndexDefinition index : indexes) {
            if (!names.add(key(index.name()))) {
                throw SchemaProblem.inIndex(index.table(), index.name(), "two indexes have this name; Spanner index "
                        + "names are unique in the whole database", "give each index its own name");
            }
            if (tablesByName.containsKey(key(index.name()))) {
                throw SchemaProblem.inIndex(index.table(), index.name(), "a table has the same name as this index",
                        "rename the index");
            }
            TableDefinition table = table(index.table()).orElseThrow(() -> SchemaProblem.inIndex(index.table(),
                    index.name(), "the indexed table does not exist", "index a mapped table"));
            for (KeyPart part : index.columns()) {
                requireColumn(table, index, part.column(), "indexes");
            }
            for (String stored : index.storing()) {
                requireColumn(table, index, stored, "stores");
                if (table.isKeyColumn(stored)) {
                    throw SchemaProblem.inIndex(table.name(), index.name(), "it stores " + stored
                            + ", a primary key column; every index already contains the whole primary key",
                            "remove " + stored + " from storing");
                }
                if (index.columns().stream().anyMatch(part -> part.column().equalsIgnoreCase(stored))) {
                    throw SchemaProblem.inIndex(table.name(), index.name(), "it stores " + stored
                            + ", which is already an indexed column", "remove " + stored + " from storing");
                }
            }
            index.interleaveIn().ifPresent(parent -> requireIndexInterleave(table, index, parent));
        }
    }

    private static void requireColumn(TableDefinition table, IndexDefinition index, String column, String verb) {
        if (table.column(column).isEmpty()) {
            throw SchemaProblem.inIndex(table.name(), index.name(), "it " + verb + " column " + column
                    + ", which " + table.name() + " does not have (columns: "
                    + String.join(", ", table.columns().stream().map(ColumnDefinition::name).toList()) + ")",
                    "use the physical column name");
        }
    }

    private void requireIndexInterleave(TableDefinition table, IndexDefinition index, String parentName) {
        boolean self = table.isNamed(parentName);
        Optional<TableDefinition> parent = self ? Optional.of(table)
                : ancestors(table.name()).stream().filter(t -> t.isNamed(parentName)).findFirst();
        if (parent.isEmpty()) {
            List<String> allowed = new ArrayList<>();
            allowed.add(table.name());
            ancestors(table.name()).forEach(t -> allowed.add(t.name()));
            throw SchemaProblem.inIndex(table.name(), index.name(), "it is interleaved in " + parentName
                    + ", which is not " + table.name() + " or one of its ancestors",
                    "interleave it in one of " + String.join(", ", allowed) + ", or not at all");
        }
        List<KeyPart> parentKey = parent.get().primaryKey();
        for (int i = 0; i < parentKey.size(); i++) {
            if (i >= index.columns().size() || !index.columns().get(i).column().equalsIgnoreCase(parentKey.get(i).column())) {
                throw SchemaProblem.inIndex(table.name(), index.name(), "it is interleaved in " + parent.get().name()
                        + ", so its columns must start with that table's key " + describeKey(parentKey),
                        "list " + describeKey(parentKey) + " first in columns");
            }
        }
    }

    /** {@code (SingerId, AlbumId DESC)}. */
    public static String describeKey(List<KeyPart> key) {
        List<String> parts = new ArrayList<>();
        for (KeyPart part : key) {
            parts.add(part.column() + (part.isDescending() ? " DESC" : ""));
        }
        return "(" + String.join(", ", parts) + ")";
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
