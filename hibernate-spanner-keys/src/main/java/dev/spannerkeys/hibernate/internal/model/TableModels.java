package dev.spannerkeys.hibernate.internal.model;

import dev.spannerkeys.hibernate.internal.mapping.KeyAttribute;
import dev.spannerkeys.hibernate.internal.mapping.KeyAttributes;
import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import dev.spannerkeys.internal.schema.CheckDefinition;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.Interleave;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.SchemaProblem;
import dev.spannerkeys.internal.schema.SortOrder;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.hibernate.boot.Metadata;
import org.hibernate.mapping.CheckConstraint;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.RootClass;
import org.hibernate.mapping.Table;

/**
 * Converts a Hibernate {@link Table} into a {@link TableDefinition}: key columns first, in the
 * order the entity declares its {@code @Id} attributes (with {@code @Descending}), then the other
 * columns; the interleave clause from {@code @Interleaved}.
 */
public final class TableModels {

    /** Spanner needs a primary key; Hibernate leaves some collection tables without one. */
    public static final String HIDDEN_KEY_COLUMN = "rowid";

    private final Metadata metadata;
    private final SqlDialect dialect;
    private final InterleaveModels interleaves;

    TableModels(Metadata metadata, SqlDialect dialect) {
        this.metadata = metadata;
        this.dialect = dialect;
        this.interleaves = new InterleaveModels(metadata);
    }

    /** The model of {@code table}; {@code entity} is the entity whose root table it is, or null. */
    TableDefinition of(Table table, PersistentClass entity) {
        try {
            return build(table, entity);
        } catch (SchemaProblem problem) {
            throw problem;
        } catch (IllegalArgumentException invalid) {
            throw SchemaProblem.inTable(table.getName(), invalid.getMessage(),
                    "rename the table or column (@Table(name = ...), @Column(name = ...)): "
                    + SpannerIdentifiers.NAMING_RULE);
        }
    }

    private TableDefinition build(Table table, PersistentClass entity) {
        boolean ownsKey = entity instanceof RootClass && entity.getTable() == table;
        List<KeyPart> key = ownsKey ? declaredKey(entity, table) : hibernateKey(table);
        Map<String, ColumnDefinition> columns = new LinkedHashMap<>();
        if (key.isEmpty()) {
            columns.put(HIDDEN_KEY_COLUMN, ColumnDefinition.of(HIDDEN_KEY_COLUMN,
                    dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "INT64" : "bigint").notNull().asIdentity().asHidden());
            key = List.of(KeyPart.ascending(HIDDEN_KEY_COLUMN));
        }
        List<Column> ordered = new ArrayList<>();
        for (KeyPart part : key) {
            findColumn(table, part.column()).ifPresent(ordered::add);
        }
        for (Column column : table.getColumns()) {
            if (!ordered.contains(column)) {
                ordered.add(column);
            }
        }
        for (Column column : ordered) {
            boolean keyColumn = key.stream().anyMatch(part -> part.column().equalsIgnoreCase(column.getName()));
            columns.put(column.getName().toLowerCase(Locale.ROOT), column(table, column, keyColumn));
        }
        List<CheckDefinition> checks = new ArrayList<>();
        for (CheckConstraint check : table.getChecks()) {
            checks.add(ColumnModels.check(check));
        }
        Optional<Interleave> interleave = ownsKey ? interleaves.of(entity) : Optional.empty();
        return new TableDefinition(table.getName(), List.copyOf(columns.values()), key, interleave, checks);
    }

    private ColumnDefinition column(Table table, Column column, boolean keyColumn) {
        ColumnDefinitions.requireDialect(table.getName(), column, dialect);
        try {
            return ColumnModels.of(column, metadata, keyColumn, dialect, table.getName());
        } catch (SchemaProblem problem) {
            throw problem;
        } catch (IllegalArgumentException invalid) {
            throw SchemaProblem.inColumn(table.getName(), column.getName(), invalid.getMessage(),
                    "rename the column (@Column(name = ...)): " + SpannerIdentifiers.NAMING_RULE);
        }
    }

    private List<KeyPart> declaredKey(PersistentClass entity, Table table) {
        List<KeyAttribute> attributes = KeyAttributes.of(entity);
        List<String> misplaced = KeyAttributes.misplacedDescending(entity, attributes);
        if (!misplaced.isEmpty()) {
            throw MappingProblems.problem(MappingProblems.where(entity, misplaced.get(0)),
                    "@Descending orders primary key parts, but this attribute is not an @Id attribute",
                    "remove @Descending, or for a descending lookup declare @SpannerIndex(columns = {\"...\", \""
                    + misplaced.get(0) + " DESC\"}) on the entity");
        }
        List<KeyPart> key = new ArrayList<>();
        for (KeyAttribute attribute : attributes) {
            if (attribute.descending() && dialect == SqlDialect.POSTGRESQL) {
                throw MappingProblems.problem(MappingProblems.where(entity, attribute.name()),
                        "@Descending asks for a descending primary key part, but PostgreSQL-dialect databases have no "
                        + "descending key parts", "remove @Descending and add a descending secondary index instead, "
                        + "e.g. @SpannerIndex(name = \"...\", columns = {..., \"" + attribute.columns().get(0).getName()
                        + " DESC\"})");
            }
            for (Column column : attribute.columns()) {
                if (table.getPrimaryKey() != null && table.getPrimaryKey().containsColumn(column)) {
                    key.add(new KeyPart(column.getName(), attribute.descending() ? SortOrder.DESC : SortOrder.ASC));
                }
            }
        }
        // Key columns the attribute scan could not attribute (e.g. derived identities) keep Hibernate's order.
        for (KeyPart part : hibernateKey(table)) {
            if (key.stream().noneMatch(existing -> existing.column().equalsIgnoreCase(part.column()))) {
                key.add(part);
            }
        }
        return key;
    }

    private static List<KeyPart> hibernateKey(Table table) {
        List<KeyPart> key = new ArrayList<>();
        if (table.hasPrimaryKey()) {
            for (Column column : table.getPrimaryKey().getColumns()) {
                key.add(KeyPart.ascending(column.getName()));
            }
        }
        return key;
    }

    private static Optional<Column> findColumn(Table table, String name) {
        return table.getColumns().stream().filter(column -> column.getName().equalsIgnoreCase(name)).findFirst();
    }
}
