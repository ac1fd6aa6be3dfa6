package dev.spannerkeys.internal.advisor.rules;

import java.util.Locale;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what the rules need from a SQL type as the schema model holds it, in either dialect
 * ({@code TIMESTAMP}, {@code timestamptz}, {@code STRING(36)}, {@code varchar(36)}, {@code text}).
 */
final class ColumnTypes {

    /** A string whose length has no bound: {@code STRING(MAX)}, {@code text}, {@code varchar}. */
    static final long UNBOUNDED = Long.MAX_VALUE;

    private static final Pattern STRING = Pattern.compile(
            "(?:string|varchar|character varying|char|character)\\s*(?:\\(\\s*(\\d+|max)\\s*\\))?");

    private ColumnTypes() {
    }

    /** Whether the type is a timestamp (with or without time zone). */
    static boolean isTimestamp(String type) {
        String normalized = normalize(type);
        return normalized.startsWith("timestamp");
    }

    /** Whether the type is a date. */
    static boolean isDate(String type) {
        return normalize(type).equals("date");
    }

    /** Whether values of the type are points in time: timestamps and dates. */
    static boolean isTime(String type) {
        return isTimestamp(type) || isDate(type);
    }

    /** The declared length of a string type ({@link #UNBOUNDED} for none), or empty for other types. */
    static OptionalLong stringLength(String type) {
        String normalized = normalize(type);
        if (normalized.equals("text")) {
            return OptionalLong.of(UNBOUNDED);
        }
        Matcher matcher = STRING.matcher(normalized);
        if (!matcher.matches()) {
            return OptionalLong.empty();
        }
        String length = matcher.group(1);
        if (length == null) {
            // PostgreSQL's bare char means char(1); bare varchar and STRING have no bound.
            return normalized.startsWith("char") && !normalized.startsWith("character varying")
                    ? OptionalLong.of(1) : OptionalLong.of(UNBOUNDED);
        }
        return length.equals("max") ? OptionalLong.of(UNBOUNDED) : OptionalLong.of(Long.parseLong(length));
    }

    /** {@code TIMESTAMP} or {@code DATE}, for messages. */
    static String timeKind(String type) {
        return isDate(type) ? "DATE" : "TIMESTAMP";
    }

    private static String normalize(String type) {
        return type == null ? "" : type.trim().toLowerCase(Locale.ROOT);
    }
}
