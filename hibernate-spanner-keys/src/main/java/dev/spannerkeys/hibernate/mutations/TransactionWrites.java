package dev.spannerkeys.hibernate.mutations;

import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
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
 * statement runs, the captured writes it could observe run as the DML Hibernate would have executed
 * ({@link #executeRelatedAsDml}), in their original order; writes to unrelated tables stay captured.
 * Whatever is still captured when the commit
 * reaches its last before-completion step is buffered into the Spanner transaction with
 * {@code bufferedWrite}, just before the JDBC commit.
 *
 * <p>Confined to its session, like the transaction coordinator that owns it; not thread-safe.
 */
final class TransactionWrites implements TransactionObserver {

    private final WriteMode mode;
    private final TransactionCoordinator coordinator;
    private final List<PendingWrite> captured = new ArrayList<>();
    private long capturedMutations;
    private boolean inTransaction;
    private boolean committing;
    private boolean handedToSpanner;
    private MutationLimitExceededException refusal;
    private final SpannerKeysMetrics metrics;

    TransactionWrites(WriteMode mode, TransactionCoordinator coordinator, SpannerKeysMetrics metrics) {
        this.metrics = metrics;
        this.mode = mode;
        this.coordinator = coordinator;
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

    /** Whether writes are captured and not yet buffered into the transaction. */
    boolean hasCaptured() {
        return !captured.isEmpty();
    }

    /**
     * Before a DML statement: runs as DML, in capture order, the captured writes that statement could
     * observe, and the captured writes those could observe in turn, and forgets them; the others stay
     * captured. A buffered mutation takes effect at commit, after every DML statement, so a captured
     * write may only stay behind a later DML statement when the two cannot see each other.
     *
     * @param reach the tables the DML statement can observe or change (see
     *        {@link dev.spannerkeys.hibernate.mutations.translation.TableRelations})
     * @param reachOf the same for what a captured write does to one table, once it runs as DML
     * @param standard Hibernate's executors, which run the writes as DML
     * @return the writes that ran as DML
     */
    List<PendingWrite> executeRelatedAsDml(List<Predicate<String>> reach,
            Function<PendingWrite.Target, Predicate<String>> reachOf, MutationExecutorService standard) {
        if (captured.isEmpty()) {
            return List.of();
        }
        // Walk back from the statement: a write is needed if a later DML statement (the new one, or
        // a write already chosen) can observe one of its tables.
        List<Predicate<String>> reaches = new ArrayList<>(reach);
        Set<PendingWrite.Target> chosenTargets = new HashSet<>();
        boolean[] chosen = new boolean[captured.size()];
        boolean any = false;
        for (int i = captured.size() - 1; i >= 0; i--) {
            PendingWrite write = captured.get(i);
            if (observed(write, reaches)) {
                chosen[i] = true;
                any = true;
                for (PendingWrite.Target target : write.targets()) {
                    if (chosenTargets.add(target)) {
                        reaches.add(reachOf.apply(target));
                    }
                }
            }
        }
        if (!any) {
            return List.of();
        }
        List<PendingWrite> run = new ArrayList<>();
        List<PendingWrite> kept = new ArrayList<>();
        for (int i = 0; i < captured.size(); i++) {
            (chosen[i] ? run : kept).add(captured.get(i));
        }
        captured.clear();
        captured.addAll(kept);
        for (PendingWrite write : run) {
            capturedMutations -= write.mutationCount();
        }
        for (PendingWrite write : run) {
            write.executeAsDml(standard);
        }
        return run;
    }

    private static boolean observed(PendingWrite write, List<Predicate<String>> reaches) {
        for (PendingWrite.Target target : write.targets()) {
            for (Predicate<String> reach : reaches) {
                if (reach.test(target.table())) {
                    return true;
                }
            }
        }
        return false;
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
     * With the driver's automatic DML batching ({@code auto_batch_dml}), the DML statements of the
     * transaction wait in a client-side batch until a statement that is not DML, or the commit, runs
     * them; while that batch is open the driver refuses buffered mutations ("Writing mutations is not
     * allowed for DML batches") and the commit would fail. A query runs the batch first, in order, as the
     * commit would have; an error of a batched statement then surfaces here, before any mutation is
     * buffered. Costs one round trip per commit, only on connections with automatic batching.
     */
    private static void runAutomaticDmlBatch(Connection connection, CloudSpannerJdbcConnection spanner)
            throws SQLException {
        if (spanner.isAutoBatchDml()) {
            try (Statement statement = connection.createStatement()) {
                statement.execute("SELECT 1");
            }
        }
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
                Connection connection = session.getJdbcCoordinator().getLogicalConnection().getPhysicalConnection();
                CloudSpannerJdbcConnection spanner = connection.unwrap(CloudSpannerJdbcConnection.class);
                runAutomaticDmlBatch(connection, spanner);
                spanner.bufferedWrite(batch);
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
