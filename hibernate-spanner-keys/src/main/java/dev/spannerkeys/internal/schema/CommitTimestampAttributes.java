package dev.spannerkeys.internal.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.regex.Pattern;

/**
 * Which mapped attribute each commit-timestamp column of a persistence unit holds, so that an error about
 * the column (Spanner names only the column, or the table for a key part) can name the attribute. Filled
 * when the session factory starts, read when a statement fails. Thread-safe.
 */
public final class CommitTimestampAttributes {

    /** Spanner's column (or, for a key part, table) in "Column c cannot be accessed ..." / "Table t cannot be ...". */
    private static final Pattern REFUSED = Pattern.compile("(Column|Table) (\\S+) cannot be accessed");

    private record Attribute(String table, String column, String description) {
    }

    /** By lower-case column name. */
    private final Map<String, Set<Attribute>> byColumn = new ConcurrentHashMap<>();

    /**
     * Records that {@code column} of {@code table} holds the attribute {@code description} (e.g.
     * "Entity 'Note' (table notes), attribute 'updatedAt'").
     */
    public void add(String table, String column, String description) {
        byColumn.computeIfAbsent(column.toLowerCase(Locale.ROOT), key -> new CopyOnWriteArraySet<>())
                .add(new Attribute(table, column, description));
    }

    /**
     * The attributes Spanner's {@code message} about a pending commit timestamp refers to, narrowed to
     * those whose table {@code sql} names when a column name is mapped in several tables; empty when the
     * message names no mapped commit-timestamp column.
     */
    public List<String> describe(String message, String sql) {
        var refused = message == null ? null : REFUSED.matcher(message);
        if (refused == null || !refused.find()) {
            return List.of();
        }
        String name = unquote(refused.group(2)).toLowerCase(Locale.ROOT);
        boolean table = refused.group(1).equals("Table");
        List<Attribute> found = new ArrayList<>();
        if (table) {
            for (Set<Attribute> attributes : byColumn.values()) {
                for (Attribute attribute : attributes) {
                    if (unquote(attribute.table()).equalsIgnoreCase(name)) {
                        found.add(attribute);
                    }
                }
            }
        } else {
            found.addAll(byColumn.getOrDefault(name, Set.of()));
        }
        if (found.size() > 1 && sql != null) {
            String text = sql.toLowerCase(Locale.ROOT);
            List<Attribute> named = found.stream()
                    .filter(attribute -> text.contains(unquote(attribute.table()).toLowerCase(Locale.ROOT))).toList();
            if (!named.isEmpty()) {
                found = named;
            }
        }
        return found.stream().map(Attribute::description).sorted().toList();
    }

    private static String unquote(String name) {
        return name.replace("`", "").replace("\"", "");
    }
}
