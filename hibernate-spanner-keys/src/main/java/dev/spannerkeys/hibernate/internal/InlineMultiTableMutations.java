package dev.spannerkeys.hibernate.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.hibernate.metamodel.mapping.EntityMappingType;
import org.hibernate.metamodel.mapping.ModelPart;
import org.hibernate.metamodel.mapping.SelectableConsumer;
import org.hibernate.query.sqm.mutation.internal.inline.InPredicateRestrictionProducer;
import org.hibernate.query.sqm.mutation.internal.inline.InlineMutationStrategy;
import org.hibernate.query.sqm.mutation.internal.inline.MatchingIdRestrictionProducer;
import org.hibernate.query.sqm.mutation.spi.SqmMultiTableMutationStrategy;
import org.hibernate.sql.ast.tree.expression.ColumnReference;
import org.hibernate.sql.ast.tree.expression.Expression;
import org.hibernate.sql.ast.tree.expression.SqlTuple;
import org.hibernate.sql.ast.tree.from.TableReference;
import org.hibernate.sql.ast.tree.predicate.InListPredicate;
import org.hibernate.sql.ast.tree.predicate.Predicate;
import org.hibernate.sql.exec.spi.ExecutionContext;

/**
 * Both dialects' strategy for HQL and criteria updates and deletes of an entity spread over several tables
 * ({@code JOINED} inheritance, secondary tables): Hibernate's in-line strategy, which first selects the matching
 * ids and then restricts each table by them with an {@code IN} list. Stock Spanner dialects keep the ids in an
 * id table that Hibernate creates when the session factory starts, outside the schema tool: missing from every
 * script, never dropped (PostgreSQL dialect), and not created at all in GoogleSQL, where every such statement
 * then fails ("Table not found: HT_...").
 *
 * <p>Each table is restricted by its own key columns. Hibernate's in-line restriction names the entity's id column
 * for every table of a single-column id; a {@code JOINED} subclass whose key column has another name
 * ({@code @PrimaryKeyJoinColumn(name = "joined_fk")}) then names that column in its root table, which has none,
 * for instance in the soft delete of the subclass ({@code @SoftDelete} marks rows in the root table). Tables that are
 * not the entity's own (collection tables) are restricted as Hibernate restricts them.
 */
public final class InlineMultiTableMutations implements MatchingIdRestrictionProducer {

    private final MatchingIdRestrictionProducer standard = new InPredicateRestrictionProducer();

    private InlineMultiTableMutations() {
    }

    /** The strategy, for a dialect's {@code getFallbackSqmMutationStrategy}. */
    public static SqmMultiTableMutationStrategy strategy() {
        InlineMultiTableMutations restriction = new InlineMultiTableMutations();
        return new InlineMutationStrategy(statement -> restriction);
    }

    @Override
    public List<Expression> produceIdExpressionList(List<Object> idsAndFks, EntityMappingType entityDescriptor) {
        return standard.produceIdExpressionList(idsAndFks, entityDescriptor);
    }

    @Override
    public Predicate produceRestriction(List<Expression> idExpressions, EntityMappingType entityDescriptor,
            int valueIndex, ModelPart valueModelPart, TableReference mutatingTableReference,
            Supplier<Consumer<SelectableConsumer>> columnsToMatchVisitationSupplier, ExecutionContext executionContext) {
        Supplier<Consumer<SelectableConsumer>> keyColumns = keyColumnsOf(entityDescriptor,
                mutatingTableReference.getTableId());
        if (keyColumns == null) {
            return standard.produceRestriction(idExpressions, entityDescriptor, valueIndex, valueModelPart,
                    mutatingTableReference, columnsToMatchVisitationSupplier, executionContext);
        }
        List<ColumnReference> columns = new ArrayList<>();
        keyColumns.get().accept((index, selectable) -> columns.add(new ColumnReference(mutatingTableReference,
                selectable)));
        Expression restricted = columns.size() == 1 ? columns.get(0)
                : new SqlTuple(columns, entityDescriptor.getIdentifierMapping());
        return new InListPredicate(restricted, idExpressions);
    }

    /** The key columns of {@code table} if it is one of the entity's own tables; null otherwise. */
    private static Supplier<Consumer<SelectableConsumer>> keyColumnsOf(EntityMappingType entity, String table) {
        List<Supplier<Consumer<SelectableConsumer>>> found = new ArrayList<>(1);
        entity.visitConstraintOrderedTables((expression, keyColumns) -> {
            if (found.isEmpty() && expression.equals(table)) {
                found.add(keyColumns);
            }
        });
        return found.isEmpty() ? null : found.get(0);
    }
}
