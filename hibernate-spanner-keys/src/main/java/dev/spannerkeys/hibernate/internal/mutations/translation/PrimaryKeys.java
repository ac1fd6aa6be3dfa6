package dev.spannerkeys.hibernate.internal.mutations.translation;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The primary-key columns of Spanner tables, in key order, read once per table from the database.
 *
 * <p>A delete mutation names its row by a {@code Key} whose parts must follow the table's key order.
 * Hibernate's model does not know that order (it is whatever the DDL said), so it is read from the
 * database: the Spanner JDBC driver answers {@link DatabaseMetaData#getPrimaryKeys} with a single-use
 * read-only query, which is allowed inside the read-write transaction being committed.
 *
 * <p>A table in a named schema is named {@code schema.table}, as a mutation names it.
 *
 * <p>Thread-safe; one instance per session factory.
 */
public final class PrimaryKeys {

    private final Map<String, List<String>> columnsByTable = new ConcurrentHashMap<>();

    /**
     * The key columns of {@code table} in key order, as the database spells them.
     *
     * @param table the table name as a mutation uses it
     * @throws NotExpressibleAsMutation if the database reports no primary key for the table
     */
    public List<String> of(String table, Connection connection) throws NotExpressibleAsMutation {
        List<String> columns = columnsByTable.get(table);
        if (columns == null) {
            columns = read(table, connection);
            columnsByTable.put(table, columns);
        }
        return columns;
    }

    private static List<String> read(String table, Connection connection) throws NotExpressibleAsMutation {
        // The driver matches names case-insensitively with LIKE: keep only the exact table, in its schema.
        int dot = table.lastIndexOf('.');
        String schema = dot < 0 ? "" : table.substring(0, dot);
        String name = table.substring(dot + 1);
        Map<Integer, String> columns = new TreeMap<>();
        try (ResultSet keys = connection.getMetaData().getPrimaryKeys(null, null, name.toUpperCase(Locale.ROOT))) {
            while (keys.next()) {
                if (keys.getString("TABLE_NAME").equalsIgnoreCase(name)
                        && inSchema(keys.getString("TABLE_SCHEM"), schema)) {
                    columns.put(keys.getInt("KEY_SEQ"), keys.getString("COLUMN_NAME"));
                }
            }
        } catch (SQLException e) {
            throw new NotExpressibleAsMutation("cannot read the primary key of table " + table, e);
        }
        if (columns.isEmpty()) {
            throw new NotExpressibleAsMutation("the database reports no primary key for table " + table);
        }
        return List.copyOf(new ArrayList<>(columns.values()));
    }

    /** Whether {@code reported} (the driver's TABLE_SCHEM) is {@code schema}; '' is the default schema. */
    static boolean inSchema(String reported, String schema) {
        boolean defaultSchema = reported == null || reported.isEmpty() || reported.equals("public");
        return schema.isEmpty() ? defaultSchema : schema.equalsIgnoreCase(reported);
    }
}
