package dev.spannerkeys.hibernate.schematool;

import dev.spannerkeys.schema.Interleave;
import dev.spannerkeys.schema.KeyPart;
import dev.spannerkeys.schema.OnDelete;
import dev.spannerkeys.schema.SchemaModel;
import dev.spannerkeys.schema.SortOrder;
import dev.spannerkeys.schema.TableDefinition;
import dev.spannerkeys.hibernate.config.DatabaseNaming;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Compares the primary keys and interleaving of existing tables with the schema model. Neither can
 * be changed in place without rewriting the table, so schema update reports a difference instead of
 * applying it, and schema validation fails on it.
 */
final class DatabaseKeys {

    private final Map<String, List<KeyPart>> keys = new HashMap<>();
    private final Map<String, String> parents = new HashMap<>();
    private final Map<String, String> onDelete = new HashMap<>();

    private final DatabaseNaming naming;

    private DatabaseKeys(DatabaseNaming naming) {
        this.naming = naming;
    }

    /**
     * Reads the keys and parents of the tables in the schemas {@code model}'s tables live in, from
     * INFORMATION_SCHEMA, keyed by schema and table as the database stores them.
     */
    static DatabaseKeys read(Connection connection, DatabaseNaming naming, SchemaModel model) throws SQLException {
        DatabaseKeys database = new DatabaseKeys(naming);
        Set<String> schemas = new TreeSet<>();
        model.tables().forEach(table -> schemas.add(naming.storedSchema(table.name())));
        for (String schema : schemas) {
            try (PreparedStatement keys = connection.prepareStatement("SELECT TABLE_NAME, COLUMN_NAME, COLUMN_ORDERING "
                    + "FROM INFORMATION_SCHEMA.INDEX_COLUMNS WHERE TABLE_SCHEMA = ? "
                    + "AND INDEX_NAME = 'PRIMARY_KEY' ORDER BY TABLE_NAME, ORDINAL_POSITION")) {
                keys.setString(1, schema);
                try (ResultSet rows = keys.executeQuery()) {
                    while (rows.next()) {
                        database.keys.computeIfAbsent(key(schema, rows.getString(1)), table -> new ArrayList<>())
                                .add(new KeyPart(rows.getString(2),
                                        "DESC".equalsIgnoreCase(rows.getString(3)) ? SortOrder.DESC : SortOrder.ASC));
                    }
                }
            }
            try (PreparedStatement tables = connection.prepareStatement("SELECT TABLE_NAME, PARENT_TABLE_NAME, "
                    + "ON_DELETE_ACTION FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = ?")) {
                tables.setString(1, schema);
                try (ResultSet rows = tables.executeQuery()) {
                    while (rows.next()) {
                        String parent = rows.getString(2);
                        if (parent != null && !parent.isEmpty()) {
                            database.parents.put(key(schema, rows.getString(1)), parent);
                            database.onDelete.put(key(schema, rows.getString(1)), rows.getString(3));
                        }
                    }
                }
            }
        }
        return database;
    }

    /** One line per existing table whose key or interleaving differs from the model. */
    List<String> differences(SchemaModel model) {
        List<String> differences = new ArrayList<>();
        for (TableDefinition table : model.tables()) {
            List<KeyPart> existingKey = keys.get(key(table));
            if (existingKey == null) {
                continue;
            }
            if (!sameKey(existingKey, table.primaryKey())) {
                differences.add("table " + table.name() + ": the database has PRIMARY KEY "
                        + SchemaModel.describeKey(existingKey) + ", the mapping declares PRIMARY KEY "
                        + SchemaModel.describeKey(table.primaryKey()));
            }
            String existingParent = describeParent(parents.get(key(table)), onDelete.get(key(table)));
            String declaredParent = table.interleave().map(DatabaseKeys::describe).orElse("not interleaved");
            if (!sameParent(table)) {
                differences.add("table " + table.name() + ": the database table is " + existingParent
                        + ", the mapping declares " + declaredParent);
            }
        }
        return differences;
    }

    private boolean sameParent(TableDefinition table) {
        String parent = parents.get(key(table));
        if (table.interleave().isEmpty()) {
            return parent == null;
        }
        Interleave interleave = table.interleave().get();
        if (parent == null || !parent.equalsIgnoreCase(interleave.parentTable())) {
            return false;
        }
        return !interleave.parentConstraint() || onDeleteAction(interleave).equalsIgnoreCase(onDelete.get(key(table)));
    }

    private static boolean sameKey(List<KeyPart> existing, List<KeyPart> declared) {
        if (existing.size() != declared.size()) {
            return false;
        }
        for (int i = 0; i < existing.size(); i++) {
            if (!existing.get(i).column().equalsIgnoreCase(declared.get(i).column())
                    || existing.get(i).order() != declared.get(i).order()) {
                return false;
            }
        }
        return true;
    }

    private static String describeParent(String parent, String action) {
        if (parent == null) {
            return "not interleaved";
        }
        return action == null ? "interleaved in " + parent
                : "interleaved in parent " + parent + " on delete " + action.toLowerCase(Locale.ROOT);
    }

    private static String describe(Interleave interleave) {
        return describeParent(interleave.parentTable(), interleave.parentConstraint() ? onDeleteAction(interleave) : null);
    }

    private static String onDeleteAction(Interleave interleave) {
        return interleave.onDelete() == OnDelete.CASCADE ? "CASCADE" : "NO ACTION";
    }

    /** A table of the model, keyed as {@link #read} keys the database's tables. */
    private String key(TableDefinition table) {
        return key(naming.storedSchema(table.name()), table.name());
    }

    /** Spanner names are case-insensitive in GoogleSQL; PostgreSQL's stored names are compared alike. */
    private static String key(String schema, String table) {
        return schema.toLowerCase(Locale.ROOT) + '.' + table.toLowerCase(Locale.ROOT);
    }
}
