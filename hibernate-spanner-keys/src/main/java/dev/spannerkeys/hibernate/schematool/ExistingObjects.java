package dev.spannerkeys.hibernate.schematool;

import dev.spannerkeys.schema.SqlDialect;
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
 * warning with a stack trace, and a failing statement ends its DDL batch.
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

    /** Reads the names from INFORMATION_SCHEMA, with single-use reads. */
    static ExistingObjects read(Connection connection, SqlDialect dialect) throws SQLException {
        // The default schema is '' in GoogleSQL and 'public' in PostgreSQL: a constant, not user input.
        String schema = dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "''" : "'public'";
        ExistingObjects existing = new ExistingObjects();
        try (Statement statement = connection.createStatement()) {
            collect(statement, "select table_name from information_schema.tables where table_schema = " + schema,
                    existing.tables);
            collect(statement, "select index_name from information_schema.indexes where table_schema = " + schema
                    + " and index_type = 'INDEX'", existing.indexes);
            collect(statement, "select constraint_name from information_schema.table_constraints where table_schema = "
                    + schema, existing.constraints);
            collect(statement, dialect == SqlDialect.GOOGLE_STANDARD_SQL
                    ? "select name from information_schema.sequences"
                    : "select sequence_name from information_schema.sequences", existing.sequences);
        }
        return existing;
    }

    private static void collect(Statement statement, String sql, Set<String> names) throws SQLException {
        try (ResultSet rows = statement.executeQuery(sql)) {
            while (rows.next()) {
                names.add(key(rows.getString(1)));
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
            return tables.contains(key(constraint.group(1))) && constraints.contains(key(constraint.group(2)));
        }
        return true;
    }

    private static String key(String name) {
        String unquoted = name.startsWith("\"") || name.startsWith("`") ? name.substring(1, name.length() - 1) : name;
        return unquoted.toLowerCase(Locale.ROOT);
    }
}
