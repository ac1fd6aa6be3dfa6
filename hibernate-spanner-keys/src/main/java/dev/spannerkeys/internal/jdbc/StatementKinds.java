package dev.spannerkeys.internal.jdbc;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a statement's text says about it, from its first words, without parsing it:
 * <ul>
 *   <li>reads and everything else, in autocommit mode, where a read is a single-use read-only request that the
 *       emulator runs beside any transaction, and anything else (DML, DDL, a batch) runs in a transaction of its
 *       own. Anything not recognised as a read counts as a write: taking the lock for a read costs only a wait,
 *       missing it for a write breaks another transaction ({@link #isRead});</li>
 *   <li>the driver's client-side statements that end the transaction ({@code COMMIT}, {@code ROLLBACK}, and the
 *       PostgreSQL dialect's {@code END} and {@code ABORT}), in the forms the driver accepts ({@link #ending});</li>
 *   <li>the driver's client-side statements that only read or change the connection's settings ({@code SET},
 *       {@code SHOW}, {@code RESET}), which touch no data ({@link #touchesNoData}).</li>
 * </ul>
 */
public final class StatementKinds {

    /** How a statement ends the transaction. */
    public enum Ending {
        COMMIT,
        ROLLBACK
    }

    /**
     * The driver's statements that end a transaction, in both dialects: {@code COMMIT}, {@code ROLLBACK}, and in
     * the PostgreSQL dialect {@code END}, {@code ABORT}, each optionally followed by {@code TRANSACTION} or
     * {@code WORK} and {@code AND NO CHAIN} ({@code ABORT BATCH} is not one).
     */
    private static final Pattern ENDING = Pattern.compile(
            "(?is)(COMMIT|END|ROLLBACK|ABORT)(?:\\s+(?:TRANSACTION|WORK))?(?:\\s+AND\\s+NO\\s+CHAIN)?\\s*;?\\s*");

    /** First keywords of the driver's statements about the connection's settings, which read and write no data. */
    private static final Set<String> CONNECTION_STATE = Set.of("SET", "SHOW", "RESET");

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

    /**
     * Whether {@code sql} is one of the driver's statements that end the transaction, and how; {@code null} if it
     * is not (also for {@code null}, a batch).
     */
    public static Ending ending(String sql) {
        if (sql == null) {
            return null;
        }
        Matcher matcher = ENDING.matcher(sql);
        matcher.region(start(sql), sql.length());
        if (!matcher.matches()) {
            return null;
        }
        String word = matcher.group(1).toUpperCase(Locale.ROOT);
        return word.equals("COMMIT") || word.equals("END") ? Ending.COMMIT : Ending.ROLLBACK;
    }

    /**
     * Whether {@code sql} is one of the driver's statements about the connection's settings ({@code SET}, {@code
     * SHOW}, {@code RESET}), which read and write no data; {@code null} (a batch) is not.
     */
    public static boolean touchesNoData(String sql) {
        return sql != null && CONNECTION_STATE.contains(firstKeyword(sql));
    }

    /** The first keyword, upper case, after comments, statement hints and opening parentheses. */
    public static String firstKeyword(String sql) {
        int i = start(sql);
        int n = sql.length();
        int begin = i;
        while (i < n && Character.isLetter(sql.charAt(i))) {
            i++;
        }
        return sql.substring(begin, i).toUpperCase(Locale.ROOT);
    }

    /** Where the statement's first word begins: after whitespace, comments, statement hints and opening parentheses. */
    private static int start(String sql) {
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
        return i;
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
