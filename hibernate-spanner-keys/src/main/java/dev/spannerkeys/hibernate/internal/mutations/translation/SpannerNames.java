package dev.spannerkeys.hibernate.internal.mutations.translation;

import com.google.cloud.spanner.Dialect;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Turns a table or column name as it appears in Hibernate's SQL into the name a mutation uses: a
 * mutation names tables and columns directly, never quoted. A quoted name ({@code "Name"} or
 * {@code `Name`}) loses its quotes and keeps its case; an unquoted name is folded as the database
 * folds it (PostgreSQL: to lower case; GoogleSQL names are case-insensitive and stay as they are).
 * A schema-qualified name ({@code music.Singers}, {@code "music"."Singers"}) is turned part by part
 * and joined with a dot, the form a mutation takes for a table in a named schema.
 */
final class SpannerNames {

    /**
     * Names already turned, per dialect: every write names its table and columns, and the names of a
     * persistence unit are few and fixed, so each is parsed once.
     */
    private static final Map<String, String> GOOGLE_STANDARD_SQL = new ConcurrentHashMap<>();
    private static final Map<String, String> POSTGRESQL = new ConcurrentHashMap<>();

    private SpannerNames() {
    }

    static String forMutation(String name, Dialect dialect) {
        Map<String, String> turned = dialect == Dialect.POSTGRESQL ? POSTGRESQL : GOOGLE_STANDARD_SQL;
        String known = turned.get(name);
        if (known == null) {
            known = parse(name, dialect);
            turned.putIfAbsent(name, known);
        }
        return known;
    }

    private static String parse(String name, Dialect dialect) {
        List<String> parts = new ArrayList<>();
        for (String part : parts(name)) {
            parts.add(part(part, dialect));
        }
        return String.join(".", parts);
    }

    /** The dot-separated parts of a name, dots inside quotes not separating. */
    private static List<String> parts(String name) {
        List<String> parts = new ArrayList<>();
        char quote = 0;
        int start = 0;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (quote == 0 && (c == '"' || c == '`')) {
                quote = c;
            } else if (c == quote) {
                quote = 0;
            } else if (quote == 0 && c == '.') {
                parts.add(name.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(name.substring(start));
        return parts;
    }

    private static String part(String name, Dialect dialect) {
        int last = name.length() - 1;
        if (last > 0) {
            char first = name.charAt(0);
            if ((first == '"' || first == '`') && name.charAt(last) == first) {
                String quote = String.valueOf(first);
                return name.substring(1, last).replace(quote + quote, quote);
            }
        }
        return dialect == Dialect.POSTGRESQL ? name.toLowerCase(Locale.ROOT) : name;
    }
}
