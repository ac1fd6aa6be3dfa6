package dev.spannerkeys.hibernate.internal.mutations;

import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * An index of the keys a transaction's captured inserts write, per table: it answers whether an update
 * addresses a row the transaction itself inserted (then a versioned update needs no version check). A
 * table's keys are collected when it is first asked about and kept in step with later captures; the
 * whole index is dropped whenever captured writes leave (run as DML, handed to Spanner, refused,
 * discarded), to be built again if asked.
 *
 * <p>Confined to its transaction's session; not thread-safe.
 */
final class InsertedKeys {

    private final Map<String, TableKeys> tables = new HashMap<>();

    /** Adds the keys {@code write} inserts into tables already indexed. */
    void add(PendingWrite write) {
        if (tables.isEmpty()) {
            return;
        }
        for (Mutation mutation : write.mutations()) {
            TableKeys keys = tables.get(mutation.getTable());
            if (keys != null) {
                keys.add(mutation);
            }
        }
    }

    /**
     * Whether {@code update}'s row is one that one of {@code captured} inserts: the same table and the
     * same values in {@code keyColumns}.
     */
    boolean contains(Mutation update, List<String> keyColumns, List<PendingWrite> captured) {
        TableKeys keys = tables.get(update.getTable());
        if (keys == null || !keys.columns().equals(keyColumns)) {
            keys = new TableKeys(keyColumns, new HashSet<>());
            for (PendingWrite write : captured) {
                for (Mutation mutation : write.mutations()) {
                    if (mutation.getTable().equals(update.getTable())) {
                        keys.add(mutation);
                    }
                }
            }
            tables.put(update.getTable(), keys);
        }
        List<Value> key = keyOf(update, keyColumns);
        return key != null && keys.keys().contains(key);
    }

    /** Forgets every table's keys. */
    void clear() {
        tables.clear();
    }

    /**
     * The key values of one table's captured inserts.
     *
     * @param columns the table's key columns, as the database spells them
     */
    private record TableKeys(List<String> columns, Set<List<Value>> keys) {

        void add(Mutation mutation) {
            if (mutation.getOperation() == Mutation.Op.INSERT) {
                List<Value> key = keyOf(mutation, columns);
                if (key != null) {
                    keys.add(key);
                }
            }
        }
    }

    /**
     * {@code mutation}'s values of {@code columns}, or {@code null} if it lacks one. Mutations name
     * columns as Hibernate spells them, the database's key columns as it does: compared
     * case-insensitively.
     */
    private static List<Value> keyOf(Mutation mutation, List<String> columns) {
        if (columns.isEmpty()) {
            return null;
        }
        Map<String, Value> values = new HashMap<>();
        mutation.asMap().forEach((column, value) -> values.put(column.toLowerCase(Locale.ROOT), value));
        List<Value> key = new ArrayList<>(columns.size());
        for (String column : columns) {
            Value value = values.get(column.toLowerCase(Locale.ROOT));
            if (value == null) {
                return null;
            }
            key.add(value);
        }
        return key;
    }
}
