package dev.spannerkeys.schema;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks names before they are written into DDL. Spanner identifiers start with a letter, continue
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

    private SpannerIdentifiers() {
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
}
