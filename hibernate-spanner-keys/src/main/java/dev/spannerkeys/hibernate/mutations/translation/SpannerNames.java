package dev.spannerkeys.hibernate.mutations.translation;

import com.google.cloud.spanner.Dialect;
import java.util.Locale;

/**
 * Turns a table or column name as it appears in Hibernate's SQL into the name a mutation uses: a
 * mutation names tables and columns directly, never quoted. A quoted name ({@code "Name"} or
 * {@code `Name`}) loses its quotes and keeps its case; an unquoted name is folded as the database
 * folds it (PostgreSQL: to lower case; GoogleSQL names are case-insensitive and stay as they are).
 */
final class SpannerNames {

    private SpannerNames() {
    }

    static String forMutation(String name, Dialect dialect) {
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
