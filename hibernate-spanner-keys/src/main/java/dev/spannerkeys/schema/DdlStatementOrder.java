package dev.spannerkeys.schema;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Puts a list of DDL statements, as a schema tool produced them, into an order Spanner accepts
 * for interleaved tables, and otherwise keeps the list as it is.
 *
 * <p>Schema tools visit tables alphabetically, but Spanner needs a parent created before its
 * interleaved children (and anything on a child, such as its indexes, after the child), and
 * children dropped before their parent. Only the statements that violate this move: a statement
 * about a table whose parent is created later in the list waits until right after the parent's
 * {@code CREATE TABLE}; a {@code DROP TABLE} waits until all children dropped in the list are gone.
 */
public final class DdlStatementOrder {

    private static final Pattern CREATE_TABLE = Pattern.compile("(?is)\\s*CREATE\\s+TABLE\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?(\\w+).*");
    private static final Pattern DROP_TABLE = Pattern.compile("(?is)\\s*DROP\\s+TABLE\\s+(?:IF\\s+EXISTS\\s+)?(\\w+).*");
    private static final Pattern ON_TABLE = Pattern.compile(
            "(?is)\\s*(?:CREATE\\s+(?:UNIQUE\\s+)?(?:NULL_FILTERED\\s+)?INDEX\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?\\w+\\s+ON|ALTER\\s+TABLE)\\s+(\\w+).*");

    private final SchemaModel model;

    /** An order for the tables of {@code model}. */
    public DdlStatementOrder(SchemaModel model) {
        this.model = model;
    }

    /** {@code statements}, reordered as little as needed. */
    public List<String> order(List<String> statements) {
        return dropsInOrder(createsInOrder(statements));
    }

    private List<String> createsInOrder(List<String> statements) {
        Set<String> createdLater = new HashSet<>();
        for (String statement : statements) {
            created(statement).ifPresent(createdLater::add);
        }
        Map<String, List<String>> waiting = new HashMap<>();
        List<String> ordered = new ArrayList<>();
        for (String statement : statements) {
            Optional<String> blocker = blocker(statement, createdLater);
            if (blocker.isPresent()) {
                waiting.computeIfAbsent(blocker.get(), table -> new ArrayList<>()).add(statement);
            } else {
                emitCreate(statement, ordered, createdLater, waiting);
            }
        }
        waiting.values().forEach(ordered::addAll);
        return ordered;
    }

    /** The table that must be created before {@code statement} can run, if it is still to come. */
    private Optional<String> blocker(String statement, Set<String> notYetCreated) {
        Optional<String> created = created(statement);
        if (created.isPresent()) {
            return parentOf(created.get()).filter(notYetCreated::contains);
        }
        return referenced(statement).filter(notYetCreated::contains);
    }

    private void emitCreate(String statement, List<String> ordered, Set<String> notYetCreated,
            Map<String, List<String>> waiting) {
        ordered.add(statement);
        Optional<String> created = created(statement);
        if (created.isPresent()) {
            notYetCreated.remove(created.get());
            List<String> released = waiting.remove(created.get());
            if (released != null) {
                for (String next : released) {
                    emitCreate(next, ordered, notYetCreated, waiting);
                }
            }
        }
    }

    private List<String> dropsInOrder(List<String> statements) {
        Map<String, Integer> childDropsAhead = new HashMap<>();
        for (String statement : statements) {
            dropped(statement).flatMap(this::parentOf)
                    .ifPresent(parent -> childDropsAhead.merge(parent, 1, Integer::sum));
        }
        Map<String, String> waiting = new LinkedHashMap<>();
        List<String> ordered = new ArrayList<>();
        for (String statement : statements) {
            Optional<String> dropped = dropped(statement);
            if (dropped.isPresent() && childDropsAhead.getOrDefault(dropped.get(), 0) > 0) {
                waiting.put(dropped.get(), statement);
            } else {
                emitDrop(statement, ordered, childDropsAhead, waiting);
            }
        }
        ordered.addAll(waiting.values());
        return ordered;
    }

    private void emitDrop(String statement, List<String> ordered, Map<String, Integer> childDropsAhead,
            Map<String, String> waiting) {
        ordered.add(statement);
        Optional<String> parent = dropped(statement).flatMap(this::parentOf);
        if (parent.isPresent() && childDropsAhead.merge(parent.get(), -1, Integer::sum) == 0
                && waiting.containsKey(parent.get())) {
            emitDrop(waiting.remove(parent.get()), ordered, childDropsAhead, waiting);
        }
    }

    private Optional<String> parentOf(String table) {
        return model.table(table).flatMap(TableDefinition::interleave)
                .map(interleave -> normalized(interleave.parentTable()));
    }

    private static Optional<String> created(String statement) {
        return group(CREATE_TABLE, statement);
    }

    private static Optional<String> dropped(String statement) {
        return group(DROP_TABLE, statement);
    }

    private static Optional<String> referenced(String statement) {
        return group(ON_TABLE, statement);
    }

    private static Optional<String> group(Pattern pattern, String statement) {
        Matcher matcher = pattern.matcher(statement);
        return matcher.matches() ? Optional.of(normalized(matcher.group(1))) : Optional.empty();
    }

    private static String normalized(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
