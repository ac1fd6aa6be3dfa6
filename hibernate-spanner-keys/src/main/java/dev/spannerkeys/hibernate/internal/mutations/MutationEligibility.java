package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.internal.schema.CommitTimestamps;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.hibernate.engine.OptimisticLockStyle;
import org.hibernate.generator.Generator;
import org.hibernate.metamodel.mapping.PluralAttributeMapping;
import org.hibernate.metamodel.mapping.SelectableMapping;
import dev.spannerkeys.hibernate.internal.mutations.translation.JsonbCast;
import org.hibernate.persister.collection.mutation.CollectionMutationTarget;
import org.hibernate.metamodel.mapping.TableDetails;
import org.hibernate.persister.entity.EntityPersister;
import org.hibernate.persister.entity.mutation.DeleteCoordinatorStandard;
import org.hibernate.persister.entity.mutation.EntityMutationTarget;
import org.hibernate.persister.entity.mutation.InsertCoordinatorStandard;
import org.hibernate.persister.entity.mutation.UpdateCoordinatorStandard;
import org.hibernate.sql.model.MutationOperation;
import org.hibernate.sql.model.MutationOperationGroup;
import org.hibernate.sql.model.MutationType;
import org.hibernate.sql.model.PreparableMutationOperation;
import org.hibernate.sql.model.TableMapping;
import org.hibernate.sql.model.ast.ColumnValueParameter;
import org.hibernate.sql.model.jdbc.JdbcDeleteMutation;
import org.hibernate.sql.model.jdbc.JdbcInsertMutation;
import org.hibernate.sql.model.jdbc.JdbcUpdateMutation;
import org.hibernate.engine.jdbc.mutation.ParameterUsage;
import org.hibernate.metamodel.mapping.DiscriminatorValue;

/**
 * Decides from Hibernate's mapping, before any value is seen, whether a write can be a mutation with
 * exactly the effect of its DML statement. A mutation writes given values into given columns of one
 * row named by its primary key, and checks nothing else; so a write qualifies only if its statement
 * is exactly that. Everything else stays DML:
 * <ul>
 *   <li>writes of collection tables (element collections, join tables, one-to-many keys) that are
 *       soft-deleted, audited or temporal, write through SQL expressions or custom SQL, and the deletes and
 *       updates of collections restricted by a SQL condition ({@code @SQLRestriction}, which Hibernate adds to
 *       their {@code WHERE} clause); the others
 *       qualify here, and the database's primary key decides (in
 *       {@link dev.spannerkeys.hibernate.internal.mutations.translation.MutationFactory}) whether a row
 *       delete or update names exactly one row, or a whole collection a key prefix;</li>
 *   <li>updates and deletes of versioned entities, or of entities with {@code optimistic-lock} on
 *       dirty or all columns: their {@code WHERE} clause is an optimistic-lock check a mutation cannot
 *       make, so they keep it as DML;</li>
 *   <li>any statement restricted by more than the primary key;</li>
 *   <li>writes whose SQL holds something besides parameters: database-generated identifiers and
 *       attributes ({@code IDENTITY}, {@code @Generated}, database timestamps), which Hibernate also
 *       reads back; {@code @ColumnTransformer} write expressions; discriminator values of inheritance
 *       hierarchies declared {@code null} or {@code not null}, and soft-delete flags, which Hibernate
 *       writes as SQL literals (an ordinary discriminator value is set by the mutation, see
 *       {@link dev.spannerkeys.hibernate.internal.mutations.translation.MutationFactory}); custom
 *       {@code @SQLInsert}/{@code @SQLUpdate}/{@code @SQLDelete}. The one expression accepted is the
 *       {@code cast(? as jsonb)} Hibernate puts around a PostgreSQL JSON value, which a {@code jsonb}
 *       mutation value expresses exactly
 *       ({@link dev.spannerkeys.hibernate.internal.mutations.translation.JsonbCast});</li>
 *   <li>optional secondary tables on update (Hibernate upserts them), and entities whose writes go
 *       through a coordinator other than Hibernate's standard one (temporal, audited tables).</li>
 * </ul>
 *
 * <p>Thread-safe: per-entity answers are cached in a concurrent map.
 */
final class MutationEligibility {

    /** Why an entity's writes of each type cannot be mutations; {@code null} where they can. */
    private record EntityVerdict(String insert, String update, String delete) {
        String of(MutationType type) {
            return switch (type) {
                case INSERT -> insert;
                case UPDATE -> update;
                case DELETE -> delete;
            };
        }
    }

    private final Map<EntityPersister, EntityVerdict> verdicts = new ConcurrentHashMap<>();
    private final Map<PluralAttributeMapping, Optional<String>> collectionVerdicts = new ConcurrentHashMap<>();

    /**
     * The last group judged and the answer: Hibernate reuses one group for every insert (and delete) of
     * an entity, so a flush of many entities of one kind asks about the same group again and again.
     */
    private volatile GroupVerdict lastJudged;

    /** A group and why it cannot be a mutation ({@code null}: it can). */
    private record GroupVerdict(MutationOperationGroup group, String reason) {
    }

    /** Why the write {@code group} describes cannot be a mutation, or {@code null} if it can. */
    String whyNot(MutationOperationGroup group) {
        GroupVerdict last = lastJudged;
        if (last != null && last.group() == group) {
            return last.reason();
        }
        String reason = judgeGroup(group);
        lastJudged = new GroupVerdict(group, reason);
        return reason;
    }

    /** The answer of {@link #whyNot(MutationOperationGroup)}, worked out. */
    private String judgeGroup(MutationOperationGroup group) {
        if (group.getMutationTarget() instanceof CollectionMutationTarget collection) {
            return whyNotCollection(group, collection);
        }
        if (!(group.getMutationTarget() instanceof EntityMutationTarget target)) {
            return "Hibernate writes it through " + group.getMutationTarget().getClass().getSimpleName();
        }
        EntityPersister persister = target.getTargetPart().getEntityPersister();
        String entityReason = verdicts.computeIfAbsent(persister, MutationEligibility::judge).of(group.getMutationType());
        if (entityReason != null) {
            return entityReason;
        }
        for (int i = 0; i < group.getNumberOfOperations(); i++) {
            MutationOperation operation = group.getOperation(i);
            if (operation != null) {
                String reason = whyNot(group.getMutationType(), operation);
                if (reason != null) {
                    return reason + " (table " + operation.getTableDetails().getTableName() + ")";
                }
            }
        }
        return null;
    }

    private String whyNotCollection(MutationOperationGroup group, CollectionMutationTarget target) {
        PluralAttributeMapping attribute = target.getTargetPart();
        String verdict = collectionVerdicts.computeIfAbsent(attribute,
                a -> Optional.ofNullable(judgeCollection(a))).orElse(null);
        if (verdict != null) {
            return verdict;
        }
        var mapping = target.getCollectionTableMapping();
        for (TableMapping.MutationDetails details : new TableMapping.MutationDetails[] {mapping.getInsertDetails(),
                mapping.getUpdateDetails(), mapping.getDeleteDetails(), mapping.getDeleteRowDetails()}) {
            if (details != null && (details.getCustomSql() != null || details.isCallable())) {
                return "collection " + attribute.getNavigableRole().getFullPath() + " uses custom SQL";
            }
        }
        for (int i = 0; i < group.getNumberOfOperations(); i++) {
            MutationOperation operation = group.getOperation(i);
            if (operation == null) {
                continue;
            }
            Class<?> expected = switch (group.getMutationType()) {
                case INSERT -> JdbcInsertMutation.class;
                case UPDATE -> JdbcUpdateMutation.class;
                case DELETE -> JdbcDeleteMutation.class;
            };
            // A one-to-many without a join table adds and removes elements by updating the element's
            // row (its key column): an update, which the factory writes as an update mutation when it
            // restricts exactly the row's primary key.
            boolean keyUpdate = operation.getClass() == JdbcUpdateMutation.class
                    && attribute.getCollectionDescriptor().isOneToMany();
            if (operation.getClass() != expected && !keyUpdate) {
                return "Hibernate executes it as " + operation.getClass().getSimpleName();
            }
            if (operation.getClass() != JdbcInsertMutation.class && attribute.hasWhereRestrictions()) {
                // Hibernate adds the collection's @SQLRestriction (or the element entity's) to the WHERE clause of
                // every statement that deletes or updates its rows: removing the collection deletes only the rows
                // the condition selects. A mutation names rows by key alone and would write the others too.
                return "collection " + attribute.getNavigableRole().getFullPath()
                        + " restricts its rows by a SQL condition (@SQLRestriction), which its "
                        + group.getMutationType().name().toLowerCase(java.util.Locale.ROOT)
                        + " statement carries and a mutation cannot";
            }
            for (var binder : ((PreparableMutationOperation) operation).getParameterBinders()) {
                if (!(binder instanceof ColumnValueParameter)) {
                    return "its statement binds more than column values";
                }
            }
        }
        return null;
    }

    private static String judgeCollection(PluralAttributeMapping attribute) {
        String collection = "collection " + attribute.getNavigableRole().getFullPath();
        if (attribute.getSoftDeleteMapping() != null) {
            return collection + " is soft-deleted (Hibernate writes the flag as a SQL literal)";
        }
        if (attribute.getAuditMapping() != null || attribute.getTemporalMapping() != null) {
            return collection + " is audited or temporal";
        }
        var table = attribute.getCollectionDescriptor();
        if (table.isOneToMany() && table.isInverse()) {
            return null; // writes nothing of its own
        }
        boolean[] expression = {false};
        attribute.getKeyDescriptor().getKeyPart().forEachSelectable((index, selectable) ->
                expression[0] |= !plainParameter(selectable));
        if (attribute.getElementDescriptor() != null) {
            attribute.getElementDescriptor().forEachSelectable((index, selectable) ->
                    expression[0] |= !plainParameter(selectable));
        }
        if (attribute.getIndexDescriptor() != null) {
            attribute.getIndexDescriptor().forEachSelectable((index, selectable) ->
                    expression[0] |= !plainParameter(selectable));
        }
        if (expression[0]) {
            return collection + " writes a column through a SQL expression";
        }
        return null;
    }

    /**
     * The version column of {@code group}, an update of a versioned entity that would be a mutation but
     * for its version check ({@code WHERE ... AND version = ?}); {@code null} for any other write. The
     * write path sends such an update as a mutation only when its row was inserted earlier in the same
     * transaction and is still a captured mutation: nobody else can have changed the row, so the check
     * cannot fail.
     */
    String versionCheckOnly(MutationOperationGroup group) {
        if (group.getMutationType() != MutationType.UPDATE
                || !(group.getMutationTarget() instanceof EntityMutationTarget target)) {
            return null;
        }
        EntityPersister persister = target.getTargetPart().getEntityPersister();
        if (!persister.isVersioned() || persister.getSoftDeleteMapping() != null
                || persister.getUpdateCoordinator().getClass() != UpdateCoordinatorStandard.class
                || persister.hasUpdateGeneratedProperties() || generatedByDatabase(persister, false)
                || customWriteExpression(persister) != null) {
            return null;
        }
        var version = persister.getVersionMapping().getVersionAttribute();
        for (int i = 0; i < group.getNumberOfOperations(); i++) {
            MutationOperation operation = group.getOperation(i);
            if (operation == null) {
                continue;
            }
            String ignored = operation.getTableDetails().getTableName().equals(version.getContainingTableExpression())
                    ? version.getSelectionExpression() : null;
            if (whyNot(MutationType.UPDATE, operation, ignored) != null) {
                return null;
            }
        }
        return version.getSelectionExpression();
    }

    private static String whyNot(MutationType type, MutationOperation operation) {
        return whyNot(type, operation, null);
    }

    /** @param ignoredRestriction a restricted column that does not count against "only the primary key", or null */
    private static String whyNot(MutationType type, MutationOperation operation, String ignoredRestriction) {
        TableMapping table = operation.getTableDetails();
        Class<?> expected = switch (type) {
            case INSERT -> JdbcInsertMutation.class;
            case UPDATE -> JdbcUpdateMutation.class;
            case DELETE -> JdbcDeleteMutation.class;
        };
        if (operation.getClass() != expected) {
            return "Hibernate executes it as " + operation.getClass().getSimpleName();
        }
        if (table.getTableName().startsWith("(")) {
            // An entity mapped to a query (@Subselect): its "table" is the query's text, which names no table a
            // mutation could write; the statement fails in the database as with stock Hibernate.
            return "its table is a query (@Subselect), not a table";
        }
        TableMapping.MutationDetails details = switch (type) {
            case INSERT -> table.getInsertDetails();
            case UPDATE -> table.getUpdateDetails();
            case DELETE -> table.getDeleteDetails();
        };
        if (details != null && (details.getCustomSql() != null || details.isCallable())) {
            return "it uses custom SQL";
        }
        if (type == MutationType.INSERT) {
            return null;
        }
        if (type == MutationType.UPDATE && table.isOptional()) {
            return "Hibernate upserts optional secondary tables";
        }
        return restrictsExactlyThePrimaryKey((PreparableMutationOperation) operation, table, ignoredRestriction)
                ? null
                : "its WHERE clause restricts more than the primary key";
    }

    private static boolean restrictsExactlyThePrimaryKey(PreparableMutationOperation operation, TableDetails table,
            String ignoredRestriction) {
        Set<String> restricted = new HashSet<>();
        for (var binder : operation.getParameterBinders()) {
            if (!(binder instanceof ColumnValueParameter parameter)) {
                return false;
            }
            // Every parameter that is not an assigned value restricts the row: RESTRICT, and from Hibernate 7.4.15 on
            // TENANT (a @TenantId entity's "and tenant = coalesce(?, tenant)"), which a mutation cannot check.
            if (parameter.getUsage() != ParameterUsage.SET
                    && !parameter.getColumnReference().getColumnExpression().equals(ignoredRestriction)) {
                restricted.add(parameter.getColumnReference().getColumnExpression());
            }
        }
        Set<String> key = new HashSet<>();
        for (TableDetails.KeyColumn column : table.getKeyDetails().getKeyColumns()) {
            key.add(column.getColumnName());
        }
        return restricted.equals(key);
    }

    private static EntityVerdict judge(EntityPersister persister) {
        if (persister.getSoftDeleteMapping() != null) {
            String reason = "entity " + persister.getEntityName() + " is soft-deleted (Hibernate writes the flag as a SQL literal)";
            return new EntityVerdict(reason, reason, reason);
        }
        String expression = customWriteExpression(persister);
        String writeExpression = expression == null ? null
                : "entity " + persister.getEntityName() + " writes column " + expression
                        + " through a SQL expression around its value";
        return new EntityVerdict(judgeInsert(persister, writeExpression), judgeUpdate(persister, writeExpression),
                judgeDelete(persister));
    }

    private static String judgeInsert(EntityPersister persister, String writeExpression) {
        String entity = "entity " + persister.getEntityName();
        if (persister.getInsertCoordinator().getClass() != InsertCoordinatorStandard.class) {
            return entity + " is inserted by " + persister.getInsertCoordinator().getClass().getSimpleName();
        }
        if (persister.getGenerator() != null && persister.getGenerator().generatedOnExecution()) {
            return entity + " has an identifier generated by the database";
        }
        if (persister.hasInsertGeneratedProperties() || generatedByDatabase(persister, true)) {
            return entity + " has attributes generated by the database on insert";
        }
        if (persister.getDiscriminatorMapping() != null && persister.getDiscriminatorMapping().hasPhysicalColumn()
                && !(persister.getDiscriminatorValue() instanceof DiscriminatorValue.Literal)) {
            return entity + " has the discriminator value " + persister.getDiscriminatorValue()
                    + ", which Hibernate writes as a SQL condition, not a value";
        }
        return writeExpression;
    }

    private static String judgeUpdate(EntityPersister persister, String writeExpression) {
        String entity = "entity " + persister.getEntityName();
        if (persister.getUpdateCoordinator().getClass() != UpdateCoordinatorStandard.class) {
            return entity + " is updated by " + persister.getUpdateCoordinator().getClass().getSimpleName();
        }
        String locking = optimisticLockCheck(persister);
        if (locking != null) {
            return locking;
        }
        if (persister.hasUpdateGeneratedProperties() || generatedByDatabase(persister, false)) {
            return entity + " has attributes generated by the database on update";
        }
        return writeExpression;
    }

    private static String judgeDelete(EntityPersister persister) {
        if (persister.getDeleteCoordinator().getClass() != DeleteCoordinatorStandard.class) {
            return "entity " + persister.getEntityName() + " is deleted by "
                    + persister.getDeleteCoordinator().getClass().getSimpleName();
        }
        return optimisticLockCheck(persister);
    }

    private static String optimisticLockCheck(EntityPersister persister) {
        if (persister.isVersioned()) {
            return "entity " + persister.getEntityName() + " is versioned: its optimistic-lock check needs DML";
        }
        OptimisticLockStyle style = persister.optimisticLockStyle();
        if (style == OptimisticLockStyle.DIRTY || style == OptimisticLockStyle.ALL) {
            return "entity " + persister.getEntityName() + " uses optimistic locking on " + style
                    + " columns: its check needs DML";
        }
        return null;
    }

    private static boolean generatedByDatabase(EntityPersister persister, boolean onInsert) {
        for (int i = 0; i < persister.getAttributeMappings().size(); i++) {
            Generator generator = persister.getAttributeMappings().get(i).getGenerator();
            if (generator != null && generator.generatedOnExecution()
                    && (onInsert ? generator.generatesOnInsert() : generator.generatesOnUpdate())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether Hibernate writes the column as its bare parameter ({@code ?}), or through the only
     * expression a mutation value can stand for: the {@code cast(? as jsonb)} of a PostgreSQL JSON
     * attribute ({@link JsonbCast}).
     */
    /**
     * Whether {@code selectable} is written as a plain parameter, or not written at all: a formula ({@code @Formula},
     * {@code @JoinFormula}, an {@code hbm.xml} formula) is SQL read back, never part of an insert or update.
     */
    private static boolean plainParameter(SelectableMapping selectable) {
        return selectable.isFormula() || "?".equals(selectable.getWriteExpression())
                || JsonbCast.isWrittenThrough(selectable);
    }

    /** A {@code @CommitTimestamp} column: its mutation value is {@code Value.COMMIT_TIMESTAMP} (translation.CommitTimestampColumns). */
    private static boolean writesCommitTimestamp(SelectableMapping selectable) {
        return CommitTimestamps.isPending(selectable.getWriteExpression());
    }

    /** The first column written through SQL around its parameter, as {@code "column (expression)"}, or {@code null}. */
    private static String customWriteExpression(EntityPersister persister) {
        String[] found = {null};
        // Hibernate writes a plain column as the parameter marker "?"; anything else is SQL around it
        // (PostgreSQL JSON's cast(? as jsonb) excepted: a jsonb mutation value says the same).
        persister.getIdentifierMapping().forEachSelectable((index, selectable) -> {
            if (found[0] == null && !plainParameter(selectable) && !writesCommitTimestamp(selectable)) {
                found[0] = selectable.getSelectionExpression() + " (" + selectable.getWriteExpression() + ")";
            }
        });
        persister.getAttributeMappings().forEach(attribute -> attribute.forEachSelectable((index, selectable) -> {
            if (found[0] == null && !plainParameter(selectable) && !writesCommitTimestamp(selectable)) {
                found[0] = selectable.getSelectionExpression() + " (" + selectable.getWriteExpression() + ")";
            }
        }));
        return found[0];
    }
}
