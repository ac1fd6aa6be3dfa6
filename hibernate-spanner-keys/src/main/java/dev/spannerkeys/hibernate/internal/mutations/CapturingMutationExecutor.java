package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.hibernate.internal.mutations.translation.BoundValue;
import dev.spannerkeys.hibernate.internal.mutations.translation.NotExpressibleAsMutation;
import com.google.cloud.spanner.Mutation;
import java.util.List;
import org.hibernate.engine.jdbc.batch.spi.Batch;
import org.hibernate.engine.jdbc.mutation.JdbcValueBindings;
import org.hibernate.engine.jdbc.mutation.MutationExecutor;
import org.hibernate.engine.jdbc.mutation.OperationResultChecker;
import org.hibernate.engine.jdbc.mutation.TableInclusionChecker;
import org.hibernate.engine.jdbc.mutation.group.PreparedStatementDetails;
import org.hibernate.engine.jdbc.mutation.spi.BatchKeyAccess;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.values.GeneratedValues;
import org.hibernate.sql.model.MutationOperationGroup;
import org.hibernate.sql.model.ValuesAnalysis;

/**
 * Executes a write by capturing it: the values Hibernate binds become Spanner mutations, kept in the
 * transaction's {@link TransactionWrites} until the commit. A write whose values cannot be expressed
 * exactly as mutations is executed as DML instead, after the writes captured before it.
 *
 * <p>Everything Hibernate does around the statement (events, callbacks, the persistence context,
 * caches, statistics) is unchanged; only the JDBC statement is replaced. Such a write therefore has
 * no row count to check: Spanner checks the row at commit (an insert of an existing key, an update of
 * a missing row and a child without its parent all fail the commit).
 *
 * <p>Used by one thread, for one write, like Hibernate's executors.
 */
final class CapturingMutationExecutor implements MutationExecutor {

    private final MutationWritingExecutorService service;
    private final BatchKeyAccess batchKeyAccess;
    private final MutationOperationGroup group;
    private final SharedSessionContractImplementor session;
    private final TransactionWrites writes;
    private final CapturedValues values;
    private final VersionCheck versionCheck;

    /**
     * The version check of an update that is captured only if its row was inserted earlier in the
     * transaction (see {@link MutationEligibility#versionCheckOnly}).
     *
     * @param column the version column its {@code WHERE} clause restricts
     * @param reason why the update runs as DML otherwise
     */
    record VersionCheck(String column, String reason) {
    }

    /**
     * @param versionCheck the version check to leave out when the row was inserted in this transaction,
     *        or {@code null} for a write that needs none
     */
    CapturingMutationExecutor(MutationWritingExecutorService service, BatchKeyAccess batchKeyAccess,
            MutationOperationGroup group, SharedSessionContractImplementor session, TransactionWrites writes,
            VersionCheck versionCheck) {
        this.versionCheck = versionCheck;
        this.service = service;
        this.batchKeyAccess = batchKeyAccess;
        this.group = group;
        this.session = session;
        this.writes = writes;
        this.values = new CapturedValues(group);
    }

    @Override
    public JdbcValueBindings getJdbcValueBindings() {
        return values;
    }

    /** {@code null}: a captured write prepares no statement (Hibernate's delete coordinator asks anyway). */
    @Override
    public PreparedStatementDetails getPreparedStatementDetails(String tableName) {
        return null;
    }

    @Override
    public GeneratedValues execute(Object modelReference, ValuesAnalysis valuesAnalysis,
            TableInclusionChecker inclusionChecker, OperationResultChecker resultChecker,
            SharedSessionContractImplementor session) {
        return execute(modelReference, valuesAnalysis, inclusionChecker, resultChecker, session, null);
    }

    @Override
    public GeneratedValues execute(Object modelReference, ValuesAnalysis valuesAnalysis,
            TableInclusionChecker inclusionChecker, OperationResultChecker resultChecker,
            SharedSessionContractImplementor session, Batch.StaleStateMapper staleStateMapper) {
        List<BoundValue> bound = values.drain();
        List<Mutation> mutations;
        try {
            mutations = versionCheck == null ? service.mutations(group, bound, inclusionChecker, this.session)
                    : service.updateOfRowsInsertedHere(group, bound, inclusionChecker, this.session, writes, versionCheck);
        } catch (NotExpressibleAsMutation notExpressible) {
            service.executeAsDml(writes, notExpressible.getMessage(),
                    pendingWrite(bound, modelReference, valuesAnalysis, inclusionChecker, resultChecker,
                            staleStateMapper, List.of()));
            return null;
        }
        if (mutations == null) {
            // A versioned update of a row this transaction did not insert: its check needs DML.
            service.executeAsDml(writes, versionCheck.reason(),
                    pendingWrite(bound, modelReference, valuesAnalysis, inclusionChecker, resultChecker,
                            staleStateMapper, List.of()));
            return null;
        }
        writes.capture(pendingWrite(bound, modelReference, valuesAnalysis, inclusionChecker, resultChecker,
                staleStateMapper, mutations));
        service.captured(this.session, writes, group);
        // Eligible writes have no generated values to return: the eligibility rules exclude them.
        return null;
    }

    private PendingWrite pendingWrite(List<BoundValue> bound, Object modelReference, ValuesAnalysis valuesAnalysis,
            TableInclusionChecker inclusionChecker, OperationResultChecker resultChecker,
            Batch.StaleStateMapper staleStateMapper, List<Mutation> mutations) {
        return new PendingWrite(session, batchKeyAccess, group, bound, modelReference, valuesAnalysis,
                inclusionChecker, resultChecker, staleStateMapper, mutations);
    }

    @Override
    public void release() {
        values.drain();
    }
}
