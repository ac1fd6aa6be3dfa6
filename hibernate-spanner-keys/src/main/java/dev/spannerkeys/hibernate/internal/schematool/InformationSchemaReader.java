package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.hibernate.internal.config.DatabaseNaming;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import dev.spannerkeys.internal.schema.live.ForeignKeyDefinition;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import dev.spannerkeys.internal.schema.live.InformationSchema;
import dev.spannerkeys.internal.schema.live.InformationSchema.CheckRow;
import dev.spannerkeys.internal.schema.live.InformationSchema.ColumnRow;
import dev.spannerkeys.internal.schema.live.InformationSchema.DatabaseOptionRow;
import dev.spannerkeys.internal.schema.live.InformationSchema.ForeignKeyColumnRow;
import dev.spannerkeys.internal.schema.live.InformationSchema.IndexColumnRow;
import dev.spannerkeys.internal.schema.live.InformationSchema.IndexRow;
import dev.spannerkeys.internal.schema.live.InformationSchema.SequenceRow;
import dev.spannerkeys.internal.schema.live.InformationSchema.TableRow;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Reads the schema of a live Spanner database from {@code INFORMATION_SCHEMA} into a
 * {@link DatabaseSchema}, for a GoogleSQL or a PostgreSQL-dialect database: tables, columns (type as
 * {@code SPANNER_TYPE}, nullability, default, generated expression, identity with its options where
 * reported), primary keys with {@code DESC} parts, interleaving with {@code ON DELETE}, checks, secondary
 * indexes (unique, null-filtered, stored columns, interleaving, column order), sequences with their options,
 * foreign keys (also those referencing a table in another schema), and of the database as a whole its
 * schemas and {@code default_sequence_kind}. Interpretation of the rows is {@link InformationSchema}'s.
 *
 * <p>About fifteen single-use queries on the given connection, in autocommit mode (no read-write transaction,
 * which the emulator would serialize against the application's). Each view is read with
 * {@code SELECT *} and its columns picked by name, so a column a Spanner version does not have (the
 * emulator has no {@code filter} on PostgreSQL indexes, older versions no {@code INTERLEAVE_TYPE})
 * reads as NULL instead of failing. Views and named schemas other than the ones asked for are not read,
 * except for the referenced keys of foreign keys into another schema.
 */
public final class InformationSchemaReader {

    private final Connection connection;
    private final SqlDialect dialect;
    private final String schema;

    private InformationSchemaReader(Connection connection, SqlDialect dialect, String schema) {
        this.connection = connection;
        this.dialect = dialect;
        this.schema = schema;
    }

    /** The default schema of the database ({@code ''} in GoogleSQL, {@code public} in PostgreSQL). */
    public static DatabaseSchema read(Connection connection, SqlDialect dialect) throws SQLException {
        return read(connection, dialect, dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "" : "public");
    }

    /**
     * The schemas {@code model} lives in, read as one: each table, its indexes and foreign keys from the
     * schema {@code naming} places it in ({@code @Table(schema = ...)}, {@code hibernate.default_schema}),
     * each sequence likewise, and what the model does not map from the persistence unit's default schema.
     * A named schema that does not exist reads as empty.
     */
    public static DatabaseSchema read(Connection connection, SqlDialect dialect, DatabaseNaming naming,
            SchemaModel model) throws SQLException {
        String defaultSchema = naming.storedDefaultSchema();
        Set<String> schemas = new LinkedHashSet<>();
        schemas.add(defaultSchema);
        model.tables().forEach(table -> schemas.add(naming.storedSchema(table.name())));
        model.sequences().forEach(sequence -> schemas.add(naming.storedSequenceSchema(sequence.name())));
        if (schemas.size() == 1) {
            return read(connection, dialect, defaultSchema);
        }
        List<TableDefinition> tables = new ArrayList<>();
        List<IndexDefinition> indexes = new ArrayList<>();
        List<SequenceDefinition> sequences = new ArrayList<>();
        List<ForeignKeyDefinition> foreignKeys = new ArrayList<>();
        List<String> unread = new ArrayList<>();
        DatabaseSchema database = null;
        for (String schema : schemas) {
            DatabaseSchema read = read(connection, dialect, schema);
            database = read;
            Predicate<String> tableHere = name -> model.table(name).isPresent()
                    ? naming.storedSchema(name).equals(schema) : schema.equals(defaultSchema);
            Predicate<String> sequenceHere = name -> model.sequences().stream()
                    .anyMatch(sequence -> sequence.name().equalsIgnoreCase(name)) ? naming.storedSequenceSchema(name).equals(schema) : schema.equals(defaultSchema);
            read.tables().stream().filter(table -> tableHere.test(table.name())).forEach(tables::add);
            read.indexes().stream().filter(index -> tableHere.test(index.table())).forEach(indexes::add);
            read.sequences().stream().filter(sequence -> sequenceHere.test(sequence.name())).forEach(sequences::add);
            read.foreignKeys().stream().filter(key -> tableHere.test(key.table())).forEach(foreignKeys::add);
            read.unread().forEach(line -> unread.add(schema.equals(defaultSchema) ? line
                    : "in schema " + schema + ": " + line));
        }
        return new DatabaseSchema(dialect, tables, indexes, sequences, foreignKeys, unread)
                .withDatabase(database.schemas(), database.defaultSequenceKind());
    }

    /** One named schema of the database. */
    public static DatabaseSchema read(Connection connection, SqlDialect dialect, String schema) throws SQLException {
        boolean autoCommit = connection.getAutoCommit();
        try {
            connection.setAutoCommit(true);
            return new InformationSchemaReader(connection, dialect, schema).read();
        } finally {
            connection.setAutoCommit(autoCommit);
        }
    }

    private DatabaseSchema read() throws SQLException {
        InformationSchema rows = new InformationSchema(dialect);
        for (Row row : query("SELECT * FROM information_schema.tables WHERE table_schema = ?")) {
            if ("BASE TABLE".equalsIgnoreCase(row.text("table_type"))) {
                rows.add(new TableRow(row.text("table_name"), row.text("parent_table_name"), row.text("on_delete_action"),
                        row.text("interleave_type")));
            }
        }
        for (Row row : query("SELECT * FROM information_schema.columns WHERE table_schema = ?")) {
            rows.add(new ColumnRow(row.text("table_name"), row.text("column_name"), row.number("ordinal_position"),
                    row.text("spanner_type"), row.flag("is_nullable"), row.text("column_default"),
                    row.text("generation_expression"), row.flag("is_identity"), row.flag("is_hidden"),
                    row.text("identity_kind"), row.numberOrNull("identity_start_with_counter"),
                    row.numberOrNull("identity_skip_range_min"), row.numberOrNull("identity_skip_range_max")));
        }
        for (Row row : query("SELECT * FROM information_schema.column_options WHERE table_schema = ?")) {
            rows.add(new InformationSchema.ColumnOptionRow(row.text("table_name"), row.text("column_name"),
                    row.text("option_name"), row.text("option_value")));
        }
        for (Row row : query("SELECT * FROM information_schema.indexes WHERE table_schema = ?")) {
            rows.add(new IndexRow(row.text("table_name"), row.text("index_name"), row.text("parent_table_name"),
                    row.flag("is_unique"), row.flag("is_null_filtered"), row.flag("spanner_is_managed"),
                    row.text("filter")));
        }
        for (Row row : query("SELECT * FROM information_schema.index_columns WHERE table_schema = ?")) {
            rows.add(new IndexColumnRow(row.text("table_name"), row.text("index_name"), row.text("column_name"),
                    row.numberOrNull("ordinal_position"), row.text("column_ordering"), row.flag("is_nullable")));
        }
        for (Row row : query("SELECT tc.table_name, cc.constraint_name, cc.check_clause "
                + "FROM information_schema.table_constraints AS tc JOIN information_schema.check_constraints AS cc "
                + "ON cc.constraint_name = tc.constraint_name AND cc.constraint_schema = tc.constraint_schema "
                + "WHERE tc.constraint_type = 'CHECK' AND tc.table_schema = ?")) {
            rows.add(new CheckRow(row.text("table_name"), row.text("constraint_name"), row.text("check_clause")));
        }
        sequences(rows);
        foreignKeys(rows);
        for (Row row : query("SELECT * FROM information_schema.database_options")) {
            rows.add(new DatabaseOptionRow(row.text("option_name"), row.text("option_value")));
        }
        schemas(connection, dialect).forEach(rows::addSchema);
        return rows.toSchema();
    }

    /**
     * The schemas the database has, as {@code INFORMATION_SCHEMA} names them: the rows of {@code SCHEMATA} and the
     * schemas of existing tables and sequences (the emulator's PostgreSQL dialect lists no named schema in
     * {@code SCHEMATA}).
     */
    public static Set<String> schemas(Connection connection, SqlDialect dialect) throws SQLException {
        Set<String> names = new LinkedHashSet<>();
        try (Statement statement = connection.createStatement()) {
            collect(statement, "SELECT schema_name FROM information_schema.schemata", names);
            collect(statement, "SELECT DISTINCT table_schema FROM information_schema.tables", names);
            collect(statement, dialect == SqlDialect.GOOGLE_STANDARD_SQL
                    ? "SELECT DISTINCT schema FROM information_schema.sequences"
                    : "SELECT DISTINCT sequence_schema FROM information_schema.sequences", names);
        }
        return names;
    }

    private static void collect(Statement statement, String sql, Set<String> names) throws SQLException {
        try (ResultSet rows = statement.executeQuery(sql)) {
            while (rows.next()) {
                if (rows.getString(1) != null) {
                    names.add(rows.getString(1));
                }
            }
        }
    }

    private void sequences(InformationSchema rows) throws SQLException {
        if (dialect == SqlDialect.POSTGRESQL) {
            for (Row row : query("SELECT * FROM information_schema.sequences WHERE sequence_schema = ?")) {
                rows.add(new SequenceRow(row.text("sequence_name"), row.text("sequence_kind"),
                        row.numberOrNull("counter_start_value"), row.numberOrNull("skip_range_min"),
                        row.numberOrNull("skip_range_max")));
            }
            return;
        }
        Map<String, Map<String, String>> options = new LinkedHashMap<>();
        for (Row row : query("SELECT * FROM information_schema.sequences WHERE schema = ?")) {
            options.put(row.text("name"), new HashMap<>());
        }
        for (Row row : query("SELECT * FROM information_schema.sequence_options WHERE schema = ?")) {
            options.computeIfAbsent(row.text("name"), name -> new HashMap<>())
                    .put(row.text("option_name").toLowerCase(Locale.ROOT), row.text("option_value"));
        }
        options.forEach((name, values) -> rows.add(new SequenceRow(name, values.get("sequence_kind"),
                parse(values.get("start_with_counter")), parse(values.get("skip_range_min")),
                parse(values.get("skip_range_max")))));
    }

    private void foreignKeys(InformationSchema rows) throws SQLException {
        // (schema, constraint name) -> (table, column per ordinal position), for both sides of every foreign key:
        // the referenced key lives in the referenced table's schema, which may be another one.
        Map<String, String> tableOf = new HashMap<>();
        Map<String, Map<Long, String>> columnsOf = new HashMap<>();
        Map<String, Map<Long, Long>> referencedPositionOf = new HashMap<>();
        keyColumns(schema, tableOf, columnsOf, referencedPositionOf);
        Set<String> keySchemas = new HashSet<>(Set.of(schema));
        for (Row row : query("SELECT * FROM information_schema.referential_constraints WHERE constraint_schema = ?")) {
            String name = constraint(schema, row.text("constraint_name"));
            String uniqueName = row.text("unique_constraint_name");
            String uniqueSchema = row.text("unique_constraint_schema") == null ? schema : row.text("unique_constraint_schema");
            if (keySchemas.add(uniqueSchema)) {
                keyColumns(uniqueSchema, tableOf, columnsOf, referencedPositionOf);
            }
            if (!tableOf.containsKey(constraint(uniqueSchema, uniqueName))) {
                // The emulator reports the foreign key's own schema as UNIQUE_CONSTRAINT_SCHEMA even where the
                // referenced key lives in another one: find the key by its name, if one schema has it.
                Set<String> holders = new LinkedHashSet<>();
                for (Row key : query("SELECT DISTINCT constraint_schema FROM information_schema.key_column_usage "
                        + "WHERE constraint_name = ?", uniqueName)) {
                    holders.add(key.text("constraint_schema"));
                }
                if (holders.size() == 1) {
                    uniqueSchema = holders.iterator().next();
                    if (keySchemas.add(uniqueSchema)) {
                        keyColumns(uniqueSchema, tableOf, columnsOf, referencedPositionOf);
                    }
                }
            }
            String unique = constraint(uniqueSchema, uniqueName);
            Map<Long, String> columns = columnsOf.getOrDefault(name, Map.of());
            Map<Long, String> referenced = columnsOf.getOrDefault(unique, Map.of());
            for (Map.Entry<Long, String> column : columns.entrySet()) {
                String referencedColumn = referenced.get(referencedPositionOf.get(name).get(column.getKey()));
                if (referencedColumn != null && tableOf.get(unique) != null) {
                    rows.add(new ForeignKeyColumnRow(row.text("constraint_name"), tableOf.get(name), column.getValue(),
                            column.getKey(), uniqueSchema.equals(schema) ? null : uniqueSchema, tableOf.get(unique),
                            referencedColumn, row.text("delete_rule")));
                }
            }
        }
    }

    /** The key columns of every constraint in {@code keySchema}, keyed by {@link #constraint}. */
    private void keyColumns(String keySchema, Map<String, String> tableOf, Map<String, Map<Long, String>> columnsOf,
            Map<String, Map<Long, Long>> referencedPositionOf) throws SQLException {
        for (Row row : query("SELECT * FROM information_schema.key_column_usage WHERE constraint_schema = ?", keySchema)) {
            String constraint = constraint(keySchema, row.text("constraint_name"));
            long position = row.number("ordinal_position");
            tableOf.put(constraint, row.text("table_name"));
            columnsOf.computeIfAbsent(constraint, name -> new HashMap<>()).put(position, row.text("column_name"));
            Long referencedPosition = row.numberOrNull("position_in_unique_constraint");
            referencedPositionOf.computeIfAbsent(constraint, name -> new HashMap<>())
                    .put(position, referencedPosition == null ? position : referencedPosition);
        }
    }

    /** A constraint's name within the database: names repeat across schemas ({@code PK_Customers} in each). */
    private static String constraint(String schema, String name) {
        return schema + "." + name;
    }

    /** The rows of {@code sql}; its one parameter, if it has one, is the schema read. */
    private List<Row> query(String sql) throws SQLException {
        return sql.contains("?") ? query(sql, schema) : query(sql, new String[0]);
    }

    private List<Row> query(String sql, String... parameters) throws SQLException {
        List<Row> rows = new ArrayList<>();
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                statement.setString(i + 1, parameters[i]);
            }
            try (ResultSet result = statement.executeQuery()) {
                ResultSetMetaData meta = result.getMetaData();
                Map<String, Integer> labels = new HashMap<>();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    labels.put(meta.getColumnLabel(i).toLowerCase(Locale.ROOT), i);
                }
                while (result.next()) {
                    Map<String, Object> values = new HashMap<>();
                    for (Map.Entry<String, Integer> label : labels.entrySet()) {
                        values.put(label.getKey(), result.getObject(label.getValue()));
                    }
                    rows.add(new Row(values));
                }
            }
        }
        return rows;
    }

    private static Long parse(String value) {
        return value == null || value.isBlank() ? null : Long.valueOf(value.trim());
    }

    /** One row, its values by lower-case column label; a label the view does not have reads as NULL. */
    private record Row(Map<String, Object> values) {

        String text(String label) {
            Object value = values.get(label);
            return value == null ? null : value.toString();
        }

        Long numberOrNull(String label) {
            Object value = values.get(label);
            if (value == null) {
                return null;
            }
            return value instanceof Number number ? number.longValue() : parse(value.toString());
        }

        long number(String label) {
            Long value = numberOrNull(label);
            return value == null ? 0 : value;
        }

        /** GoogleSQL reports BOOL, PostgreSQL {@code 'YES'} / {@code 'NO'} text. */
        boolean flag(String label) {
            Object value = values.get(label);
            if (value instanceof Boolean bool) {
                return bool;
            }
            return value != null && (value.toString().equalsIgnoreCase("YES") || value.toString().equalsIgnoreCase("true"));
        }
    }
}
