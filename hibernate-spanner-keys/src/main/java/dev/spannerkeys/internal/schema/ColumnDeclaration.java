package dev.spannerkeys.internal.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A column declaration a user wrote as text (JPA's {@code columnDefinition}), checked to be exactly
 * one column's type with its options, and split into them so each lands where the model puts it.
 *
 * <p>The text is written into DDL, so anything more than one column would change the schema behind
 * the mapping's back: {@code "STRING(10), Extra INT64"} would add a column, {@code "INT64 REFERENCES
 * Other (Id)"} a foreign key. Accepted: a type of the database's dialect, then in any order at most
 * one each of {@code NOT NULL} / {@code NULL}, {@code DEFAULT (expression)} and a stored generated
 * expression ({@code AS (expression) STORED}, PostgreSQL {@code GENERATED ALWAYS AS (expression)
 * STORED}). Refused: a comma, semicolon or comment outside a string literal, parentheses that do not
 * balance, and any other clause.
 *
 * @param type the SQL type, as written
 * @param notNull whether the text says {@code NOT NULL}
 * @param defaultExpression the expression inside {@code DEFAULT (...)}, if any
 * @param generatedExpression the expression of a stored generated column, if any
 */
public record ColumnDeclaration(String type, boolean notNull, Optional<String> defaultExpression,
        Optional<String> generatedExpression) {

    private static final Set<String> GOOGLE_SQL_TYPES = Set.of("BOOL", "INT64", "FLOAT32", "FLOAT64", "NUMERIC",
            "STRING", "BYTES", "DATE", "TIMESTAMP", "JSON", "ARRAY", "TOKENLIST", "INTERVAL", "UUID");
    private static final Set<String> POSTGRESQL_TYPES = Set.of("BIGINT", "INT8", "BOOLEAN", "BOOL", "BYTEA",
            "CHARACTER", "VARCHAR", "TEXT", "DATE", "DOUBLE", "FLOAT8", "REAL", "FLOAT4", "JSONB", "NUMERIC", "DECIMAL",
            "TIMESTAMPTZ", "TIMESTAMP", "SPANNER.COMMIT_TIMESTAMP", "INTERVAL", "UUID");
    private static final Pattern TYPE_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_.]*");

    /**
     * The declaration {@code text} makes in {@code dialect}.
     *
     * @throws IllegalArgumentException saying what is wrong with the text and what is accepted
     */
    public static ColumnDeclaration parse(String text, SqlDialect dialect) {
        List<String> tokens = attachGroups(SqlFragments.words(text, reason -> refused(text, reason)));
        int clauseStart = 0;
        while (clauseStart < tokens.size() && !isClauseKeyword(tokens.get(clauseStart))) {
            clauseStart++;
        }
        if (clauseStart == 0) {
            throw refused(text, "it does not start with a column type");
        }
        String type = String.join(" ", tokens.subList(0, clauseStart)).replace(" (", "(").replace(" <", "<")
                .replace("< ", "<").replace(" >", ">").replace(" ,", ",");
        requireType(text, tokens.get(0), dialect);
        boolean notNull = false;
        boolean nullability = false;
        Optional<String> defaultExpression = Optional.empty();
        Optional<String> generated = Optional.empty();
        int i = clauseStart;
        while (i < tokens.size()) {
            String token = upper(tokens.get(i));
            if (token.equals("NOT") && i + 1 < tokens.size() && upper(tokens.get(i + 1)).equals("NULL") && !nullability) {
                notNull = true;
                nullability = true;
                i += 2;
            } else if (token.equals("NULL") && !nullability) {
                nullability = true;
                i++;
            } else if (token.equals("DEFAULT") && defaultExpression.isEmpty() && i + 1 < tokens.size()) {
                String expression = tokens.get(i + 1);
                defaultExpression = Optional.of(isParenthesized(expression) ? inner(expression) : expression);
                i += 2;
            } else if (token.equals("AS") && generated.isEmpty() && i + 2 < tokens.size()
                    && isParenthesized(tokens.get(i + 1)) && upper(tokens.get(i + 2)).equals("STORED")) {
                generated = Optional.of(inner(tokens.get(i + 1)));
                i += 3;
            } else if (token.equals("GENERATED") && generated.isEmpty() && i + 4 < tokens.size()
                    && upper(tokens.get(i + 1)).equals("ALWAYS") && upper(tokens.get(i + 2)).equals("AS")
                    && isParenthesized(tokens.get(i + 3)) && upper(tokens.get(i + 4)).equals("STORED")) {
                generated = Optional.of(inner(tokens.get(i + 3)));
                i += 5;
            } else {
                throw refused(text, "'" + tokens.get(i) + "' is not part of a column type, NOT NULL, "
                        + "DEFAULT (expression) or AS (expression) STORED");
            }
        }
        if (defaultExpression.isPresent() && generated.isPresent()) {
            throw refused(text, "a column has either a DEFAULT or a generated expression, not both");
        }
        return new ColumnDeclaration(type, notNull, defaultExpression, generated);
    }

    private static void requireType(String text, String first, SqlDialect dialect) {
        String name = upper(first);
        int bracket = indexOfAny(name, "(<[");
        if (bracket >= 0) {
            name = name.substring(0, bracket);
        }
        if (!TYPE_NAME.matcher(name).matches()) {
            throw refused(text, "it does not start with a column type");
        }
        Set<String> own = dialect == SqlDialect.GOOGLE_STANDARD_SQL ? GOOGLE_SQL_TYPES : POSTGRESQL_TYPES;
        Set<String> other = dialect == SqlDialect.GOOGLE_STANDARD_SQL ? POSTGRESQL_TYPES : GOOGLE_SQL_TYPES;
        if (!own.contains(name)) {
            String spoken = dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "GoogleSQL" : "PostgreSQL";
            String problem = other.contains(name)
                    ? first + " is a " + (dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "PostgreSQL" : "GoogleSQL")
                            + " type, but this database speaks " + spoken
                    : first + " is not a " + spoken + " column type";
            throw refused(text, problem);
        }
    }

    /** {@code STRING (36)} and {@code DEFAULT (1)} arrive as separate tokens: a group joins the word before it only after a type name. */
    private static List<String> attachGroups(List<String> tokens) {
        List<String> joined = new ArrayList<>();
        for (String token : tokens) {
            boolean group = token.startsWith("(") || token.startsWith("<") || token.startsWith("[");
            if (group && !joined.isEmpty() && !isClauseKeyword(joined.get(joined.size() - 1))
                    && !upper(joined.get(joined.size() - 1)).equals("ALWAYS")) {
                joined.set(joined.size() - 1, joined.get(joined.size() - 1) + token);
            } else {
                joined.add(token);
            }
        }
        return joined;
    }

    private static boolean isClauseKeyword(String token) {
        return Set.of("NOT", "NULL", "DEFAULT", "AS", "GENERATED", "PRIMARY", "REFERENCES", "CONSTRAINT", "CHECK",
                "OPTIONS", "HIDDEN", "UNIQUE", "COLLATE", "IDENTITY").contains(upper(token));
    }

    private static boolean isParenthesized(String token) {
        return token.startsWith("(") && token.endsWith(")");
    }

    private static String inner(String token) {
        return token.substring(1, token.length() - 1).trim();
    }

    private static int indexOfAny(String text, String characters) {
        for (int i = 0; i < text.length(); i++) {
            if (characters.indexOf(text.charAt(i)) >= 0) {
                return i;
            }
        }
        return -1;
    }

    private static String upper(String token) {
        return token.toUpperCase(Locale.ROOT);
    }

    private static IllegalArgumentException refused(String text, String reason) {
        return new IllegalArgumentException("the column definition \"" + text + "\" is refused: " + reason
                + ". Write exactly one column type, optionally with NOT NULL, DEFAULT (expression) or "
                + "AS (expression) STORED");
    }
}
