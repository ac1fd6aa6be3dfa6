package dev.spannerkeys.zoo;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What a database's INFORMATION_SCHEMA says about its tables, columns (with types, nullability,
 * defaults and generation), keys and interleaving, indexes and their columns, constraints and
 * sequences, as sorted lines per section, so two schemas compare with {@code equals} and a
 * difference prints readably.
 */
public record InformationSchema(Map<String, List<String>> sections) {

    /** Flyway's history table. */
    public static final String FLYWAY_HISTORY = "flyway_schema_history";

    /** The NOT NULL checks of the columns of Flyway's history table, which name no table. */
    private static final Pattern FLYWAY_HISTORY_CHECKS = Pattern.compile(
            "(installed_rank|description|type|script|installed_by|installed_on|execution_time|success) IS NOT NULL");

    /** The NOT NULL checks of the columns of Liquibase's history and lock tables, which name no table. */
    private static final Pattern LIQUIBASE_HISTORY_CHECKS = Pattern.compile("(?i).*\\b(ID|AUTHOR|FILENAME|DATEEXECUTED|"
            + "ORDEREXECUTED|EXECTYPE|LOCKED) IS NOT NULL.*");

    /**
     * Reads the schema of {@code database}: the default schema and every named schema. An object in a named
     * schema is listed by its qualified name ({@code billing.Customers}), one in the default schema by its bare
     * name; references to other objects (interleave parents, index parents) are the bare names
     * {@code INFORMATION_SCHEMA} gives.
     */
    public static InformationSchema read(EmulatorDatabase database) {
        boolean google = database.dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL;
        String userSchemas = " not in " + (google ? "('INFORMATION_SCHEMA', 'SPANNER_SYS')"
                : "('information_schema', 'pg_catalog', 'spanner_sys')");
        String tableSchema = "table_schema" + userSchemas;
        // Each query's first column is the schema, which qualifies the second (a name).
        Map<String, String> queries = new LinkedHashMap<>();
        queries.put("tables", "select table_schema, table_name, parent_table_name, on_delete_action "
                + "from information_schema.tables where " + tableSchema);
        queries.put("columns", "select table_schema, table_name, column_name, ordinal_position, spanner_type, is_nullable, "
                + "column_default, generation_expression, is_stored from information_schema.columns where " + tableSchema);
        queries.put("indexes", "select table_schema, table_name, index_name, index_type, parent_table_name, is_unique, "
                + "is_null_filtered from information_schema.indexes where " + tableSchema);
        queries.put("index columns", "select table_schema, table_name, index_name, column_name, ordinal_position, "
                + "column_ordering from information_schema.index_columns where " + tableSchema);
        queries.put("constraints", "select table_schema, table_name, constraint_type, constraint_name from "
                + "information_schema.table_constraints where " + tableSchema + " and constraint_type <> 'CHECK'");
        queries.put("foreign key columns", "select k.table_schema, k.constraint_name, k.table_name, k.column_name, "
                + "k.ordinal_position from information_schema.key_column_usage k join information_schema.table_constraints c "
                + "on c.constraint_name = k.constraint_name and c.constraint_schema = k.constraint_schema "
                + "where c.constraint_type = 'FOREIGN KEY' and k." + tableSchema);
        queries.put("checks", "select constraint_schema, check_clause from information_schema.check_constraints where "
                + "constraint_schema" + userSchemas);
        queries.put("sequences", google ? "select schema, name, data_type from information_schema.sequences"
                : "select sequence_schema, sequence_name, data_type from information_schema.sequences");
        if (google) {
            queries.put("sequence options", "select schema, name, option_name, option_value "
                    + "from information_schema.sequence_options");
        }
        Map<String, List<String>> sections = new LinkedHashMap<>();
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                Statement statement = connection.createStatement()) {
            for (Map.Entry<String, String> query : queries.entrySet()) {
                sections.put(query.getKey(), rows(statement, query.getValue()));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot read INFORMATION_SCHEMA of " + database + ": " + e.getMessage(), e);
        }
        return new InformationSchema(sections);
    }

    /** The rows of {@code sql}, whose first column (a schema) qualifies the second; sorted. */
    private static List<String> rows(Statement statement, String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (ResultSet result = statement.executeQuery(sql)) {
            int columns = result.getMetaData().getColumnCount();
            while (result.next()) {
                StringBuilder row = new StringBuilder(qualified(result.getString(1), result.getString(2)));
                for (int i = 3; i <= columns; i++) {
                    row.append(" | ").append(result.getString(i));
                }
                rows.add(row.toString());
            }
        }
        Collections.sort(rows);
        return List.copyOf(rows);
    }

    /** {@code name} in a named schema as {@code schema.name}; in the default schema ('' or public) bare. */
    private static String qualified(String schema, String name) {
        return schema == null || schema.isEmpty() || schema.equals("public") ? name : schema + "." + name;
    }

    /**
     * The sections to compare with a schema Hibernate created: without Flyway's history table (its
     * rows and the checks of its columns) and without column positions (added columns come last).
     */
    public Map<String, List<String>> withoutFlywayHistory() {
        return withoutHistory(FLYWAY_HISTORY, FLYWAY_HISTORY_CHECKS);
    }

    /** The same without Liquibase's history and lock tables ({@code DATABASECHANGELOG*}). */
    public Map<String, List<String>> withoutLiquibaseHistory() {
        return withoutHistory("databasechangelog", LIQUIBASE_HISTORY_CHECKS);
    }

    private Map<String, List<String>> withoutHistory(String historyTable, Pattern historyChecks) {
        Map<String, List<String>> comparable = new LinkedHashMap<>();
        sections.forEach((section, rows) -> comparable.put(section, rows.stream()
                .filter(row -> !row.toLowerCase(Locale.ROOT).contains(historyTable))
                .filter(row -> !(section.equals("checks") && historyChecks.matcher(row).matches()))
                .map(row -> section.equals("columns") ? withoutPosition(row) : row).sorted().toList()));
        return comparable;
    }

    private static String withoutPosition(String row) {
        List<String> fields = new ArrayList<>(List.of(row.split(" \\| ", -1)));
        fields.remove(2);
        return String.join(" | ", fields);
    }

    /** Whether the database has no table, index or sequence of its own. */
    public boolean isEmpty() {
        return sections.get("tables").isEmpty() && sections.get("sequences").isEmpty();
    }

    /** The number of tables. */
    public int tableCount() {
        return sections.get("tables").size();
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        sections.forEach((section, rows) -> {
            text.append(section).append(":\n");
            rows.forEach(row -> text.append("  ").append(row).append('\n'));
        });
        return text.toString();
    }
}
