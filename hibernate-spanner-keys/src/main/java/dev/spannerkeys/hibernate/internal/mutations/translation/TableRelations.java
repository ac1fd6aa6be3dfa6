package dev.spannerkeys.hibernate.internal.mutations.translation;

import com.google.cloud.spanner.Dialect;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import org.hibernate.sql.model.MutationType;

/**
 * Which tables a write statement can observe or change besides its own rows: the rule that decides
 * which buffered mutations must reach the database, as DML, before a DML statement runs.
 *
 * <p>Spanner applies buffered mutations at commit, after every DML statement of the transaction. A
 * mutation captured before a DML statement therefore takes effect after it; the two may swap only if
 * neither can see the other. A Hibernate write statement addresses one row by its primary key, so what
 * it can see besides that row is fixed by the schema:
 * <ul>
 *   <li>an {@code INSERT} checks its table (the key, unique indexes), its interleave ancestors (the
 *       parent row must exist) and the tables its foreign keys reference;</li>
 *   <li>an {@code UPDATE} checks its table and the tables its foreign keys reference, and is checked by
 *       the tables whose foreign keys reference its non-key columns (a unique index): it never changes
 *       its primary key, so references to that key, and the interleaving, cannot see it;</li>
 *   <li>a {@code DELETE} changes or is refused by its interleaved descendants ({@code ON DELETE CASCADE}
 *       or {@code NO ACTION}) and the tables that reference it through a foreign key, and, through
 *       their cascades, what references those in turn.</li>
 * </ul>
 * The relation is symmetric: a mutation's own checks at commit involve the same pairs of tables seen
 * from the other side (an inserted child needs its parent, which a later DML delete of the parent would
 * remove; a later DML insert of a child needs the parent the mutation inserts). Writes to unrelated
 * tables commute, so they stay mutations.
 *
 * <p>Interleaving is recognized by key columns, which works for both dialects without reading the
 * interleave clause: a child's primary key starts with its parent's key columns, so every table whose
 * key columns (by name) are a prefix of another's is treated as its possible ancestor. This may relate
 * two unrelated tables that share key column names (a flush a little earlier than needed), never
 * miss a real parent. Foreign keys come from {@code DatabaseMetaData.getImportedKeys/getExportedKeys},
 * which the Spanner JDBC driver answers with single-use read-only queries; they are read once per table.
 * When the schema cannot be read, every table counts as related.
 *
 * <p>Thread-safe; one instance per session factory.
 */
public final class TableRelations {

    private final PrimaryKeys primaryKeys;
    private final Map<String, List<Edge>> referenced = new ConcurrentHashMap<>();
    private final Map<String, List<Edge>> referencing = new ConcurrentHashMap<>();

    /**
     * @param primaryKeys the primary keys, shared with the {@link MutationFactory} of the same factory
     */
    public TableRelations(PrimaryKeys primaryKeys) {
        this.primaryKeys = primaryKeys;
    }

    /**
     * The tables a write of {@code type} to {@code table} can observe or change, as a test on table
     * names (as mutations spell them); its own table included.
     *
     * @param table the table as Hibernate names it in SQL (quoted or not)
     */
    public Predicate<String> reachedBy(MutationType type, String table, Connection connection, Dialect dialect) {
        String name = SpannerNames.forMutation(table, dialect);
        try {
            List<String> keys = primaryKeys.of(name, connection);
            Set<String> fixed = new HashSet<>();
            fixed.add(lower(name));
            switch (type) {
                case INSERT -> fixed.addAll(referencedBy(name, connection));
                case UPDATE -> {
                    fixed.addAll(referencedBy(name, connection));
                    fixed.addAll(referencing(name, connection));
                }
                case DELETE -> fixed.addAll(cascadeClosure(name, connection));
            }
            return other -> {
                String lower = lower(other);
                if (fixed.contains(lower)) {
                    return true;
                }
                try {
                    List<String> otherKeys = primaryKeys.of(other, connection);
                    return switch (type) {
                        case INSERT -> isPrefix(otherKeys, keys);
                        case DELETE -> isPrefix(keys, otherKeys);
                        case UPDATE -> false;
                    };
                } catch (NotExpressibleAsMutation unknown) {
                    return true;
                }
            };
        } catch (NotExpressibleAsMutation unknown) {
            return other -> true;
        }
    }

    /** Tables a delete from {@code table} can reach: interleaved descendants and foreign-key referrers, transitively. */
    private Set<String> cascadeClosure(String table, Connection connection) throws NotExpressibleAsMutation {
        Set<String> reached = new LinkedHashSet<>();
        Deque<String> pending = new ArrayDeque<>();
        pending.add(table);
        while (!pending.isEmpty()) {
            String next = pending.poll();
            if (reached.add(lower(next))) {
                for (Edge edge : edges(referencing, next, connection, false)) {
                    pending.add(edge.table());
                }
            }
        }
        return reached;
    }

    /** Tables {@code table}'s foreign keys reference (an update or insert of it checks their rows). */
    private Set<String> referencedBy(String table, Connection connection) throws NotExpressibleAsMutation {
        Set<String> tables = new HashSet<>();
        for (Edge edge : edges(referenced, table, connection, true)) {
            if (edge.foreignKey()) {
                tables.add(edge.table());
            }
        }
        return tables;
    }

    /**
     * Tables whose foreign keys reference columns of {@code table} outside its primary key (a unique
     * index): an update, which never changes the primary key, can only affect those.
     */
    private Set<String> referencing(String table, Connection connection) throws NotExpressibleAsMutation {
        Set<String> key = new HashSet<>();
        for (String column : primaryKeys.of(table, connection)) {
            key.add(lower(column));
        }
        Set<String> tables = new HashSet<>();
        for (Edge edge : edges(referencing, table, connection, false)) {
            if (edge.foreignKey() && !key.containsAll(edge.referencedColumns())) {
                tables.add(edge.table());
            }
        }
        return tables;
    }

    /**
     * One reference between two tables, as the JDBC driver reports it.
     *
     * @param table the other table
     * @param foreignKey a foreign key; {@code false} for the interleaving the GoogleSQL driver also reports
     * @param referencedColumns the referenced (parent-side) columns, lower case
     */
    private record Edge(String table, boolean foreignKey, Set<String> referencedColumns) {
    }

    private static List<Edge> edges(Map<String, List<Edge>> cache, String table, Connection connection,
            boolean imported) throws NotExpressibleAsMutation {
        List<Edge> cached = cache.get(lower(table));
        if (cached != null) {
            return cached;
        }
        Map<String, Set<String>> columnsByConstraint = new HashMap<>();
        Map<String, String> tableByConstraint = new HashMap<>();
        String otherPrefix = imported ? "PKTABLE_" : "FKTABLE_";
        String ownPrefix = imported ? "FKTABLE_" : "PKTABLE_";
        // A table in a named schema is schema.table, as mutations name it.
        int dot = table.lastIndexOf('.');
        String schema = dot < 0 ? "" : table.substring(0, dot);
        String name = table.substring(dot + 1);
        try (ResultSet keys = imported
                ? connection.getMetaData().getImportedKeys(null, null, name.toUpperCase(Locale.ROOT))
                : connection.getMetaData().getExportedKeys(null, null, name.toUpperCase(Locale.ROOT))) {
            while (keys.next()) {
                if (!keys.getString(ownPrefix + "NAME").equalsIgnoreCase(name)
                        || !PrimaryKeys.inSchema(keys.getString(ownPrefix + "SCHEM"), schema)) {
                    continue;
                }
                String otherSchema = keys.getString(otherPrefix + "SCHEM");
                String otherTable = lower((PrimaryKeys.inSchema(otherSchema, "") ? "" : otherSchema + ".")
                        + keys.getString(otherPrefix + "NAME"));
                String fkName = keys.getString("FK_NAME");
                // Interleaving (reported without a constraint name) is one edge per child table.
                String constraint = fkName == null ? "<interleave> " + otherTable : fkName;
                tableByConstraint.put(constraint, otherTable);
                columnsByConstraint.computeIfAbsent(constraint, c -> new HashSet<>())
                        .add(lower(keys.getString("PKCOLUMN_NAME")));
            }
        } catch (SQLException e) {
            throw new NotExpressibleAsMutation("cannot read the foreign keys of table " + table, e);
        }
        List<Edge> edges = new ArrayList<>();
        tableByConstraint.forEach((constraint, other) -> edges.add(new Edge(other,
                !constraint.startsWith("<interleave> "), Set.copyOf(columnsByConstraint.get(constraint)))));
        List<Edge> result = List.copyOf(edges);
        cache.put(lower(table), result);
        return result;
    }

    private static boolean isPrefix(List<String> prefix, List<String> keys) {
        if (prefix.size() > keys.size()) {
            return false;
        }
        for (int i = 0; i < prefix.size(); i++) {
            if (!prefix.get(i).equalsIgnoreCase(keys.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static String lower(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
