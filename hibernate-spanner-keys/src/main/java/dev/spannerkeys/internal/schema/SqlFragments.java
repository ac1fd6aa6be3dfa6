package dev.spannerkeys.internal.schema;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Checks SQL fragments a user wrote in an annotation (a column definition, a check constraint)
 * before they are written into DDL: each must stay one thing of its kind and cannot close the
 * statement, comment out its rest, or add an element to it.
 */
public final class SqlFragments {

    private SqlFragments() {
    }

    /**
     * Returns {@code expression} if it is one SQL expression that cannot escape the parentheses it is
     * written into ({@code CHECK (...)}, {@code DEFAULT (...)}).
     *
     * @param what what the expression is, for the message (e.g. "check constraint")
     * @throws IllegalArgumentException saying what is wrong
     */
    public static String requireExpression(String expression, String what) {
        words("(" + expression + ")", reason -> new IllegalArgumentException(
                "the " + what + " \"" + expression + "\" is refused: " + reason
                + ". Write one expression; declare other constraints and columns with their own annotations"));
        return expression;
    }

    /**
     * The words of {@code text} at the top level (a parenthesized or bracketed group stays inside its
     * word), refusing, through {@code refusal}, what could end the fragment and start something else:
     * a semicolon or comment outside a string literal, a comma outside parentheses, unbalanced
     * parentheses or quotes.
     */
    static List<String> words(String text, Function<String, IllegalArgumentException> refusal) {
        if (text == null || text.isBlank()) {
            throw refusal.apply("it is empty");
        }
        List<String> tokens = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        Deque<Character> open = new ArrayDeque<>();
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                current.append(c);
                if (c == '\\' && i + 1 < text.length()) {
                    current.append(text.charAt(++i));
                } else if (c == quote) {
                    quote = 0;
                }
                continue;
            }
            char next = i + 1 < text.length() ? text.charAt(i + 1) : 0;
            if (c == ';') {
                throw refusal.apply("it contains ';', which ends a statement");
            }
            if ((c == '-' && next == '-') || (c == '/' && next == '*') || c == '#') {
                throw refusal.apply("it contains a comment, which could hide the rest of the statement");
            }
            if (c == '\'' || c == '"' || c == '`') {
                quote = c;
            } else if (c == '(' || c == '[' || (c == '<' && opensTypeParameters(current))) {
                open.push(c);
            } else if (c == ')' || c == ']' || (c == '>' && !open.isEmpty() && open.peek() == '<')) {
                char expected = c == ')' ? '(' : c == ']' ? '[' : '<';
                if (open.isEmpty() || open.pop() != expected) {
                    throw refusal.apply("its parentheses do not balance");
                }
            } else if (c == ',' && open.isEmpty()) {
                throw refusal.apply("it contains a ',' outside parentheses, which would start another column "
                        + "or constraint");
            } else if (Character.isWhitespace(c) && open.isEmpty()) {
                if (current.length() > 0) {
                    tokens.add(current.toString());
                    current.setLength(0);
                }
                continue;
            }
            current.append(c);
        }
        if (quote != 0) {
            throw refusal.apply("a quoted text is not closed");
        }
        if (!open.isEmpty()) {
            throw refusal.apply("its parentheses do not balance");
        }
        if (current.length() > 0) {
            tokens.add(current.toString());
        }
        return tokens;
    }

    /** {@code ARRAY<} and {@code STRUCT<} open type parameters; any other {@code <} is a comparison. */
    private static boolean opensTypeParameters(CharSequence current) {
        String word = upper(current.toString());
        return word.endsWith("ARRAY") || word.endsWith("STRUCT");
    }

    private static String upper(CharSequence text) {
        return text.toString().toUpperCase(Locale.ROOT);
    }
}
