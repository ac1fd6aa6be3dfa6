package dev.spannerkeys.hibernate.internal.advisor;

import dev.spannerkeys.hibernate.internal.config.DatabaseNaming;
import dev.spannerkeys.hibernate.internal.mapping.AttributeMembers;
import dev.spannerkeys.hibernate.internal.mapping.KeyAttributes;
import dev.spannerkeys.hibernate.internal.mapping.MappedColumns;
import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import dev.spannerkeys.hibernate.internal.mapping.SequenceDeclaration;
import dev.spannerkeys.hibernate.internal.mapping.TakenOverKey;
import dev.spannerkeys.hibernate.internal.mapping.ShardIdDeclaration;
import dev.spannerkeys.hibernate.internal.mapping.SuppressionDeclaration;
import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.advisor.input.ForeignKeyFact;
import dev.spannerkeys.advisor.input.Suppression;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.internal.advisor.rules.SequentialKeyRule;
import dev.spannerkeys.internal.advisor.rules.UninterleavedChildRule;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SqlDialect;
import jakarta.persistence.Lob;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.UnaryOperator;
import org.hibernate.boot.Metadata;
import org.hibernate.mapping.Collection;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.Component;
import org.hibernate.mapping.ForeignKey;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.hibernate.mapping.RootClass;
import org.hibernate.mapping.Table;
import org.hibernate.mapping.ToOne;
import org.hibernate.mapping.Value;

/**
 * Reads what the advisor needs and the schema model does not hold from a persistence unit's boot
 * metadata and entity classes: which entity and attribute each column comes from, how key values
 * are generated, {@code @Lob}, {@code @ShardId} counts, foreign keys, reads seen newest-first, and
 * {@code @SuppressAdvisorRule} declarations.
 */
public final class MappingFacts {

    private final Metadata metadata;
    private final Map<String, TableFacts> tables = new LinkedHashMap<>();

    private MappingFacts(Metadata metadata) {
        this.metadata = metadata;
    }

    /** The advisor input for {@code model}, the schema of {@code metadata} in {@code dialect}. */
    public static AdvisorInput read(Metadata metadata, SchemaModel model, SqlDialect dialect) {
        MappingFacts facts = new MappingFacts(metadata);
        for (PersistentClass entity : metadata.getEntityBindings()) {
            // Entities without a Java class (dynamic-map and Envers audit entities) have tables and keys too.
            if (entity.getTable().isPhysicalTable()) {
                facts.entity(entity);
            }
        }
        for (PersistentClass entity : metadata.getEntityBindings()) {
            if (entity.getTable().isPhysicalTable()) {
                facts.foreignKeys(entity.getTable());
            }
        }
        NewestFirstReads.apply(metadata, facts::evidence);
        facts.schemas(DatabaseNaming.of(metadata, dialect), dialect);
        return new AdvisorInput(model, dialect, facts.tables, List.of());
    }

    private void entity(PersistentClass entity) {
        Class<?> type = entity.getMappedClass();
        String table = entity.getTable().getName();
        TableFacts existing = tables.get(key(table));
        if (existing == null || (existing.entity().isEmpty() || entity instanceof RootClass)) {
            // Several entities can share a table (single-table inheritance); the root names it.
            TableFacts named = new TableFacts(table, Optional.of(entity.getEntityName()),
                    existing != null ? existing.columns() : Map.of(),
                    existing != null ? existing.foreignKeys() : List.of(),
                    existing != null ? existing.suppressions() : List.of());
            tables.put(key(table), named);
        }
        for (SuppressionDeclaration suppression : SuppressionDeclaration.onType(type)) {
            update(table, facts -> facts.with(suppression(suppression)));
        }
        if (KeyAttributes.isRevisionKeyed(entity)) {
            Suppression audit = new Suppression(UninterleavedChildRule.RULE.id(), "an audit table keeps the history of "
                    + "deleted rows, so it cannot be interleaved in the audited table; its key leads with the audited "
                    + "key, so an entity's history is stored together", entity.getEntityName());
            update(table, facts -> facts.with(audit));
        }
        if (entity.getIdentifierMapper() != null) {
            for (Property property : entity.getIdentifierMapper().getProperties()) {
                attribute(entity, type, property, "");
            }
        } else if (entity.getIdentifierProperty() != null) {
            attribute(entity, type, entity.getIdentifierProperty(), "");
        }
        for (Property property : entity.getProperties()) {
            if (!property.isSynthetic()) {
                attribute(entity, type, property, "");
            }
        }
    }

    /** {@code owner}: the class declaring the attribute, {@code null} for an entity without a Java class. */
    private void attribute(PersistentClass entity, Class<?> owner, Property property, String prefix) {
        String name = prefix + property.getName();
        Value value = property.getValue();
        if (value instanceof Component component && component.getComponentClass() != null) {
            for (Property part : component.getProperties()) {
                attribute(entity, component.getComponentClass(), part, name + ".");
            }
            return;
        }
        if (value instanceof Collection) {
            return;
        }
        AttributeMembers members = AttributeMembers.of(owner, property.getName());
        // A foreign key column copies another table's key: its generator is the other table's.
        ValueSource source = value instanceof ToOne ? ValueSource.ASSIGNED : ValueSources.of(members, entity.getMappedClass());
        Optional<TakenOverKey> takenOver = prefix.isEmpty() && property == entity.getRootClass().getIdentifierProperty()
                ? TakenOverKey.of(entity.getRootClass()) : Optional.empty();
        Table table = value.getTable() != null ? value.getTable() : entity.getTable();
        for (Column column : MappedColumns.of(value)) {
            ColumnFacts facts = tableFacts(table.getName()).column(column.getName());
            if (facts.attribute().isPresent()) {
                continue;
            }
            facts = facts.withAttribute(name);
            Optional<Class<?>> declaredIn = members.declaringClass();
            if (prefix.isEmpty() && declaredIn.isPresent() && declaredIn.get() != entity.getMappedClass()) {
                // Inherited from a @MappedSuperclass or an entity superclass: the fix is written there.
                facts = facts.declaredIn(declaredIn.get().getName());
            }
            String where = MappingProblems.where(entity, name);
            if (takenOver.isPresent()) {
                // A stock @GeneratedValue id the library draws from its sequence: a bit-reversed sequence key.
                // Integer keys are the values' upper bits, which the stored-key check does not read (yet).
                facts = takenOver.get().ordered() ? facts.withSource(ValueSource.SEQUENCE_COUNTER)
                                .withSuppression(new Suppression(SequentialKeyRule.RULE.id(), "Envers compares revision"
                                + " numbers: they must ascend in the order of the transactions (one row per audited"
                                + " transaction goes to the end of the table)", owner == null ? entity.getEntityName()
                                : owner.getName() + "." + property.getName()))
                        : takenOver.get().narrow() ? facts.withSource(ValueSource.BIT_REVERSED_SEQUENCE)
                        : facts.withSequence(takenOver.get().sequence().name());
            } else if (source == ValueSource.BIT_REVERSED_SEQUENCE) {
                facts = facts.withSequence(SequenceDeclaration.on(members, where).orElseThrow().sequence().name());
            } else if (source == ValueSource.SHARD) {
                facts = facts.withShards(ShardIdDeclaration.on(members, where).orElseThrow().shards());
            } else {
                facts = facts.withSource(source);
            }
            if (holdsUuid(members, source)) {
                facts = facts.asUuid();
            }
            if (members.has(Lob.class)) {
                facts = facts.asLob();
            }
            for (SuppressionDeclaration suppression : SuppressionDeclaration.on(members,
                    (owner == null ? entity.getEntityName() : owner.getName()) + "." + property.getName())) {
                facts = facts.withSuppression(suppression(suppression));
            }
            ColumnFacts done = facts;
            update(table.getName(), existing -> existing.with(done));
        }
    }

    private static Suppression suppression(SuppressionDeclaration declaration) {
        return new Suppression(declaration.rule(), declaration.reason(), declaration.declaredOn());
    }

    private static boolean holdsUuid(AttributeMembers members, ValueSource source) {
        return members.javaType().map(type -> type == UUID.class).orElse(false)
                || source == ValueSource.RANDOM_UUID || source == ValueSource.TIME_UUID
                || source == ValueSource.UUID_V6 || source == ValueSource.UUID_V7;
    }

    private void foreignKeys(Table table) {
        for (ForeignKey foreignKey : table.getForeignKeyCollection()) {
            if (foreignKey.getReferencedTable() == null) {
                continue;
            }
            List<String> columns = new ArrayList<>();
            foreignKey.getColumns().forEach(column -> columns.add(column.getName()));
            ForeignKeyFact fact = new ForeignKeyFact(columns, foreignKey.getReferencedTable().getName());
            if (!tableFacts(table.getName()).foreignKeys().contains(fact)) {
                update(table.getName(), facts -> facts.with(fact));
            }
        }
    }

    /** Records that {@code entity}'s attribute (or column) {@code name} is read newest-first {@code where}. */
    private void evidence(PersistentClass entity, String name, String where) {
        TableFacts facts = tables.get(key(entity.getTable().getName()));
        if (facts == null) {
            return;
        }
        for (ColumnFacts column : facts.columns().values()) {
            String attribute = column.attribute().orElse("");
            if (attribute.equals(name) || attribute.endsWith("." + name) || column.column().equalsIgnoreCase(name)) {
                update(facts.table(), table -> table.with(column.readNewestFirstBy(where)));
                return;
            }
        }
    }

    /** Places every table in the named schema its mapping gives it, so that findings name it qualified. */
    private void schemas(DatabaseNaming naming, SqlDialect dialect) {
        String builtIn = dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "" : "public";
        tables.replaceAll((key, facts) -> {
            String schema = naming.storedSchema(facts.table());
            return schema.equalsIgnoreCase(builtIn) ? facts : facts.inSchema(schema);
        });
    }

    private TableFacts tableFacts(String table) {
        return tables.computeIfAbsent(key(table), name -> TableFacts.of(table, null));
    }

    private void update(String table, UnaryOperator<TableFacts> change) {
        tables.put(key(table), change.apply(tableFacts(table)));
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
