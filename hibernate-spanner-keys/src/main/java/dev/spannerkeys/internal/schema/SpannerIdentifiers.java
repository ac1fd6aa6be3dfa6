package dev.spannerkeys.internal.schema;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks names before they are written into DDL, and ({@link Renderer}) prints them. Spanner identifiers start with a letter, continue
 * with letters, digits and underscores, are at most 128 characters long, and are not one of
 * GoogleSQL's reserved keywords (which would need quoting in every statement).
 */
public final class SpannerIdentifiers {

    private static final Pattern VALID = Pattern.compile("[A-Za-z][A-Za-z0-9_]{0,127}");

    /** GoogleSQL's reserved keywords, case-insensitive. */
    private static final Set<String> RESERVED = Set.of(
            "ALL", "AND", "ANY", "ARRAY", "AS", "ASC", "ASSERT_ROWS_MODIFIED", "AT", "BETWEEN", "BY", "CASE", "CAST",
            "COLLATE", "CONTAINS", "CREATE", "CROSS", "CUBE", "CURRENT", "DEFAULT", "DEFINE", "DESC", "DISTINCT",
            "ELSE", "END", "ENUM", "ESCAPE", "EXCEPT", "EXCLUDE", "EXISTS", "EXTRACT", "FALSE", "FETCH", "FOLLOWING",
            "FOR", "FROM", "FULL", "GROUP", "GROUPING", "GROUPS", "HASH", "HAVING", "IF", "IGNORE", "IN", "INNER",
            "INTERSECT", "INTERVAL", "INTO", "IS", "JOIN", "LATERAL", "LEFT", "LIKE", "LIMIT", "LOOKUP", "MERGE",
            "NATURAL", "NEW", "NO", "NOT", "NULL", "NULLS", "OF", "ON", "OR", "ORDER", "OUTER", "OVER", "PARTITION",
            "PRECEDING", "PROTO", "RANGE", "RECURSIVE", "RESPECT", "RIGHT", "ROLLUP", "ROWS", "SELECT", "SET", "SOME",
            "STRUCT", "TABLESAMPLE", "THEN", "TO", "TREAT", "TRUE", "UNBOUNDED", "UNION", "UNNEST", "USING", "WHEN",
            "WHERE", "WINDOW", "WITH", "WITHIN");

    /**
     * PostgreSQL's reserved keywords (both of its reserved categories, "reserved" and "reserved, can be
     * function or type"), case-insensitive: a PostgreSQL-dialect Spanner database rejects every one of them
     * as an unquoted table or column name (measured on the emulator, {@code PostgreSqlReservedWordsTest}),
     * where GoogleSQL accepts most of them. {@code SYSTEM_USER}, reserved in PostgreSQL 16, is accepted and
     * not listed.
     */
    private static final Set<String> POSTGRESQL_RESERVED = Set.of(
            "ALL", "ANALYSE", "ANALYZE", "AND", "ANY", "ARRAY", "AS", "ASC", "ASYMMETRIC", "AUTHORIZATION", "BINARY",
            "BOTH", "CASE", "CAST", "CHECK", "COLLATE", "COLLATION", "COLUMN", "CONCURRENTLY", "CONSTRAINT", "CREATE",
            "CROSS", "CURRENT_CATALOG", "CURRENT_DATE", "CURRENT_ROLE", "CURRENT_SCHEMA", "CURRENT_TIME",
            "CURRENT_TIMESTAMP", "CURRENT_USER", "DEFAULT", "DEFERRABLE", "DESC", "DISTINCT", "DO", "ELSE", "END",
            "EXCEPT", "FALSE", "FETCH", "FOR", "FOREIGN", "FREEZE", "FROM", "FULL", "GRANT", "GROUP", "HAVING",
            "ILIKE", "IN", "INITIALLY", "INNER", "INTERSECT", "INTO", "IS", "ISNULL", "JOIN", "LATERAL", "LEADING",
            "LEFT", "LIKE", "LIMIT", "LOCALTIME", "LOCALTIMESTAMP", "NATURAL", "NOT", "NOTNULL", "NULL", "OFFSET",
            "ON", "ONLY", "OR", "ORDER", "OUTER", "OVERLAPS", "PLACING", "PRIMARY", "REFERENCES", "RETURNING",
            "RIGHT", "SELECT", "SESSION_USER", "SIMILAR", "SOME", "SYMMETRIC", "TABLE", "TABLESAMPLE", "THEN", "TO",
            "TRAILING", "TRUE", "UNION", "UNIQUE", "USER", "USING", "VARIADIC", "VERBOSE", "WHEN", "WHERE", "WINDOW",
            "WITH");

    private SpannerIdentifiers() {
    }

    /**
     * The reserved keywords of {@code dialect}'s own SQL, upper case. GoogleSQL's are refused in every model,
     * through {@link #isValid}; PostgreSQL's, this list for {@code POSTGRESQL}, in addition where the model is
     * written for a PostgreSQL-dialect database.
     */
    public static Set<String> reservedKeywords(SqlDialect dialect) {
        return dialect == SqlDialect.POSTGRESQL ? POSTGRESQL_RESERVED : RESERVED;
    }

    /** Whether {@code name} is a reserved keyword of {@code dialect}'s SQL, which its databases reject as a name. */
    public static boolean isReservedIn(SqlDialect dialect, String name) {
        return name != null && reservedKeywords(dialect).contains(name.toUpperCase(Locale.ROOT));
    }

    /** Whether {@code name} is a valid unquoted Spanner identifier. */
    public static boolean isValid(String name) {
        return name != null && VALID.matcher(name).matches() && !isReserved(name);
    }

    /** Whether {@code name} is a GoogleSQL reserved keyword. */
    public static boolean isReserved(String name) {
        return RESERVED.contains(name.toUpperCase(Locale.ROOT));
    }

    /**
     * A name to propose instead of the reserved keyword {@code name}, in {@code dialect}'s SQL: for a
     * table its plural ({@code Order} becomes {@code Orders}), which names a table of many rows anyway;
     * for another object the name with {@code Value} appended; where that is reserved too, the name with
     * {@code _table} or {@code _column} appended. Keeps the case of {@code name}.
     *
     * @param name a reserved keyword
     * @param table whether the name is a table's
     */
    public static String unreservedAlternative(String name, boolean table, SqlDialect dialect) {
        boolean lower = name.equals(name.toLowerCase(Locale.ROOT));
        boolean upper = name.equals(name.toUpperCase(Locale.ROOT));
        String suffix = table ? (name.toLowerCase(Locale.ROOT).matches(".*(s|x|ch|sh)") ? "es" : "s")
                : lower ? "_value" : "Value";
        String proposed = name + (upper ? suffix.toUpperCase(Locale.ROOT) : suffix);
        if (isReservedIn(dialect, proposed) || isReserved(proposed)) { // GROUP: GROUPS is reserved too
            String kind = table ? "_table" : "_column";
            proposed = name + (upper ? kind.toUpperCase(Locale.ROOT) : kind);
        }
        return proposed;
    }

    /**
     * Returns {@code name} if it is a valid identifier.
     *
     * @param name the name to check
     * @param what what the name denotes, for the error message (e.g. "sequence name")
     * @throws IllegalArgumentException naming the problem if it is not valid
     */
    public static String require(String name, String what) {
        if (name != null && VALID.matcher(name).matches() && isReserved(name)) {
            throw new IllegalArgumentException(what + " '" + name + "' is a reserved keyword in Spanner SQL: "
                    + "choose another name");
        }
        if (!isValid(name)) {
            throw new IllegalArgumentException(what + " '" + name + "' is not a valid Spanner identifier: "
                    + "use a letter followed by up to 127 letters, digits or underscores");
        }
        return name;
    }

    /**
     * How the names of a {@link SchemaModel} are printed into SQL. The model holds names as the mapping
     * declares them (validated by {@link SpannerIdentifiers}); a renderer adds what the application's
     * SQL adds at runtime: the default schema, and quotes where the mapping asks for them. The DDL
     * writers, the sequence SQL and every query the library runs against the schema print names through
     * one renderer, so what DDL creates is what the application's statements name.
     *
     * <p>{@link #PLAIN} prints every name as the model holds it: no schema, no quotes.
     */
    public interface Renderer {

        /** Names exactly as the model holds them. */
        Renderer PLAIN = new Renderer() {
            @Override
            public String table(String table) {
                return table;
            }

            @Override
            public String column(String table, String column) {
                return column;
            }

            @Override
            public String index(String table, String index) {
                return index;
            }

            @Override
            public String qualifiedIndex(String table, String index) {
                return index;
            }

            @Override
            public String sequence(String sequence) {
                return sequence;
            }

            @Override
            public String sequenceLiteral(String sequence) {
                return sequence;
            }

            @Override
            public String constraint(String table, String constraint) {
                return constraint;
            }
        };

        /** A table reference: {@code Singers}, {@code music.Singers}, {@code `Singers`}, {@code "music"."Singers"}. */
        String table(String table);

        /** A column of {@code table}, unqualified. */
        String column(String table, String column);

        /**
         * The name of an index on {@code table} where {@code CREATE INDEX} declares it. GoogleSQL
         * qualifies it with the table's schema; PostgreSQL creates an index in its table's schema and
         * takes the bare name.
         */
        String index(String table, String index);

        /** An index on {@code table} where a statement refers to an existing one ({@code DROP INDEX}). */
        String qualifiedIndex(String table, String index);

        /** A sequence reference in DDL and in {@code GET_NEXT_SEQUENCE_VALUE(SEQUENCE ...)}. */
        String sequence(String sequence);

        /**
         * A sequence name inside a string literal, as PostgreSQL's {@code nextval('...')} takes it: the
         * name as the database stores it, schema-qualified, without quotes.
         */
        String sequenceLiteral(String sequence);

        /** A constraint of {@code table}, unqualified. */
        String constraint(String table, String constraint);
    }

    /**
     * A valid, unreserved identifier of {@code dialect} derived from {@code name}, a name nobody wrote as an
     * identifier (a generator's name, from which Hibernate names its sequence): {@code name} itself when it is
     * one already, so that existing databases keep their objects; otherwise every character other than a letter,
     * digit or underscore becomes an underscore ({@code table-generator} becomes {@code table_generator}), a name
     * that does not start with a letter gets the prefix {@code s_}, a reserved keyword the suffix {@code _seq},
     * and a name longer than 128 characters keeps its first 119 followed by {@code _} and 8 hexadecimal digits of
     * a hash of the whole name. The same name always gives the same identifier.
     */
    public static String derivedFrom(String name, SqlDialect dialect) {
        if (isValid(name) && !isReservedIn(dialect, name)) {
            return name;
        }
        String derived = name.replaceAll("[^A-Za-z0-9_]", "_");
        if (derived.isEmpty() || !Character.isLetter(derived.charAt(0))) {
            derived = "s_" + derived;
        }
        if (isReserved(derived) || isReservedIn(dialect, derived)) {
            derived = derived + "_seq";
        }
        int maxLength = 128;
        if (derived.length() > maxLength) {
            derived = derived.substring(0, maxLength - 9) + "_" + String.format(Locale.ROOT, "%08x", name.hashCode());
        }
        return derived;
    }
}
