package dev.spannerkeys.hibernate.mutations;

import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.hibernate.engine.jdbc.mutation.spi.MutationExecutorService;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.resource.transaction.spi.TransactionCoordinator;
import org.hibernate.resource.transaction.spi.TransactionObserver;

/**
 * The mutation state of one session's transaction: whether writes are captured as mutations right
 * now, the writes captured so far, and what was handed to Spanner.
 *
 * <p>Captured writes are kept, not buffered into the connection at once, because a write that
 * cannot be a mutation may follow them: DML does not see buffered mutations, so before such a
 * statement runs, every captured write runs as the DML Hibernate would have executed
 * ({@link #executeCapturedAsDml}), in its original order. Whatever is still captured when the commit
 * reaches its last before-completion step is buffered into the Spanner transaction with
 * {@code bufferedWrite}, just before the JDBC commit.
 *
 * <p>Confined to its session, like the transaction coordinator that owns it; not thread-safe.
 */
final class TransactionWrites implements TransactionObserver {

    private final WriteMode mode;
    private final TransactionCoordinator coordinator;
    private final SpannerKeysMetrics metrics;
    private final List<PendingWrite> captured = new ArrayList<>();
    private long capturedMutations;
    private boolean inTransaction;
    private boolean committing;
    private boolean handedToSpanner;
    private MutationLimitExceededException refusal;

    TransactionWrites(WriteMode mode, TransactionCoordinator coordinator, SpannerKeysMetrics metrics) {
        this.mode = mode;
        this.coordinator = coordinator;
        this.metrics = metrics;
    }

    /** The writes of {@code session}'s transaction, or {@code null} when its write mode is {@code dml}. */
    static TransactionWrites of(SharedSessionContractImplementor session) {
        return session.getTransactionCoordinator() instanceof CommitAwareTransactionCoordinator coordinator
                ? coordinator.writes()
                : null;
    }

    /** Whether a write executed now may become a mutation. */
    boolean capturing() {
        if (handedToSpanner) {
            return false;
        }
        return mode == WriteMode.MUTATIONS_ALWAYS ? inTransaction : committing;
    }

    WriteMode mode() {
        return mode;
    }

    /**
     * Adds a captured write.
     *
     * @throws MutationLimitExceededException if the transaction's mutations would exceed Spanner's
     *         per-commit limit; the transaction is then marked for rollback and will not commit
     */
    void capture(PendingWrite write) {
        long total = capturedMutations + write.mutationCount();
        if (total > MutationLimitExceededException.MUTATIONS_PER_COMMIT) {
            refusal = new MutationLimitExceededException(total, rowCount() + write.rowCount(), mode);
            captured.clear();
            capturedMutations = 0;
            coordinator.getTransactionDriverControl().markRollbackOnly();
            throw refusal;
        }
        captured.add(write);
        capturedMutations += write.mutationCount();
    }

    /**
     * Runs every captured write as DML, in capture order, and forgets it: called before a write that
     * must be DML, so that the statement sees the rows written before it.
     */
    void executeCapturedAsDml(MutationExecutorService standard) {
        if (captured.isEmpty()) {
            return;
        }
        List<PendingWrite> writes = new ArrayList<>(captured);
        captured.clear();
        capturedMutations = 0;
        for (PendingWrite write : writes) {
            metrics.write(false, DmlReason.BEFORE_DML.tag());
            write.executeAsDml(standard);
        }
    }

    /**
     * Commits through {@code delegateCommit}, capturing the writes of the commit flush and buffering
     * them into the transaction just before the JDBC commit; a commit Spanner rejects is translated by
     * {@link CommitFailures}.
     */
    void commit(Runnable delegateCommit) {
        if (refusal != null) {
            // The transaction was marked rollback-only when the limit was exceeded: "committing" it
            // rolls it back. Say why, rather than let it look like a successful commit.
            MutationLimitExceededException reason = refusal;
            metrics.commit("mutation-limit");
            try {
                delegateCommit.run();
            } catch (RuntimeException rollback) {
                reason.addSuppressed(rollback); // JPA compliance reports the rollback-only commit itself
            } finally {
                discard();
            }
            throw reason;
        }
        committing = true;
        // Observers run in registration order after the session's own before-completion work
        // (its flush, and that of any session sharing the transaction): added last, this one sees
        // every captured write.
        LastBeforeCompletion buffering = new LastBeforeCompletion();
        coordinator.addObserver(buffering);
        try {
            delegateCommit.run();
            metrics.commit("committed");
        } catch (RuntimeException failure) {
            metrics.commit("failed");
            // Hibernate has already ended the transaction (and this object forgot it) when a failed
            // commit gets here: what was buffered is known to the one-commit observer.
            throw CommitFailures.translate(failure, buffering.rows, buffering.mutations, buffering.tables, mode,
                    buffering.session);
        } finally {
            coordinator.removeObserver(buffering);
            discard();
        }
    }

    /** Forgets everything captured: the transaction ended or was rolled back. */
    void discard() {
        captured.clear();
        capturedMutations = 0;
        committing = false;
        handedToSpanner = false;
        refusal = null;
    }

    private long rowCount() {
        long rows = 0;
        for (PendingWrite write : captured) {
            rows += write.rowCount();
        }
        return rows;
    }

    @Override
    public void afterBegin() {
        discard();
        inTransaction = true;
    }

    @Override
    public void beforeCompletion() {
        // nothing: the captured writes are buffered by the LastBeforeCompletion observer of commit()
    }

    @Override
    public void afterCompletion(boolean successful, boolean delayed) {
        discard();
        inTransaction = false;
    }

    /**
     * Registered for one commit: buffers the captured writes into the Spanner transaction of the
     * session's connection after all other before-completion work, and remembers what it buffered.
     */
    private final class LastBeforeCompletion implements TransactionObserver {
        private long rows;
        private long mutations;
        private final Set<String> tables = new LinkedHashSet<>();
        private SharedSessionContractImplementor session;

        @Override
        public void afterBegin() {
        }

        @Override
        public void beforeCompletion() {
            handedToSpanner = true;
            if (captured.isEmpty()) {
                return;
            }
            session = captured.get(0).session();
            List<Mutation> batch = new ArrayList<>();
            for (PendingWrite write : captured) {
                batch.addAll(write.mutations());
                tables.addAll(write.tables());
            }
            try {
                session.getJdbcCoordinator().getLogicalConnection().getPhysicalConnection()
                        .unwrap(CloudSpannerJdbcConnection.class).bufferedWrite(batch);
            } catch (SQLException e) {
                throw session.getJdbcServices().getSqlExceptionHelper()
                        .convert(e, "Could not buffer " + batch.size() + " mutations into the Spanner transaction");
            }
            rows = batch.size();
            mutations = capturedMutations;
            for (int i = 0; i < captured.size(); i++) {
                metrics.write(true, "none");
            }
            captured.clear();
            capturedMutations = 0;
        }

        @Override
        public void afterCompletion(boolean successful, boolean delayed) {
        }
    }
}
