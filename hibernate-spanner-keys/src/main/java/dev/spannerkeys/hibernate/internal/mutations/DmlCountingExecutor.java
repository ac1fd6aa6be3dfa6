package dev.spannerkeys.hibernate.internal.mutations;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.hibernate.engine.jdbc.batch.spi.Batch;
import org.hibernate.engine.jdbc.mutation.JdbcValueBindings;
import org.hibernate.engine.jdbc.mutation.MutationExecutor;
import org.hibernate.engine.jdbc.mutation.OperationResultChecker;
import org.hibernate.engine.jdbc.mutation.ParameterUsage;
import org.hibernate.engine.jdbc.mutation.TableInclusionChecker;
import org.hibernate.engine.jdbc.mutation.group.PreparedStatementDetails;
import org.hibernate.engine.jdbc.mutation.spi.Binding;
import org.hibernate.engine.jdbc.mutation.spi.BindingGroup;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.values.GeneratedValues;
import org.hibernate.metamodel.mapping.TableDetails;
import org.hibernate.sql.model.MutationOperation;
import org.hibernate.sql.model.MutationOperationGroup;
import org.hibernate.sql.model.MutationType;
import org.hibernate.sql.model.ValuesAnalysis;

/**
 * Hibernate's own executor for a write that runs as DML, counting what the statement will write
 * toward Spanner's per-commit mutation limit before it executes. Spanner counts the rows DML writes
 * like mutations, so a transaction that mixes DML (a mid-transaction flush, a versioned update) with
 * commit-time mutations, or a {@code dml} transaction, is held to the same limit as one that writes
 * only mutations ({@link TransactionWrites#countDml}).
 *
 * <p>The count of one write, per table it touches, with the rule Spanner documents: an inserted row
 * counts one per column the statement writes; an updated row one per assigned column plus one per
 * primary-key column; a deleted row one. A statement that deletes many rows at once (a whole
 * collection by its owner) counts one, and secondary-index entries are not known here: like the
 * mutation count, the total is a lower bound of Spanner's.
 *
 * <p>Used by one thread, for one write, like the executor it wraps.
 */
final class DmlCountingExecutor implements MutationExecutor {

    private final MutationExecutor delegate;
    private final MutationOperationGroup group;
    private final TransactionWrites writes;

    DmlCountingExecutor(MutationExecutor delegate, MutationOperationGroup group, TransactionWrites writes) {
        this.delegate = delegate;
        this.group = group;
        this.writes = writes;
    }

    @Override
    public JdbcValueBindings getJdbcValueBindings() {
        return delegate.getJdbcValueBindings();
    }

    @Override
    public PreparedStatementDetails getPreparedStatementDetails(String tableName) {
        return delegate.getPreparedStatementDetails(tableName);
    }

    @Override
    public GeneratedValues execute(Object modelReference, ValuesAnalysis valuesAnalysis,
            TableInclusionChecker inclusionChecker, OperationResultChecker resultChecker,
            SharedSessionContractImplementor session) {
        count(inclusionChecker);
        GeneratedValues[] generated = new GeneratedValues[1];
        writes.executingWrite(() -> generated[0] = delegate.execute(modelReference, valuesAnalysis, inclusionChecker,
                resultChecker, session));
        return generated[0];
    }

    @Override
    public GeneratedValues execute(Object modelReference, ValuesAnalysis valuesAnalysis,
            TableInclusionChecker inclusionChecker, OperationResultChecker resultChecker,
            SharedSessionContractImplementor session, Batch.StaleStateMapper staleStateMapper) {
        count(inclusionChecker);
        GeneratedValues[] generated = new GeneratedValues[1];
        writes.executingWrite(() -> generated[0] = delegate.execute(modelReference, valuesAnalysis, inclusionChecker,
                resultChecker, session, staleStateMapper));
        return generated[0];
    }

    @Override
    public void release() {
        delegate.release();
    }

    /** Counts the write's rows and mutations; throws if the transaction would exceed the limit. */
    private void count(TableInclusionChecker inclusionChecker) {
        long mutations = 0;
        long rows = 0;
        for (int i = 0; i < group.getNumberOfOperations(); i++) {
            MutationOperation operation = group.getOperation(i);
            if (operation == null || inclusionChecker != null && !inclusionChecker.include(operation.getTableDetails())) {
                continue;
            }
            long count = count(operation);
            if (count > 0) {
                mutations += count;
                rows++;
            }
        }
        if (rows > 0) {
            writes.countDml(mutations, rows);
        }
    }

    private long count(MutationOperation operation) {
        if (group.getMutationType() == MutationType.DELETE) {
            return 1;
        }
        BindingGroup bindings = delegate.getJdbcValueBindings().getBindingGroup(operation.getTableDetails().getTableName());
        if (bindings == null) {
            return 0;
        }
        Set<String> assigned = new HashSet<>();
        Set<String> restricted = new HashSet<>();
        for (Binding binding : bindings.getBindings()) {
            String column = binding.getColumnName().toLowerCase(Locale.ROOT);
            (binding.getValueDescriptor().getUsage() == ParameterUsage.SET ? assigned : restricted).add(column);
        }
        if (group.getMutationType() == MutationType.INSERT || assigned.isEmpty()) {
            return assigned.size();
        }
        // An update writes its assigned columns, and Spanner counts the key columns of the row as well.
        Set<String> written = new HashSet<>(assigned);
        written.addAll(keyColumns(operation.getTableDetails(), restricted));
        return written.size();
    }

    /** The table's primary-key columns, or, where Hibernate does not describe them, the restricted columns. */
    private static Set<String> keyColumns(TableDetails table, Set<String> restricted) {
        try {
            Set<String> key = new HashSet<>();
            table.getKeyDetails().forEachKeyColumn((position, column) ->
                    key.add(column.getColumnName().toLowerCase(Locale.ROOT)));
            return key.isEmpty() ? restricted : key;
        } catch (RuntimeException notDescribed) {
            return restricted;
        }
    }
}
