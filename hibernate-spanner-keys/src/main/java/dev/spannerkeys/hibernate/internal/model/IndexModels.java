package dev.spannerkeys.hibernate.internal.model;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import dev.spannerkeys.hibernate.internal.mapping.SpannerIndexDeclaration;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.SchemaProblem;
import dev.spannerkeys.internal.schema.SortOrder;
import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.hibernate.boot.Metadata;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.Index;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Table;
import org.hibernate.mapping.UniqueKey;

/**
 * The secondary indexes of a table: {@link SpannerIndex} declarations, JPA / Hibernate
 * {@code @Index}es and unique keys, all as {@link IndexDefinition}s, so one writer prints them.
 */
final class IndexModels {

    private static final System.Logger LOG = System.getLogger("dev.spannerkeys.internal.schema");

    /** The Spanner names of unique keys Hibernate named alike ({@link #distinctGeneratedUniqueKeyNames}). */
    private final Map<UniqueKey, String> spannerNames = new java.util.IdentityHashMap<>();

    private final Metadata metadata;

    IndexModels(Metadata metadata) {
        this.metadata = metadata;
    }

    /**
     * Adds the {@link SpannerIndex}es of {@code entity} to its table, and a unique key for every
     * {@code @Column(unique = true)}, so Hibernate's schema tools see them. Repeated calls add
     * nothing new.
     */
    void register(PersistentClass entity) {
        Table table = entity.getTable();
        for (SpannerIndexDeclaration declaration : SpannerIndexDeclaration.of(entity.getMappedClass())) {
            Index existing = table.getIndex(declaration.name());
            if (existing instanceof SpannerIndexBinding binding && binding.declaration().equals(declaration)) {
                continue;
            }
            String where = MappingProblems.where(entity) + ", @SpannerIndex(name = \"" + declaration.name() + "\")";
            requireName(SpannerIdentifiers.unquoted(declaration.name()), where);
            if (existing != null) {
                throw MappingProblems.problem(where, "the table already has an index with this name",
                        "give each index its own name");
            }
            if (declaration.columns().isEmpty()) {
                throw MappingProblems.problem(where, "columns = {} names no column to index",
                        "name the indexed columns, e.g. @SpannerIndex(name = \"" + declaration.name()
                        + "\", columns = {\"LastName\"})");
            }
            SpannerIndexBinding binding = new SpannerIndexBinding(declaration, where);
            binding.setTable(table);
            java.util.Set<String> indexed = new java.util.HashSet<>();
            for (String entry : declaration.columns()) {
                KeyPart part = keyPart(entry, where);
                if (!indexed.add(part.column().toLowerCase(java.util.Locale.ROOT))) {
                    throw MappingProblems.problem(where, "it names column " + part.column() + " twice",
                            "name each column once");
                }
                binding.addColumn(column(table, part.column(), where), part.isDescending() ? "desc" : "asc");
            }
            table.addIndex(binding);
        }
        for (Column column : table.getColumns()) {
            if (column.isUnique() && !table.isPrimaryKey(column) && column.getUniqueKeyName() != null
                    && !declaredAsUniqueIndex(table, column)) {
                UniqueKey key = table.getOrCreateUniqueKey(column.getUniqueKeyName());
                if (!key.containsColumn(column)) {
                    key.addColumn(column);
                }
            }
        }
    }

    /**
     * Whether {@code column}'s own unique key ({@code @Column(unique = true)}) is already on the table as the unique
     * index of a {@code @UniqueConstraint(columnNames = ...)} over that one column: Hibernate names both from the
     * table and the column, so they would be two indexes of one name (stock Hibernate sends the second
     * {@code CREATE UNIQUE INDEX}, Spanner refuses it, Hibernate logs it); one index says it.
     */
    private static boolean declaredAsUniqueIndex(Table table, Column column) {
        Index index = table.getIndex(column.getUniqueKeyName());
        return index != null && index.isUnique() && index.getColumns().equals(List.of(column));
    }

    /**
     * Gives each unique key whose name Hibernate generated, and which another index or unique key of the persistence
     * unit has too, a name of its own: Hibernate's hash of the key's table and columns
     * ({@code UK} + 25 characters, as its naming strategy hashes), so that the same mapping always gives the same
     * names and update, validate and migrations stay stable. Hibernate hashes some unique keys before their table
     * has its final name (two {@code @ElementCollection} tables with the same columns), and stock Hibernate only logs
     * the second {@code CREATE} failing; Spanner index names are unique in the whole database. A name the
     * application wrote ({@code @UniqueConstraint(name = ...)}, {@code @Index(name = ...)}) is never changed: two
     * of those with one name stay refused, naming both.
     */
    void distinctGeneratedUniqueKeyNames() {
        spannerNames.clear();
        Map<String, Integer> uses = new java.util.HashMap<>();
        List<Table> tables = physicalTables();
        for (Table table : tables) {
            table.getIndexes().values().forEach(index -> uses.merge(key(index.getName()), 1, Integer::sum));
            table.getUniqueKeys().values().forEach(unique -> uses.merge(key(unique.getName()), 1, Integer::sum));
        }
        for (Table table : tables) {
            for (UniqueKey unique : table.getUniqueKeys().values()) {
                if (unique.isNameExplicit() || uses.getOrDefault(key(unique.getName()), 0) < 2) {
                    continue;
                }
                List<org.hibernate.boot.model.naming.Identifier> columns = new ArrayList<>();
                unique.getColumns().forEach(column -> columns.add(
                        org.hibernate.boot.model.naming.Identifier.toIdentifier(column.getName(), column.isQuoted())));
                String own = org.hibernate.boot.model.naming.NamingHelper.INSTANCE.generateHashedConstraintName("UK",
                        table.getNameIdentifier(), columns);
                if (uses.containsKey(key(own))) {
                    continue;
                }
                LOG.log(System.Logger.Level.INFO, "The unique key " + unique.getName() + " of table " + table.getName()
                        + " is created as index " + own + ": Hibernate generated its name, and another index has it too");
                uses.merge(key(unique.getName()), -1, Integer::sum);
                uses.put(key(own), 1);
                // Hibernate's own model keeps the name (its tables key their unique keys by it): the Spanner schema
                // model has the index under its own name, and the exporters find it by table and columns.
                spannerNames.put(unique, own);
            }
        }
    }

    private List<Table> physicalTables() {
        List<Table> tables = new ArrayList<>();
        for (org.hibernate.boot.model.relational.Namespace namespace : metadata.getDatabase().getNamespaces()) {
            for (Table table : namespace.getTables()) {
                if (table.isPhysicalTable() && !table.isView()) {
                    tables.add(table);
                }
            }
        }
        return tables;
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    /** The indexes on {@code table}. */
    List<IndexDefinition> indexes(Table table) {
        List<IndexDefinition> indexes = new ArrayList<>();
        try {
            for (Index index : table.getIndexes().values()) {
                indexes.add(index instanceof SpannerIndexBinding binding ? declared(table, binding) : jpa(table, index));
            }
            for (UniqueKey key : table.getUniqueKeys().values()) {
                indexes.add(unique(table, key));
            }
        } catch (SchemaProblem problem) {
            throw problem;
        } catch (IllegalArgumentException invalid) {
            throw SchemaProblem.inTable(table.getName(), invalid.getMessage(),
                    "rename the index (@Index(name = ...), @UniqueConstraint(name = ...)): "
                    + SpannerIdentifiers.NAMING_RULE);
        }
        return indexes;
    }

    private IndexDefinition declared(Table table, SpannerIndexBinding binding) {
        SpannerIndexDeclaration declaration = binding.declaration();
        List<KeyPart> columns = new ArrayList<>();
        for (String entry : declaration.columns()) {
            KeyPart part = keyPart(entry, binding.declaredBy());
            columns.add(new KeyPart(column(table, part.column(), binding.declaredBy()).getName(), part.order()));
        }
        List<String> storing = new ArrayList<>();
        for (String stored : declaration.storing()) {
            storing.add(column(table, SpannerIdentifiers.unquoted(stored.trim()), binding.declaredBy()).getName());
        }
        Optional<String> interleaveIn = Optional.empty();
        if (declaration.isInterleaved()) {
            PersistentClass parent = metadata.getEntityBinding(declaration.interleaveIn().getName());
            if (parent == null) {
                throw MappingProblems.problem(binding.declaredBy(), "interleaveIn = "
                        + declaration.interleaveIn().getName() + " is not an entity of this persistence unit",
                        "name the entity (the table itself or an @Interleaved ancestor) the index is interleaved in");
            }
            interleaveIn = Optional.of(parent.getTable().getName());
        }
        return new IndexDefinition(SpannerIdentifiers.unquoted(declaration.name()), table.getName(), columns,
                declaration.unique(), declaration.nullFiltered(), storing, interleaveIn);
    }

    private static IndexDefinition jpa(Table table, Index index) {
        return mapped(table, index.getName(), index.getColumns(), index.getColumnOrderMap(), index.isUnique());
    }

    private IndexDefinition unique(Table table, UniqueKey key) {
        // A constraint's name is Hibernate's string, in quotes where the mapping quotes it.
        return mapped(table, SpannerIdentifiers.unquoted(spannerNames.getOrDefault(key, key.getName())),
                key.getColumns(), key.getColumnOrderMap(), true);
    }

    /**
     * A JPA index or unique key. Spanner treats NULLs in a unique index as equal values, SQL does
     * not; leaving NULL rows out (NULL_FILTERED) keeps the SQL meaning of a nullable unique column.
     */
    private static IndexDefinition mapped(Table table, String name, List<Column> keyColumns,
            Map<Column, String> orders, boolean unique) {
        List<KeyPart> columns = new ArrayList<>();
        boolean nullable = false;
        for (Column column : keyColumns) {
            String order = orders.get(column);
            columns.add(new KeyPart(column.getName(),
                    order != null && order.trim().equalsIgnoreCase("desc") ? SortOrder.DESC : SortOrder.ASC));
            nullable |= column.isNullable();
        }
        return new IndexDefinition(name, table.getName(), columns, unique, unique && nullable, List.of(),
                Optional.empty());
    }

    /**
     * {@code "LastAccess DESC"} → descending key part on LastAccess. A column whose name has a space is
     * written in quotes of either dialect: {@code "`hire date` DESC"}.
     */
    private static KeyPart keyPart(String entry, String where) {
        String trimmed = entry.trim();
        String column;
        String rest;
        char first = trimmed.isEmpty() ? 0 : trimmed.charAt(0);
        int closing = first == '`' || first == '"' ? trimmed.indexOf(first, 1) : -1;
        if (closing > 0) {
            column = trimmed.substring(1, closing);
            rest = trimmed.substring(closing + 1).trim();
        } else {
            String[] words = trimmed.split("\\s+", 2);
            column = words[0];
            rest = words.length > 1 ? words[1].trim() : "";
        }
        String order = rest.toUpperCase(Locale.ROOT);
        if (!column.isEmpty() && (order.isEmpty() || order.equals("ASC") || order.equals("DESC"))) {
            return new KeyPart(requireColumnName(column, where), order.equals("DESC") ? SortOrder.DESC : SortOrder.ASC);
        }
        throw MappingProblems.problem(where, "the column entry \"" + entry + "\" is not a column name optionally "
                + "followed by ASC or DESC", "write \"Column\" or \"Column DESC\" (a name with a space in quotes: "
                + "\"`hire date` DESC\")");
    }

    private static String requireColumnName(String name, String where) {
        SpannerIdentifiers.problem(name, true).ifPresent(problem -> {
            throw MappingProblems.problem(where, "'" + name + "' cannot name a Spanner column: " + problem,
                    "use the column's name: " + SpannerIdentifiers.NAMING_RULE);
        });
        return name;
    }

    private static String requireName(String name, String where) {
        SpannerIdentifiers.problem(name, false).ifPresent(problem -> {
            throw MappingProblems.problem(where, "'" + name + "' cannot name a Spanner index: " + problem,
                    "rename it: " + SpannerIdentifiers.NAMING_RULE);
        });
        return name;
    }

    private static Column column(Table table, String name, String where) {
        for (Column column : table.getColumns()) {
            if (column.getName().equalsIgnoreCase(name)) {
                return column;
            }
        }
        List<String> names = new ArrayList<>();
        table.getColumns().forEach(column -> names.add(column.getName()));
        throw MappingProblems.problem(where, "it names column " + name + ", which table " + table.getName()
                + " does not have (columns: " + String.join(", ", names) + ")",
                "use the physical column name, as in the CREATE TABLE statement");
    }
}
