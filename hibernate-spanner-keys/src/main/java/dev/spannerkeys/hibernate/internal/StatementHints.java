package dev.spannerkeys.hibernate.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hibernate's query hints ({@code Query#addQueryHint}, the JPA hint {@code org.hibernate.query.database}... see
 * {@code HibernateHints.HINT_QUERY_DATABASE}) as Spanner's hints, for both dialects' {@code getQueryHintString}.
 * A hint is {@code KEY=value}; several may come in one string, separated by commas.
 *
 * <ul>
 *   <li>Spanner's table hints ({@code FORCE_INDEX}, {@code GROUPBY_SCAN_OPTIMIZATION}, {@code INDEX_STRATEGY})
 *       go right after the first table of the query's outermost {@code FROM}, the table of the entity queried:
 *       {@code FROM Singers@{FORCE_INDEX=SingersByLastName} s1_0} (GoogleSQL),
 *       {@code FROM singers /*@ FORCE_INDEX=singers_by_last_name *}{@code / s1_0} (PostgreSQL). Spanner refuses
 *       {@code FORCE_INDEX} as a statement hint ("Invalid statement-level hint value"), and the emulator fails on
 *       table hints in DML, so a statement without a {@code FROM} is refused here.</li>
 *   <li>Every other key is a statement hint, in the one block at the start of the statement:
 *       {@code @{KEY=value} SELECT ...} or {@code /*@ KEY=value *}{@code / SELECT ...}, merged into the lock hint
 *       ({@link LockHint}) when there is one: Spanner takes one block only.</li>
 * </ul>
 * Keys and values are checked to be words ({@code [A-Za-z0-9_.-]}), so a hint cannot carry SQL; Spanner itself
 * refuses a hint it does not know, and an index the table does not have.
 */
public final class StatementHints {

    private static final Pattern HINT = Pattern.compile("\\s*([A-Za-z_][A-Za-z0-9_.]*)\\s*=\\s*([A-Za-z0-9_.\\-]+)\\s*");
    private static final Set<String> TABLE_HINTS = Set.of("FORCE_INDEX", "GROUPBY_SCAN_OPTIMIZATION", "INDEX_STRATEGY");

    private StatementHints() {
    }

    /**
     * {@code sql} with {@code hints} in Spanner's syntax.
     *
     * @param postgreSql whether the database is a PostgreSQL-dialect one (hints in {@code /*@ ... *}{@code /})
     * @throws IllegalArgumentException for a hint that is not {@code KEY=value}, or a table hint on a statement
     *         without a {@code FROM}
     */
    public static String apply(String sql, List<String> hints, boolean postgreSql) {
        List<String> statementHints = new ArrayList<>();
        List<String> tableHints = new ArrayList<>();
        for (String given : hints) {
            for (String hint : given.split(",")) {
                if (hint.isBlank()) {
                    continue;
                }
                Matcher matcher = HINT.matcher(hint);
                if (!matcher.matches()) {
                    throw new IllegalArgumentException("Not a Spanner hint: '" + hint.strip() + "' (query hint '" + given
                            + "'). Write KEY=value, e.g. FORCE_INDEX=SingersByLastName, several separated by commas");
                }
                String key = matcher.group(1);
                String text = key + "=" + matcher.group(2);
                (TABLE_HINTS.contains(key.toUpperCase(Locale.ROOT)) ? tableHints : statementHints).add(text);
            }
        }
        String result = sql;
        if (!tableHints.isEmpty()) {
            result = withTableHints(result, tableHints, postgreSql);
        }
        if (!statementHints.isEmpty()) {
            result = withStatementHints(result, String.join(", ", statementHints), postgreSql);
        }
        return result;
    }

    private static String withStatementHints(String sql, String hints, boolean postgreSql) {
        int start = 0;
        while (start < sql.length() && Character.isWhitespace(sql.charAt(start))) {
            start++;
        }
        if (!postgreSql && sql.startsWith("@{", start)) {
            int end = sql.indexOf('}', start);
            return sql.substring(0, end) + ", " + hints + sql.substring(end);
        }
        if (postgreSql && sql.startsWith("/*@", start)) {
            int end = sql.indexOf("*/", start);
            return sql.substring(0, end).stripTrailing() + ", " + hints + " " + sql.substring(end);
        }
        return (postgreSql ? "/*@ " + hints + " */ " : "@{" + hints + "} ") + sql;
    }

    private static String withTableHints(String sql, List<String> hints, boolean postgreSql) {
        int from = outermostFrom(sql);
        if (from < 0) {
            throw new IllegalArgumentException("The table hint " + hints + " needs a query: Spanner takes table hints "
                    + "after a table of a FROM clause, and this statement has none: " + sql);
        }
        int i = from + "from".length();
        while (i < sql.length() && Character.isWhitespace(sql.charAt(i))) {
            i++;
        }
        int end = endOfTableName(sql, i);
        if (end == i) {
            throw new IllegalArgumentException("The table hint " + hints + " needs a table right after the query's "
                    + "FROM, and this query reads from something else: " + sql);
        }
        String block = postgreSql ? " /*@ " + String.join(", ", hints) + " */" : "@{" + String.join(", ", hints) + "}";
        return sql.substring(0, end) + block + sql.substring(end);
    }

    /** The end of a (possibly quoted, possibly schema-qualified) table name starting at {@code i}. */
    private static int endOfTableName(String sql, int i) {
        int n = sql.length();
        while (i < n) {
            char c = sql.charAt(i);
            if (c == '`' || c == '"') {
                int close = sql.indexOf(c, i + 1);
                if (close < 0) {
                    return n;
                }
                i = close + 1;
            } else if (Character.isLetterOrDigit(c) || c == '_' || c == '.') {
                i++;
            } else {
                break;
            }
        }
        return i;
    }

    /** Where the outermost {@code FROM} keyword starts, outside parentheses, quotes and comments; -1 if none. */
    static int outermostFrom(String sql) {
        int depth = 0;
        int n = sql.length();
        for (int i = 0; i < n; i++) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '"' || c == '`') {
                int close = sql.indexOf(c, i + 1);
                i = close < 0 ? n : close;
            } else if (sql.startsWith("/*", i)) {
                int close = sql.indexOf("*/", i + 2);
                i = close < 0 ? n : close + 1;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (depth == 0 && (c == 'f' || c == 'F') && sql.regionMatches(true, i, "from", 0, 4)
                    && (i == 0 || !isWordChar(sql.charAt(i - 1))) && (i + 4 >= n || !isWordChar(sql.charAt(i + 4)))) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '@' || c == '.';
    }
}
