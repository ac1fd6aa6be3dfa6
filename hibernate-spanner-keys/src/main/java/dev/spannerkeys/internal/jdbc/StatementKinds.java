package dev.spannerkeys.internal.jdbc;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Tells reads from everything else in autocommit mode, where a read is a single-use read-only
 * request that the emulator runs beside any transaction, and anything else (DML, DDL, a batch)
 * runs in a transaction of its own. Anything not recognised as a read counts as a write: taking
 * the lock for a read costs only a wait, missing it for a write breaks another transaction.
 */
public final class StatementKinds {

    /**
     * First keywords of statements that start no transaction on the server: queries, and the
     * driver's client-side statements that only change connection state ({@code SET}, {@code SHOW},
     * {@code BEGIN}: a transaction begun so starts with its first statement, which takes the lock).
     */
    private static final Set<String> NO_TRANSACTION = Set.of(
            "SELECT", "WITH", "GRAPH", "FROM", "VALUES", "TABLE", "EXPLAIN", "SHOW", "SET", "RESET", "BEGIN", "START");

    private static final Pattern DML_WORD = Pattern.compile("(?i)\\b(INSERT|UPDATE|DELETE|MERGE)\\b");

    private StatementKinds() {
    }

    /** Whether {@code sql} is a read (or a client-side statement); null (a batch) is not. */
    public static boolean isRead(String sql) {
        if (sql == null) {
            return false;
        }
        String keyword = firstKeyword(sql);
        if (!NO_TRANSACTION.contains(keyword)) {
            return false;
        }
        // A common table expression in front of DML (PostgreSQL) is still a write.
        return !"WITH".equals(keyword) || !DML_WORD.matcher(sql).find();
    }

    /** The first keyword, upper case, after comments, statement hints and opening parentheses. */
    public static String firstKeyword(String sql) {
        int i = 0;
        int n = sql.length();
        while (i < n) {
            char c = sql.charAt(i);
            if (Character.isWhitespace(c) || c == '(') {
                i++;
            } else if (sql.startsWith("--", i) || c == '#') {
                int end = sql.indexOf('\n', i);
                i = end < 0 ? n : end + 1;
            } else if (sql.startsWith("/*", i)) {
                int end = sql.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
            } else if (sql.startsWith("@{", i)) {
                int end = sql.indexOf('}', i + 2);
                i = end < 0 ? n : end + 1;
            } else {
                break;
            }
        }
        int start = i;
        while (i < n && Character.isLetter(sql.charAt(i))) {
            i++;
        }
        return sql.substring(start, i).toUpperCase(Locale.ROOT);
    }

    /** The statement shortened for a message. */
    static String excerpt(String sql) {
        if (sql == null) {
            return "a batch";
        }
        String text = sql.strip().replaceAll("\\s+", " ");
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }
}
