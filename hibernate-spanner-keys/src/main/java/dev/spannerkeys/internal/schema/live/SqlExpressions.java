package dev.spannerkeys.internal.schema.live;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One spelling per SQL expression (column defaults, generated columns, check constraints), so that
 * the text a mapping declares and the text the database reports back compare equal when only the
 * spelling differs.
 *
 * <p>The database reports expressions in its own form: GoogleSQL drops the parentheses around a
 * default ({@code DEFAULT (1+2)} comes back as {@code 1+2}); PostgreSQL adds casts
 * ({@code nextval('s')} comes back as {@code nextval('s'::text)}, {@code cnt > 0} as
 * {@code (cnt > '0'::bigint)}). {@link #normalize} removes exactly these differences: casts to the
 * types Spanner knows, quotes around numbers, blanks next to punctuation, letter case outside string
 * literals and enclosing parentheses. It does not try to prove two different expressions equal.
 */
public final class SqlExpressions {

    private static final Pattern CAST = Pattern.compile("::\\s*(?:character varying|varchar|text|bigint|int8|boolean|bool"
            + "|double precision|float8|real|float4|numeric|jsonb|bytea|date|timestamp with time zone|timestamptz)"
            + "(?:\\s*\\(\\d+\\))?(?:\\[\\])?", Pattern.CASE_INSENSITIVE);
    private static final Pattern QUOTED_NUMBER = Pattern.compile("'(-?\\d+(?:\\.\\d+)?)'");
    private static final Pattern GOOGLE_SEQUENCE = Pattern.compile("get_next_sequence_value\\(sequence ([a-z0-9_.]+)\\)");
    private static final Pattern POSTGRES_SEQUENCE = Pattern.compile("nextval\\('([a-z0-9_.]+)'\\)");
    private static final String PUNCTUATION = "(),+-*/=<>!|";

    private SqlExpressions() {
    }

    /** The comparable form of {@code expression}; empty for null or blank. */
    public static String normalize(String expression) {
        if (expression == null || expression.isBlank()) {
            return "";
        }
        String text = CAST.matcher(expression).replaceAll("");
        text = QUOTED_NUMBER.matcher(text).replaceAll("$1");
        text = outsideLiterals(text);
        while (text.startsWith("(") && closing(text) == text.length() - 1) {
            text = text.substring(1, text.length() - 1);
        }
        return text;
    }

    /** Whether two expressions are the same after {@link #normalize}. */
    public static boolean same(String one, String other) {
        return normalize(one).equals(normalize(other));
    }

    /**
     * The sequence a column default draws from: {@code s} for
     * {@code GET_NEXT_SEQUENCE_VALUE(SEQUENCE s)} or {@code nextval('s')}, lower-cased; empty for
     * any other expression.
     */
    public static Optional<String> sequenceOf(String defaultExpression) {
        String text = normalize(defaultExpression);
        for (Pattern pattern : new Pattern[] {GOOGLE_SEQUENCE, POSTGRES_SEQUENCE}) {
            Matcher matcher = pattern.matcher(text);
            if (matcher.matches()) {
                String name = matcher.group(1);
                return Optional.of(name.substring(name.lastIndexOf('.') + 1));
            }
        }
        return Optional.empty();
    }

    /** Whether two column defaults fill a column alike: the same sequence, or the same expression. */
    public static boolean sameDefault(String one, String other) {
        Optional<String> sequence = sequenceOf(one);
        if (sequence.isPresent() || sequenceOf(other).isPresent()) {
            return sequence.equals(sequenceOf(other));
        }
        return same(one, other);
    }

    /** Lower case and single blanks outside string literals, no blank next to punctuation. */
    private static String outsideLiterals(String text) {
        StringBuilder out = new StringBuilder();
        boolean quoted = false;
        boolean pendingBlank = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                out.append(c);
                if (c == '\'') {
                    quoted = false;
                }
                continue;
            }
            if (Character.isWhitespace(c)) {
                pendingBlank = true;
                continue;
            }
            boolean punctuation = PUNCTUATION.indexOf(c) >= 0;
            if (pendingBlank && !punctuation && out.length() > 0 && PUNCTUATION.indexOf(out.charAt(out.length() - 1)) < 0) {
                out.append(' ');
            }
            pendingBlank = false;
            if (c == '\'') {
                quoted = true;
                out.append(c);
            } else {
                out.append(Character.toLowerCase(c));
            }
        }
        return out.toString();
    }

    private static int closing(String expression) {
        int depth = 0;
        boolean quoted = false;
        for (int i = 0; i < expression.length(); i++) {
            char c = expression.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
            } else if (!quoted && c == '(') {
                depth++;
            } else if (!quoted && c == ')' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
