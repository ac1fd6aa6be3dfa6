package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.internal.schema.SqlDialect;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names of the tables, indexes, constraints and sequences a database has, so that a drop sends
 * only statements for objects that exist. Hibernate's drop removes every foreign key before the
 * tables, without {@code IF EXISTS}; on a database that does not have the tables yet (the drop half
 * of {@code create} on a new database) each of those statements would fail and be logged as a
 * warning with a stack trace, and a failing statement ends its DDL batch. Names may be
 * schema-qualified and quoted, as the DDL writer prints them under a default schema.
 */
final class ExistingObjects {

    private static final Pattern DROP_OBJECT = Pattern.compile(
            "(?is)\\s*drop\\s+(table|index|sequence)\\s+(?:if\\s+exists\\s+)?(\\S+)\\s*");
    private static final Pattern DROP_CONSTRAINT = Pattern.compile(
            "(?is)\\s*alter\\s+table\\s+(?:if\\s+exists\\s+)?(\\S+)\\s+drop\\s+constraint\\s+(?:if\\s+exists\\s+)?(\\S+)\\s*");

    private final Set<String> tables = new HashSet<>();
    private final Set<String> indexes = new HashSet<>();
    private final Set<String> constraints = new HashSet<>();
    private final Set<String> sequences = new HashSet<>();

    private ExistingObjects() {
    }

    /**
     * Reads the names from INFORMATION_SCHEMA, in every schema of the database, with single-use
     * reads; names in the default schema ({@code ''}, {@code public}) are kept unqualified.
     */
    static ExistingObjects read(Connection connection, SqlDialect dialect) throws SQLException {
        boolean google = dialect == SqlDialect.GOOGLE_STANDARD_SQL;
        ExistingObjects existing = new ExistingObjects();
        try (Statement statement = connection.createStatement()) {
            collect(statement, "select table_schema, table_name from information_schema.tables", existing.tables);
            collect(statement, "select table_schema, index_name from information_schema.indexes "
                    + "where index_type = 'INDEX'", existing.indexes);
            collect(statement, "select constraint_schema, constraint_name from information_schema.table_constraints",
                    existing.constraints);
            // Column names differ by dialect (SCHEMA, NAME / sequence_schema, sequence_name): picked by name.
            try (ResultSet rows = statement.executeQuery("select * from information_schema.sequences")) {
                int schema = column(rows, google ? "schema" : "sequence_schema");
                int name = column(rows, google ? "name" : "sequence_name");
                while (rows.next()) {
                    existing.sequences.add(key(rows.getString(schema), rows.getString(name)));
                }
            }
        }
        return existing;
    }

    private static int column(ResultSet rows, String name) throws SQLException {
        for (int i = 1; i <= rows.getMetaData().getColumnCount(); i++) {
            if (rows.getMetaData().getColumnName(i).equalsIgnoreCase(name)) {
                return i;
            }
        }
        throw new SQLException("information_schema.sequences has no column " + name);
    }

    private static void collect(Statement statement, String sql, Set<String> names) throws SQLException {
        try (ResultSet rows = statement.executeQuery(sql)) {
            while (rows.next()) {
                names.add(key(rows.getString(1), rows.getString(2)));
            }
        }
    }

    /** The drop statements whose object exists, in their order; statements of another kind are kept. */
    List<String> present(List<String> statements) {
        List<String> present = new ArrayList<>();
        for (String statement : statements) {
            if (exists(statement)) {
                present.add(statement);
            }
        }
        return present;
    }

    private boolean exists(String statement) {
        Matcher object = DROP_OBJECT.matcher(statement);
        if (object.matches()) {
            String name = key(object.group(2));
            return switch (object.group(1).toLowerCase(Locale.ROOT)) {
                case "table" -> tables.contains(name);
                case "index" -> indexes.contains(name);
                default -> sequences.contains(name);
            };
        }
        Matcher constraint = DROP_CONSTRAINT.matcher(statement);
        if (constraint.matches()) {
            String table = key(constraint.group(1));
            String schema = table.contains(".") ? table.substring(0, table.indexOf('.')) : "";
            return tables.contains(table) && constraints.contains(key(schema, unquote(constraint.group(2))));
        }
        return true;
    }

    /** The key of a name as a statement prints it: optionally schema-qualified, parts optionally quoted. */
    private static String key(String printed) {
        List<String> parts = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        char quote = 0;
        for (char c : printed.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    part.append(c);
                }
            } else if (c == '"' || c == '`') {
                quote = c;
            } else if (c == '.') {
                parts.add(part.toString());
                part.setLength(0);
            } else {
                part.append(c);
            }
        }
        parts.add(part.toString());
        return parts.size() == 1 ? key("", parts.get(0)) : key(parts.get(parts.size() - 2), parts.get(parts.size() - 1));
    }

    private static String unquote(String name) {
        return name.length() > 1 && (name.charAt(0) == '"' || name.charAt(0) == '`') ? name.substring(1, name.length() - 1)
                : name;
    }

    private static String key(String schema, String name) {
        String owner = schema == null || schema.isEmpty() || schema.equalsIgnoreCase("public") ? ""
                : schema.toLowerCase(Locale.ROOT) + ".";
        return owner + name.toLowerCase(Locale.ROOT);
    }
}
