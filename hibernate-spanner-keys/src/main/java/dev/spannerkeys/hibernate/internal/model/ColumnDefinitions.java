package dev.spannerkeys.hibernate.internal.model;

import dev.spannerkeys.internal.schema.SchemaProblem;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.hibernate.mapping.Column;

/**
 * Refuses an explicit {@code @Column(columnDefinition = ...)} whose type belongs to the other SQL
 * dialect: the definition is printed as written, so a GoogleSQL type in a PostgreSQL-dialect schema
 * (or the reverse) would reach the database, or a script, unnoticed. Types both dialects know
 * ({@code NUMERIC}, {@code DATE}, {@code BOOL}) and types this class does not know pass unchanged.
 */
final class ColumnDefinitions {

    /** GoogleSQL type names a PostgreSQL-dialect database lacks, with the PostgreSQL-dialect type to use. */
    private static final Map<String, String> GOOGLE_ONLY = Map.ofEntries(
            Map.entry("int64", "bigint"), Map.entry("float64", "double precision"), Map.entry("float32", "real"),
            Map.entry("string", "varchar(n) or text"), Map.entry("bytes", "bytea"), Map.entry("json", "jsonb"),
            Map.entry("array", "element type followed by []"), Map.entry("timestamp", "timestamptz"),
            Map.entry("struct", "no equivalent"), Map.entry("proto", "no equivalent"),
            Map.entry("tokenlist", "no equivalent"));

    /** PostgreSQL type names a GoogleSQL database lacks, with the GoogleSQL type to use. */
    private static final Map<String, String> POSTGRESQL_ONLY = Map.ofEntries(
            Map.entry("bigint", "INT64"), Map.entry("int8", "INT64"), Map.entry("integer", "INT64"),
            Map.entry("int", "INT64"), Map.entry("int4", "INT64"), Map.entry("smallint", "INT64"),
            Map.entry("int2", "INT64"), Map.entry("varchar", "STRING(n)"), Map.entry("character", "STRING(n)"),
            Map.entry("char", "STRING(n)"), Map.entry("text", "STRING(MAX)"), Map.entry("bytea", "BYTES(n)"),
            Map.entry("boolean", "BOOL"), Map.entry("double", "FLOAT64"), Map.entry("float8", "FLOAT64"),
            Map.entry("float", "FLOAT64"), Map.entry("float4", "FLOAT32"), Map.entry("real", "FLOAT32"),
            Map.entry("decimal", "NUMERIC"), Map.entry("timestamptz", "TIMESTAMP"), Map.entry("jsonb", "JSON"),
            Map.entry("serial", "INT64 with a sequence"), Map.entry("bigserial", "INT64 with a sequence"));

    private ColumnDefinitions() {
    }

    /**
     * Checks the explicit definition of {@code column}, if it has one, against {@code dialect}.
     *
     * @throws SchemaProblem naming table and column (the bootstrap error names entity and attribute)
     */
    static void requireDialect(String table, Column column, SqlDialect dialect) {
        String definition = column.getSqlType();
        if (definition == null || definition.isBlank()) {
            return;
        }
        foreignType(definition, dialect).ifPresent(fix -> {
            String other = dialect == SqlDialect.POSTGRESQL ? "GoogleSQL" : "PostgreSQL";
            String mine = dialect == SqlDialect.POSTGRESQL ? "PostgreSQL-dialect" : "GoogleSQL";
            throw SchemaProblem.inColumn(table, column.getName(), "@Column(columnDefinition = \"" + definition
                    + "\") is a " + other + " type, which a " + mine + " database does not have",
                    "write the " + mine + " type (" + fix + "), or remove columnDefinition and let the dialect "
                    + "choose the type, which works in both dialects");
        });
    }

    /** The type to use instead, when {@code definition} starts with a type of the other dialect. */
    static Optional<String> foreignType(String definition, SqlDialect dialect) {
        String text = definition.strip().toLowerCase(Locale.ROOT);
        int end = 0;
        while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '_')) {
            end++;
        }
        String word = text.substring(0, end);
        String rest = text.substring(end).strip();
        if (dialect == SqlDialect.POSTGRESQL) {
            if (word.equals("timestamp") && rest.replaceFirst("^\\(\\s*\\d+\\s*\\)", "").strip()
                    .startsWith("with time zone")) {
                return Optional.empty();
            }
            return Optional.ofNullable(GOOGLE_ONLY.get(word));
        }
        if (text.contains("[]") || text.matches(".*\\barray\\s*$")) {
            return Optional.of("ARRAY<element type>");
        }
        if (word.equals("timestamp") && text.contains("with time zone")) {
            return Optional.of("TIMESTAMP");
        }
        return Optional.ofNullable(POSTGRESQL_ONLY.get(word));
    }
}
