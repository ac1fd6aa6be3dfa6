package dev.spannerkeys.internal.schema.live;

import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One spelling per column type, so that the type a mapping declares and the type the database
 * reports compare equal when they mean the same.
 *
 * <p>GoogleSQL types are upper-cased without blanks: {@code string(max)} and {@code STRING(MAX)} are
 * both {@code STRING(MAX)}, {@code array<string(100)>} is {@code ARRAY<STRING(100)>}. PostgreSQL-dialect
 * types are lower-cased and their synonyms replaced by the name {@code information_schema} reports:
 * {@code varchar(255)} is {@code character varying(255)}, {@code text} and {@code varchar} are
 * {@code character varying}, {@code int8} is {@code bigint}, {@code float8} is
 * {@code double precision}, {@code timestamptz} and {@code timestamp(6) with time zone} are
 * {@code timestamp with time zone}, {@code numeric(p, s)} is {@code numeric} (Spanner's numeric has
 * no declared precision), {@code varchar(100)[]} is {@code character varying(100)[]}.
 */
public final class SqlTypes {

    private static final Pattern LENGTH = Pattern.compile("\\([^()]*\\)");
    private static final Pattern PG_TIMESTAMP = Pattern.compile("timestamp(\\(\\d+\\))? with time zone|timestamptz(\\(\\d+\\))?");
    private static final Pattern PG_VARCHAR = Pattern.compile("(?:varchar|character varying)(\\(\\d+\\))?");
    private static final Pattern PG_NUMERIC = Pattern.compile("(?:numeric|decimal)(\\([^()]*\\))?");
    private static final Map<String, String> PG_SYNONYMS = Map.of(
            "text", "character varying",
            "int8", "bigint",
            "bool", "boolean",
            "float8", "double precision",
            "float", "double precision",
            "float4", "real");

    private SqlTypes() {
    }

    /** The one spelling of {@code type} in {@code dialect}. */
    public static String normalize(SqlDialect dialect, String type) {
        if (type == null) {
            return "";
        }
        if (dialect == SqlDialect.GOOGLE_STANDARD_SQL) {
            return type.replaceAll("\\s+", "").toUpperCase(Locale.ROOT);
        }
        String text = type.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replaceAll(" ?\\( ?", "(")
                .replaceAll(" \\)", ")").replaceAll(" ?, ?", ",");
        if (text.endsWith("[]")) {
            return postgresScalar(text.substring(0, text.length() - 2).trim()) + "[]";
        }
        if (text.endsWith(" array")) {
            return postgresScalar(text.substring(0, text.length() - " array".length()).trim()) + "[]";
        }
        return postgresScalar(text);
    }

    private static String postgresScalar(String type) {
        if (PG_TIMESTAMP.matcher(type).matches()) {
            return "timestamp with time zone";
        }
        Matcher varchar = PG_VARCHAR.matcher(type);
        if (varchar.matches()) {
            return "character varying" + (varchar.group(1) == null ? "" : varchar.group(1));
        }
        if (PG_NUMERIC.matcher(type).matches()) {
            return "numeric";
        }
        return PG_SYNONYMS.getOrDefault(type, type);
    }

    /** Whether two types are equal in {@code dialect}, lengths included. */
    public static boolean same(SqlDialect dialect, String one, String other) {
        return normalize(dialect, one).equals(normalize(dialect, other));
    }

    /**
     * Whether two types differ only in their lengths: {@code STRING(100)} and {@code STRING(MAX)},
     * {@code ARRAY<STRING(10)>} and {@code ARRAY<STRING(20)>}, {@code varchar(36)} and {@code text}.
     */
    public static boolean differOnlyInLength(SqlDialect dialect, String one, String other) {
        return !same(dialect, one, other) && base(dialect, one).equals(base(dialect, other));
    }

    /** The type without any length: {@code ARRAY<STRING>}, {@code character varying[]}. */
    public static String base(SqlDialect dialect, String type) {
        String normalized = normalize(dialect, type);
        String previous;
        do {
            previous = normalized;
            normalized = LENGTH.matcher(normalized).replaceAll("");
        } while (!normalized.equals(previous));
        return normalized;
    }

    /** Whether {@code type} is an array type in {@code dialect}. */
    public static boolean isArray(SqlDialect dialect, String type) {
        String normalized = normalize(dialect, type);
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL ? normalized.startsWith("ARRAY<") : normalized.endsWith("[]");
    }
}
