package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.internal.schema.SchemaModel;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The one INFO line a schema action on the database leaves (logger {@code dev.spannerkeys.internal.schema}):
 * what it created, changed or checked, and how long it took, for example
 * {@code Spanner schema created: 4 tables, 3 sequences, 2 indexes (9 statements, 812 ms)}. Scripts and
 * stdout targets log nothing: the statements are there to read.
 */
final class SchemaActionLog {

    private static final Logger LOG = System.getLogger("dev.spannerkeys.internal.schema");

    /** Statement kinds, in the order the line names them; the first pattern a statement matches counts it. */
    private static final Map<String, Pattern> KINDS = kinds();

    private SchemaActionLog() {
    }

    private static Map<String, Pattern> kinds() {
        Map<String, Pattern> kinds = new LinkedHashMap<>();
        kinds.put("schema", Pattern.compile("create\\s+schema\\b"));
        kinds.put("table", Pattern.compile("create\\s+table\\b"));
        kinds.put("sequence", Pattern.compile("create\\s+sequence\\b"));
        kinds.put("index", Pattern.compile("create\\s+(unique\\s+)?(null_filtered\\s+)?index\\b"));
        kinds.put("table change", Pattern.compile("alter\\s+table\\b"));
        kinds.put("sequence change", Pattern.compile("alter\\s+sequence\\b"));
        return kinds;
    }

    /** After a creation: {@code Spanner schema created: ...}. */
    static void created(List<String> statements, long startNanos) {
        LOG.log(Level.INFO, () -> "Spanner schema created: " + counts(statements) + timing(statements, startNanos));
    }

    /**
     * After an update: {@code Spanner schema updated: ...}, or that nothing had to change.
     *
     * @param oneByOne whether the statements went as one schema change each (an emulator holding
     *     sequence counters, which a DDL batch of two or more statements resets)
     */
    static void updated(List<String> statements, long startNanos, boolean oneByOne) {
        LOG.log(Level.INFO, () -> statements.isEmpty()
                ? "Spanner schema up to date: nothing to change (" + millis(startNanos) + ")"
                : "Spanner schema updated: " + counts(statements) + timing(statements, startNanos)
                        + (oneByOne ? "; sent as one schema change each, because the emulator resets every "
                                + "sequence counter after a DDL batch of two or more statements" : ""));
    }

    /** After a validation that passed: {@code Spanner schema validated: ... match the entities}. */
    static void validated(SchemaModel model, long startNanos) {
        LOG.log(Level.INFO, () -> "Spanner schema validated: " + plural(model.tables().size(), "table") + ", "
                + plural(model.sequences().size(), "sequence") + ", " + plural(model.indexes().size(), "index")
                + " match the entities (" + millis(startNanos) + ")");
    }

    /** What {@code statements} create and change, by kind: {@code 4 tables, 3 sequences, 1 table change}. */
    static String counts(List<String> statements) {
        Map<String, Integer> counted = new LinkedHashMap<>();
        int others = 0;
        for (String statement : statements) {
            String text = statement.strip().toLowerCase(Locale.ROOT);
            String kind = KINDS.entrySet().stream().filter(entry -> entry.getValue().matcher(text).lookingAt())
                    .map(Map.Entry::getKey).findFirst().orElse(null);
            if (kind == null) {
                others++;
            } else {
                counted.merge(kind, 1, Integer::sum);
            }
        }
        List<String> parts = new ArrayList<>();
        KINDS.keySet().stream().filter(counted::containsKey).forEach(kind -> parts.add(plural(counted.get(kind), kind)));
        if (others > 0) {
            parts.add(plural(others, "other statement"));
        }
        return parts.isEmpty() ? "nothing" : String.join(", ", parts);
    }

    private static String timing(List<String> statements, long startNanos) {
        return " (" + plural(statements.size(), "statement") + ", " + millis(startNanos) + ")";
    }

    private static String millis(long startNanos) {
        return String.format(Locale.ROOT, "%,d ms", Duration.ofNanos(System.nanoTime() - startNanos).toMillis());
    }

    private static String plural(int count, String noun) {
        if (count == 1) {
            return "1 " + noun;
        }
        return count + " " + (noun.endsWith("x") ? noun + "es" : noun + "s");
    }
}
