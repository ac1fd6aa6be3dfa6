package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.hibernate.mutations.DmlFallbacks;
import dev.spannerkeys.hibernate.internal.mutations.translation.BoundValue;
import com.google.cloud.spanner.Mutation;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.hibernate.engine.jdbc.batch.spi.Batch;
import org.hibernate.engine.jdbc.mutation.MutationExecutor;
import org.hibernate.engine.jdbc.mutation.OperationResultChecker;
import org.hibernate.engine.jdbc.mutation.TableInclusionChecker;
import org.hibernate.engine.jdbc.mutation.spi.BatchKeyAccess;
import org.hibernate.engine.jdbc.mutation.spi.MutationExecutorService;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.sql.model.MutationOperationGroup;
import org.hibernate.sql.model.MutationType;
import org.hibernate.sql.model.ValuesAnalysis;

/**
 * One write Hibernate asked to execute during a capturing flush, kept twice: as the Spanner
 * mutations it became, and as everything needed to execute it as the DML Hibernate would have run
 * (the operation group, the bound values and the arguments of {@code execute}).
 *
 * @param session the session that executed the write
 * @param batchKeyAccess the batch key Hibernate chose for the write
 * @param group the operation group (one operation per table)
 * @param values the values Hibernate bound, in binding order
 * @param modelReference the entity (or other model object) the write is for
 * @param valuesAnalysis Hibernate's analysis of the values, for DML execution
 * @param inclusionChecker which tables the write touches, for DML execution
 * @param resultChecker Hibernate's check of the affected row count, for DML execution
 * @param staleStateMapper Hibernate's translation of a stale-state failure, for DML execution
 * @param mutations the mutations the write became, one per table it touches
 */
record PendingWrite(
        SharedSessionContractImplementor session,
        BatchKeyAccess batchKeyAccess,
        MutationOperationGroup group,
        List<BoundValue> values,
        Object modelReference,
        ValuesAnalysis valuesAnalysis,
        TableInclusionChecker inclusionChecker,
        OperationResultChecker resultChecker,
        Batch.StaleStateMapper staleStateMapper,
        List<Mutation> mutations) {

    /**
     * Spanner's count for the commit limit, as far as it can be known here: one per column value of
     * an inserted or updated row, one per deleted row. Secondary-index entries also count in Spanner
     * but are not known, so this is a lower bound.
     */
    long mutationCount() {
        long count = 0;
        for (Mutation mutation : mutations) {
            count += mutation.getOperation() == Mutation.Op.DELETE ? 1 : columnCount(mutation);
        }
        return count;
    }

    /** The columns a write mutation sets, without building its column-to-value map. */
    private static int columnCount(Mutation mutation) {
        if (mutation.getColumns() instanceof Collection<?> columns) {
            return columns.size();
        }
        int count = 0;
        for (String ignored : mutation.getColumns()) {
            count++;
        }
        return count;
    }

    /** Rows written: one per mutation. */
    int rowCount() {
        return mutations.size();
    }

    /**
     * What a write does to one table: the statement type and the table as mutations name it.
     *
     * @param type insert, update or delete
     * @param table the table
     */
    record Target(MutationType type, String table) {
    }

    /** What the write does to each table it touches, for deciding which DML statements can observe it. */
    Set<Target> targets() {
        Set<Target> targets = new LinkedHashSet<>();
        for (Mutation mutation : mutations) {
            MutationType type = switch (mutation.getOperation()) {
                case INSERT -> MutationType.INSERT;
                case DELETE -> MutationType.DELETE;
                default -> MutationType.UPDATE;
            };
            targets.add(new Target(type, mutation.getTable()));
        }
        return targets;
    }

    /** The entity or collection role written, for {@link DmlFallbacks}. */
    String role() {
        return group.getMutationTarget().getRolePath();
    }

    /** The tables written, for messages. */
    Set<String> tables() {
        Set<String> tables = new LinkedHashSet<>();
        for (Mutation mutation : mutations) {
            tables.add(mutation.getTable());
        }
        return tables;
    }

    /** Executes the write as DML through Hibernate's own executor, exactly as it was asked for. */
    void executeAsDml(MutationExecutorService standard) {
        MutationExecutor executor = standard.createExecutor(batchKeyAccess, group, session);
        try {
            for (BoundValue value : values) {
                executor.getJdbcValueBindings().bindValue(value.value(), value.tableName(), value.columnName(),
                        value.usage());
            }
            executor.execute(modelReference, valuesAnalysis, inclusionChecker, resultChecker, session,
                    staleStateMapper);
        } finally {
            executor.release();
        }
    }
}
