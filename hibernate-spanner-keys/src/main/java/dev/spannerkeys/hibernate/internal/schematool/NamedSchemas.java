package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.hibernate.internal.config.DatabaseNaming;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The named schemas a persistence unit's objects live in ({@code @Table(schema = ...)},
 * {@code @SequenceGenerator(schema = ...)}, {@code hibernate.default_schema}), and the {@code CREATE SCHEMA}
 * statements a schema action puts before everything that lives in them: one per schema the database does not
 * have yet, and none for a schema another statement of the action already creates (Hibernate's own, with
 * {@code hibernate.hbm2ddl.create_namespaces}).
 *
 * <p>Which schemas exist is read from {@code INFORMATION_SCHEMA.SCHEMATA}, and from the schemas of existing
 * tables and sequences: the emulator's PostgreSQL dialect does not list named schemas in {@code SCHEMATA}.
 */
final class NamedSchemas {

    private final Map<String, String> schemas;
    private final String createCommand;

    private NamedSchemas(Map<String, String> schemas, String createCommand) {
        this.schemas = schemas;
        this.createCommand = createCommand;
    }

    /** The named schemas {@code naming}'s tables and sequences live in; {@code createCommand} is the dialect's. */
    static NamedSchemas of(DatabaseNaming naming, String createCommand) {
        return new NamedSchemas(naming.namedSchemas(), createCommand);
    }

    /**
     * {@code CREATE SCHEMA} for each named schema neither in {@code existing} (stored names) nor created by one
     * of {@code statements}, followed by {@code statements}.
     */
    List<String> createMissing(Set<String> existing, List<String> statements) {
        Set<String> created = new HashSet<>();
        for (String statement : statements) {
            String stripped = statement.strip();
            if (stripped.regionMatches(true, 0, createCommand, 0, createCommand.length())) {
                created.add(unquote(stripped.substring(createCommand.length()).strip()));
            }
        }
        Set<String> have = new HashSet<>();
        existing.forEach(name -> have.add(name.toLowerCase(Locale.ROOT)));
        List<String> result = new ArrayList<>();
        schemas.forEach((stored, printed) -> {
            String key = stored.toLowerCase(Locale.ROOT);
            if (!have.contains(key) && !created.contains(key)) {
                result.add(createCommand + printed);
            }
        });
        result.addAll(statements);
        return result;
    }

    /** Whether the persistence unit uses a named schema at all. */
    boolean any() {
        return !schemas.isEmpty();
    }

    /** The schemas the database has, as {@code INFORMATION_SCHEMA} names them. */
    static Set<String> existing(Connection connection, SqlDialect dialect) throws SQLException {
        Set<String> names = new HashSet<>();
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

    private static String unquote(String name) {
        String bare = name.endsWith(";") ? name.substring(0, name.length() - 1).strip() : name;
        if (bare.length() > 1 && (bare.charAt(0) == '"' || bare.charAt(0) == '`')) {
            return bare.substring(1, bare.length() - 1).toLowerCase(Locale.ROOT);
        }
        return bare.toLowerCase(Locale.ROOT);
    }
}
