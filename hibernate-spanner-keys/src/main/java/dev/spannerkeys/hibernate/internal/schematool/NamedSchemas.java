package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.hibernate.internal.config.DatabaseNaming;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.sql.Connection;
import java.sql.SQLException;
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
 * <p>Which schemas exist is read by {@link InformationSchemaReader#schemas}.
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
        return InformationSchemaReader.schemas(connection, dialect);
    }

    private static String unquote(String name) {
        String bare = name.endsWith(";") ? name.substring(0, name.length() - 1).strip() : name;
        if (bare.length() > 1 && (bare.charAt(0) == '"' || bare.charAt(0) == '`')) {
            return bare.substring(1, bare.length() - 1).toLowerCase(Locale.ROOT);
        }
        return bare.toLowerCase(Locale.ROOT);
    }
}
