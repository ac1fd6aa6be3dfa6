package dev.spannerkeys.internal.schema;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The rules for names, decided here once: which names a Spanner database accepts, and which of them SQL
 * must quote. A name is valid if the database accepts it, quoted where it must be (measured on the
 * emulator in both dialects, {@code ReservedAndQuotedNamesTest}): 1 to 128 characters, starting with a letter
 * (a column may also start with an underscore), without a dot (which separates a schema from a name), a
 * quote character or a backslash (which Hibernate does not escape inside quotes), or a control character.
 * A name must be quoted where it is not a regular identifier (a letter or underscore, then letters, digits
 * and underscores: {@code hire date}, {@code a-b}) or is a reserved keyword of the dialect's SQL
 * ({@code Order} in both, {@code At} in GoogleSQL, {@code user} in PostgreSQL). The library's dialects
 * register the same rule with Hibernate, so Hibernate's SQL quotes the same names as the library's DDL.
 * {@link Renderer} prints names.
 */
public final class SpannerIdentifiers {

    /** What an unquoted name may look like in both dialects. */
    private static final Pattern REGULAR = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    /** The longest name Spanner accepts. */
    public static final int MAX_LENGTH = 128;

    /**
     * The longest name, in UTF-8 bytes, a PostgreSQL-dialect database keeps. It follows PostgreSQL's naming rules
     * (NAMEDATALEN - 1): a longer name is accepted and silently cut to its first 63 bytes (measured on the emulator
     * for tables, columns, indexes, constraints, sequences and schemas, quoted or not; {@code LongNamesTest}).
     */
    public static final int POSTGRESQL_MAX_BYTES = 63;

    /** The rule of {@link #problem}, for a fix in an error message. */
    public static final String NAMING_RULE = "a Spanner name starts with a letter (a column name also with an "
            + "underscore), has at most 128 characters (63 bytes in a PostgreSQL-dialect database) and contains no dot, "
            + "quote character, backslash or control character; spaces, hyphens and reserved keywords are fine, they "
            + "are quoted";

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
     * as an unquoted table or column name and accepts it quoted (measured on the emulator,
     * {@code PostgreSqlReservedWordsTest}), where GoogleSQL accepts most of them unquoted. {@code SYSTEM_USER},
     * reserved in PostgreSQL 16, is accepted unquoted and not listed.
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

    /** The reserved keywords of {@code dialect}'s own SQL, upper case: names that must be quoted there. */
    public static Set<String> reservedKeywords(SqlDialect dialect) {
        return dialect == SqlDialect.POSTGRESQL ? POSTGRESQL_RESERVED : RESERVED;
    }

    /** Whether {@code name} is a reserved keyword of {@code dialect}'s SQL, which it accepts as a name only quoted. */
    public static boolean isReservedIn(SqlDialect dialect, String name) {
        return name != null && reservedKeywords(dialect).contains(name.toUpperCase(Locale.ROOT));
    }

    /**
     * Whether {@code dialect}'s SQL must quote {@code name}: a reserved keyword of the dialect, or not a
     * regular identifier (a space, a hyphen, a {@code $}, a letter outside ASCII).
     */
    public static boolean mustQuote(SqlDialect dialect, String name) {
        return !REGULAR.matcher(name).matches() || isReservedIn(dialect, name);
    }

    /** Whether {@code name} is a regular identifier: a letter or underscore, then letters, digits and underscores. */
    public static boolean isRegular(String name) {
        return name != null && REGULAR.matcher(name).matches();
    }

    /** Whether {@code name} can name a table, index, sequence or constraint, quoted where it must be. */
    public static boolean isValid(String name) {
        return problem(name, false).isEmpty();
    }

    /**
     * Why {@code name} cannot name a Spanner object even quoted, or empty if it can.
     *
     * @param column whether it names a column, which may start with an underscore
     */
    public static Optional<String> problem(String name, boolean column) {
        if (name == null || name.isEmpty()) {
            return Optional.of("it is empty");
        }
        if (name.length() > MAX_LENGTH) {
            return Optional.of("it is " + name.length() + " characters long, and Spanner names have at most "
                    + MAX_LENGTH);
        }
        char first = name.charAt(0);
        if (!Character.isLetter(first) && !(column && first == '_')) {
            return Optional.of(column ? "it starts with '" + first + "', and Spanner column names start with a letter "
                    + "or an underscore" : "it starts with '" + first + "', and Spanner names start with a letter");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '.') {
                return Optional.of("it contains a dot, which Spanner reads as the end of a schema name");
            }
            if (c == '`' || c == '"' || c == '\'' || c == '\\' || Character.isISOControl(c)) {
                return Optional.of("it contains " + (Character.isISOControl(c) ? "a control character"
                        : "'" + c + "'") + ", which SQL cannot carry inside a quoted name as Hibernate writes it");
            }
        }
        return Optional.empty();
    }

    /**
     * Returns {@code name} if it can name a table, index, sequence or constraint.
     *
     * @param name the name to check
     * @param what what the name denotes, for the error message (e.g. "sequence name")
     * @throws IllegalArgumentException naming the problem if it cannot
     */
    public static String require(String name, String what) {
        return require(name, what, false);
    }

    /** Returns {@code name} if it can name a column; see {@link #require(String, String)}. */
    public static String requireColumn(String name, String what) {
        return require(name, what, true);
    }

    /**
     * Why a {@code dialect} database cannot keep {@code name} as written, or empty if it can: {@link #problem(String,
     * boolean)}, and in a PostgreSQL-dialect database a name longer than {@link #POSTGRESQL_MAX_BYTES} bytes, which
     * the database would silently cut (two such names sharing their first 63 bytes would be one name, and what
     * looks the name up as written, a mutation, {@code nextval('...')}, a comparison with the live schema, would
     * not find it).
     *
     * @param column whether it names a column, which may start with an underscore
     */
    public static Optional<String> problem(SqlDialect dialect, String name, boolean column) {
        Optional<String> problem = problem(name, column);
        if (problem.isPresent() || dialect != SqlDialect.POSTGRESQL) {
            return problem;
        }
        int bytes = name.getBytes(StandardCharsets.UTF_8).length;
        if (bytes <= POSTGRESQL_MAX_BYTES) {
            return Optional.empty();
        }
        return Optional.of("it is " + bytes + " bytes long, and a PostgreSQL-dialect database keeps only the first "
                + POSTGRESQL_MAX_BYTES + " bytes of a name, silently: it would store '" + cut(name, POSTGRESQL_MAX_BYTES)
                + "', which mutations and the schema comparison, naming it as written, would not find, and which any "
                + "other name with the same first " + POSTGRESQL_MAX_BYTES + " bytes would collide with");
    }

    /** The longest prefix of {@code name} of at most {@code maxBytes} UTF-8 bytes, cut between characters. */
    static String cut(String name, int maxBytes) {
        int bytes = 0;
        int end = 0;
        while (end < name.length()) {
            int codePoint = name.codePointAt(end);
            int size = new String(Character.toChars(codePoint)).getBytes(StandardCharsets.UTF_8).length;
            if (bytes + size > maxBytes) {
                break;
            }
            bytes += size;
            end += Character.charCount(codePoint);
        }
        return name.substring(0, end);
    }

    /**
     * {@code name}, a name the library makes up (a check constraint's, a sequence's derived from a generator's name),
     * if {@code dialect} keeps it as written; otherwise its longest prefix that does, with room for {@code _} and 8
     * hexadecimal digits of a hash of the whole name, so that the name stays distinct and the same name always
     * gives the same result.
     */
    public static String fitted(String name, SqlDialect dialect) {
        return fitted(name, name, dialect);
    }

    /** {@link #fitted(String, SqlDialect)}, the hash taken of {@code original}, the name {@code name} was made from. */
    private static String fitted(String name, String original, SqlDialect dialect) {
        int maxBytes = dialect == SqlDialect.POSTGRESQL ? POSTGRESQL_MAX_BYTES : MAX_LENGTH;
        if (name.getBytes(StandardCharsets.UTF_8).length <= maxBytes) {
            return name;
        }
        return cut(name, maxBytes - 9) + "_" + String.format(Locale.ROOT, "%08x", original.hashCode());
    }

    private static String require(String name, String what, boolean column) {
        Optional<String> problem = problem(name, column);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(what + " '" + name + "' cannot name a Spanner " + (column ? "column" : "object")
                    + ", even quoted: " + problem.get() + " (" + NAMING_RULE + ")");
        }
        return name;
    }

    /**
     * {@code name} as {@code dialect}'s SQL writes it: quoted ({@code `Order`}, {@code "user"}) where it must be,
     * else as it is.
     */
    public static String quoteIfNeeded(SqlDialect dialect, String name) {
        return mustQuote(dialect, name) ? quote(dialect, name) : name;
    }

    /** {@code name} in {@code dialect}'s quotes: backticks in GoogleSQL, double quotes in PostgreSQL. */
    public static String quote(SqlDialect dialect, String name) {
        char quote = dialect == SqlDialect.POSTGRESQL ? '"' : '`';
        return quote + name + quote;
    }

    /**
     * {@code name} without the quotes of either dialect ({@code `Order`}, {@code "Order"}), as a name that
     * Hibernate holds with its quotes (a constraint's name) is compared and stored.
     */
    public static String unquoted(String name) {
        return isQuoted(name) ? name.substring(1, name.length() - 1) : name;
    }

    /** Whether {@code name} is written in quotes of either dialect. */
    public static boolean isQuoted(String name) {
        return name != null && name.length() > 1 && (name.charAt(0) == '`' || name.charAt(0) == '"')
                && name.charAt(name.length() - 1) == name.charAt(0);
    }

    /**
     * How the names of a {@link SchemaModel} are printed into SQL. The model holds every name once, as text
     * without quotes, in the case the mapping writes it (validated by {@link SpannerIdentifiers}); whether
     * a name is quoted is the renderer's to decide: a renderer adds what the application's SQL adds at
     * runtime, the default schema, and quotes where the mapping asks for them and where the dialect must
     * have them ({@link SpannerIdentifiers#mustQuote}). The DDL writers, the sequence SQL and every query the library runs
     * against the schema print names through one renderer, so what DDL creates is what the application's
     * statements name.
     *
     * <p>{@link #PLAIN} prints every name as it is given: no schema, no quotes (for names already rendered);
     * {@link #quoting} quotes where the dialect must.
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

        /**
         * Names as the model holds them, quoted where {@code dialect} must quote them ({@link SpannerIdentifiers#mustQuote}); no schema.
         * What the pure writers print without a persistence unit.
         */
        static Renderer quoting(SqlDialect dialect) {
            return new Renderer() {
                @Override
                public String table(String table) {
                    return quoteIfNeeded(dialect, table);
                }

                @Override
                public String column(String table, String column) {
                    return quoteIfNeeded(dialect, column);
                }

                @Override
                public String index(String table, String index) {
                    return quoteIfNeeded(dialect, index);
                }

                @Override
                public String qualifiedIndex(String table, String index) {
                    return quoteIfNeeded(dialect, index);
                }

                @Override
                public String sequence(String sequence) {
                    return quoteIfNeeded(dialect, sequence);
                }

                @Override
                public String sequenceLiteral(String sequence) {
                    return sequence;
                }

                @Override
                public String constraint(String table, String constraint) {
                    return quoteIfNeeded(dialect, constraint);
                }
            };
        }

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
     * An identifier {@code dialect} takes unquoted, derived from {@code name}, a name nobody wrote as an identifier
     * (a generator's name, from which Hibernate names its sequence): {@code name} itself when it needs no quotes,
     * so that existing databases keep their objects; otherwise every character other than a letter, digit or
     * underscore becomes an underscore ({@code table-generator} becomes {@code table_generator}), a name that does
     * not start with a letter gets the prefix {@code s_}, a reserved keyword the suffix {@code _seq}, and a name
     * longer than the dialect keeps ({@link #fitted}) is cut, followed by {@code _} and 8 hexadecimal digits of a
     * hash of the whole name. The same name always gives the same identifier.
     */
    public static String derivedFrom(String name, SqlDialect dialect) {
        if (problem(dialect, name, false).isEmpty() && !mustQuote(dialect, name)) {
            return name;
        }
        String derived = name.replaceAll("[^A-Za-z0-9_]", "_");
        if (derived.isEmpty() || !Character.isLetter(derived.charAt(0))) {
            derived = "s_" + derived;
        }
        if (isReservedIn(dialect, derived)) {
            derived = derived + "_seq";
        }
        return fitted(derived, name, dialect);
    }
}
