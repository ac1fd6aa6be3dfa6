package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.hibernate.mutations.MutationLimitExceededException;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import com.google.cloud.spanner.Mutation;
import dev.spannerkeys.hibernate.internal.errors.CommitDeadline;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import dev.spannerkeys.internal.jdbc.StatementWatch;
import dev.spannerkeys.internal.jdbc.WatchedConnection;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import org.hibernate.engine.jdbc.mutation.spi.MutationExecutorService;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.resource.transaction.spi.TransactionCoordinator;
import org.hibernate.resource.transaction.spi.TransactionObserver;

/**
 * The write state of one session's transaction, in every write mode: whether writes are captured as
 * mutations right now, and where each concern lives:
 * <ul>
 *   <li>the captured writes, and which must run as DML before a later statement:
 *       {@link CapturedWrites} (with the keys of captured inserts in {@link InsertedKeys});</li>
 *   <li>Spanner's limit of mutations per commit, which counts DML rows too: {@link MutationBudget};</li>
 *   <li>the commit (captured writes handed to Spanner just before the JDBC commit, the commit's bound
 *       and the translation of its failure): {@link TransactionCommit};</li>
 *   <li>reads that must see captured writes: {@link CapturedWriteReads}, told here which statements
 *       are writes, and, through the session's connection ({@link WatchingConnectionProvider}), of the statements,
 *       commits and rollbacks the application runs on it outside Hibernate ({@link #endedOutside}).</li>
 * </ul>
 *
 * <p>Captured writes are kept, not buffered into the connection at once, because a write that
 * cannot be a mutation, or a read, may follow them: DML does not see buffered mutations, so before
 * such a statement runs, the captured writes it could observe run as the DML Hibernate would have
 * executed ({@link #executeRelatedAsDml}), in their original order; writes to unrelated tables stay
 * captured.
 *
 * <p>Confined to its session, like the transaction coordinator that owns it; not thread-safe.
 */
public final class TransactionWrites implements TransactionObserver {

    private final WriteMode mode;
    private final TransactionCoordinator coordinator;
    /** The session whose coordinator owns this, or {@code null} if Hibernate built it for something else. */
    private final SharedSessionContractImplementor owner;
    private final CapturedWrites captured = new CapturedWrites();
    private final MutationBudget budget;
    private final TransactionCommit commit;
    /** {@code System.nanoTime()} when the transaction began, for its timeout; 0 before. */
    private long begunNanos;
    private boolean inTransaction;
    private boolean committing;
    private boolean handedToSpanner;
    /** Whether a write of the transaction (or captured writes run as DML) is executing its statements. */
    private boolean executingWrite;
    /** Whether the next statement that is not a write may read any table (after a full flush). */
    private boolean unknownReadPending;
    /** Whether Hibernate's rollback of the transaction is running ({@link #rollback}). */
    private boolean rollingBack;
    /**
     * The watch of the owner's statements, made at the first transaction ({@link CapturedWriteReads#statementsOf});
     * {@code null} before, and without an owner.
     */
    private CapturedWriteReads.SessionStatements statements;
    /**
     * Whether the connection was found in a DML batch since the owner's last statement: no statement tag can
     * be set inside one, and only a statement ends it ({@link #mayCarryStatementTag()}).
     */
    private boolean dmlBatchSeenOpen;
    private MutationLimitExceededException refusal;
    private final SpannerKeysMetrics metrics;
    /** What waits for the commit timestamp of this transaction ({@link #whenCommitted}). */
    private final List<Consumer<Timestamp>> commitTimestampTasks = new ArrayList<>();

    /**
     * @param commitTimeout the configured bound of a commit ({@link CommitDeadline#fromSetting}), or
     *        {@code null} for none
     * @param metrics where commits are counted
     * @param owner the session the coordinator was built for, or {@code null}
     */
    public TransactionWrites(WriteMode mode, TransactionCoordinator coordinator, Duration commitTimeout,
            SpannerKeysMetrics metrics, SharedSessionContractImplementor owner) {
        this.metrics = metrics;
        this.mode = mode;
        this.coordinator = coordinator;
        this.owner = owner;
        this.budget = new MutationBudget(mode);
        this.commit = new TransactionCommit(this, coordinator, commitTimeout, metrics, owner);
    }

    /** The writes of {@code session}'s transaction, or {@code null} for a JTA transaction (left alone). */
    public static TransactionWrites of(SharedSessionContractImplementor session) {
        return session.getTransactionCoordinator() instanceof CommitAwareTransactionCoordinator coordinator
                ? coordinator.writes()
                : null;
    }

    /** Whether a write executed now may become a mutation. */
    public boolean capturing() {
        if (handedToSpanner || !mode.usesMutations()) {
            return false;
        }
        // A StatelessSession writes at once, with no flush at the commit: in both mutation modes its writes
        // are captured, and a statement that reads runs them as DML first (CapturedWriteReads).
        return mode == WriteMode.MUTATIONS_ALWAYS || owner != null && owner.isStateless() ? inTransaction : committing;
    }

    /**
     * Adds a captured write.
     *
     * @throws MutationLimitExceededException if the transaction's mutations would exceed Spanner's
     *         per-commit limit; the transaction is then marked for rollback and will not commit
     */
    void capture(PendingWrite write) {
        long mutations = write.mutationCount();
        checkLimit(mutations, write.rowCount(), false);
        captured.add(write);
        budget.captured(mutations);
    }

    /**
     * Whether {@code update}'s row is one a captured insert of this transaction writes: the same table
     * and the same values in {@code keyColumns}.
     */
    boolean insertedHere(Mutation update, List<String> keyColumns) {
        return captured.insertedHere(update, keyColumns);
    }

    /**
     * Counts a write about to run as a DML statement toward Spanner's per-commit limit, which counts
     * DML rows as it counts mutations.
     *
     * @param mutations what the statement writes, counted as Spanner counts mutations
     * @param rows the rows it writes
     * @throws MutationLimitExceededException if the transaction would exceed the limit; the transaction
     *         is then marked for rollback, the statement does not run, and nothing will be committed
     */
    void countDml(long mutations, long rows) {
        if (!inTransaction) {
            return; // no commit to count toward (a StatelessSession writing without a transaction)
        }
        checkLimit(mutations, rows, true);
        budget.dml(mutations, rows);
    }

    private void checkLimit(long mutations, long rows, boolean dml) {
        MutationLimitExceededException exceeded = budget.check(mutations, rows, captured.rowCount(), dml);
        if (exceeded != null) {
            refusal = exceeded;
            captured.clear();
            budget.capturedGone();
            coordinator.getTransactionDriverControl().markRollbackOnly();
            throw refusal;
        }
    }

    /**
     * Runs {@code task} with the commit timestamp of {@code session}'s transaction (as the driver reports
     * it, read right after the JDBC commit) once that transaction committed; nothing runs if it rolls back.
     * In every write mode, for writes that carry the pending commit timestamp, as a mutation's
     * {@code Value.COMMIT_TIMESTAMP} or as DML's pending-commit-timestamp expression. Not outside a
     * transaction, nor in a JTA transaction (left alone).
     *
     * @return whether the task was registered
     */
    public static boolean whenCommitted(SharedSessionContractImplementor session, Consumer<Timestamp> task) {
        TransactionWrites writes = of(session);
        if (writes == null || !writes.inTransaction) {
            return false;
        }
        writes.commitTimestampTasks.add(task);
        return true;
    }

    /** The tasks waiting for the commit timestamp, handed over once: the commit is about to be requested. */
    List<Consumer<Timestamp>> takeCommitTimestampTasks() {
        List<Consumer<Timestamp>> tasks = List.copyOf(commitTimestampTasks);
        commitTimestampTasks.clear();
        return tasks;
    }

    /** Whether writes are captured and not yet buffered into the transaction. */
    public boolean hasCaptured() {
        return !captured.isEmpty();
    }

    /**
     * Before a DML statement or a read: runs as DML, in capture order, the captured writes that statement
     * could observe, and the captured writes those could observe in turn, and forgets them; the others
     * stay captured (see {@link CapturedWrites#takeRelated}).
     *
     * @param reach the tables the statement can observe or change (see
     *        {@link dev.spannerkeys.hibernate.internal.mutations.translation.TableRelations})
     * @param reachOf the same for what a captured write does to one table, once it runs as DML
     * @param standard Hibernate's executors, which run the writes as DML
     * @return the writes that ran as DML
     */
    List<PendingWrite> executeRelatedAsDml(List<Predicate<String>> reach,
            Function<PendingWrite.Target, Predicate<String>> reachOf, MutationExecutorService standard) {
        List<PendingWrite> run = captured.takeRelated(reach, reachOf);
        for (PendingWrite write : run) {
            // Still part of the commit, now as DML rows.
            budget.capturedRanAsDml(write.mutationCount(), write.rowCount());
        }
        executingWrite(() -> {
            for (PendingWrite write : run) {
                write.executeAsDml(standard);
            }
        });
        return run;
    }

    /** Runs {@code write}, a write's statements, as one of the transaction's writes (not a read). */
    void executingWrite(Runnable write) {
        boolean outer = executingWrite;
        executingWrite = true;
        try {
            write.run();
        } finally {
            executingWrite = outer;
        }
    }

    /**
     * Whether a statement tag the application set may be waiting on the connection for the next statement
     * (see {@link MutationWritingExecutorService#captured}): not while a DML batch seen open since the owner's
     * last statement may still be open.
     */
    boolean mayCarryStatementTag() {
        return !dmlBatchSeenOpen;
    }

    /** The connection refused to read its statement tag: a DML batch is open. */
    void dmlBatchSeenOpen() {
        dmlBatchSeenOpen = true;
    }

    /** One of the owner's statements is about to run: a DML batch seen open may end with it. */
    void statementStarting() {
        dmlBatchSeenOpen = false;
    }

    /** A query or load named the tables it reads: the statement that follows is accounted for. */
    void readPrepared() {
        unknownReadPending = false;
    }

    /** A full flush ended: a native query whose tables nobody declared may follow. */
    void unknownReadMayFollow() {
        unknownReadPending = mode == WriteMode.MUTATIONS_ALWAYS && inTransaction && !committing;
    }

    /**
     * Called before each statement of the owner: whether it must be treated as a read of every table
     * with captured writes (any statement of a StatelessSession, the first after a full flush of a
     * session), because it is not one of the transaction's writes and its tables are not known.
     */
    boolean unknownReadNext(boolean stateless) {
        if (executingWrite || committing || handedToSpanner) {
            return false;
        }
        boolean unknown = stateless || unknownReadPending;
        unknownReadPending = false;
        return unknown && !captured.isEmpty();
    }

    /**
     * Whether a statement the application runs on the owner's connection outside Hibernate must first have the
     * captured writes run as DML: it may read any table, and it runs in this transaction, before the commit hands
     * the captured writes to Spanner, and is not one of the transaction's own writes.
     */
    boolean outsideStatementMustSeeCaptured() {
        return inTransaction && !handedToSpanner && !executingWrite && !captured.isEmpty();
    }

    /**
     * Runs {@code end}, a commit or rollback of the owner's JDBC transaction that did not come from Hibernate's
     * transaction ({@code Connection.commit()}, or a {@code COMMIT} statement, run through {@code doWork} or a
     * native query), and keeps this transaction's bookkeeping right: a commit takes the captured writes with it,
     * buffered as mutations just before it, as the transaction's own commit does, and hands the commit timestamp to
     * what waits for it; a rollback forgets them, as it undoes what ran as DML. Either way the limit of mutations
     * per commit counts afresh: Hibernate's transaction goes on in a new Spanner transaction, which its own commit
     * or rollback ends. Hibernate's own commit and rollback pass through unchanged.
     */
    <T> T endedOutside(boolean commit, StatementWatch.Action<T> end) throws SQLException {
        if (!inTransaction || committing || rollingBack || handedToSpanner) {
            return end.run();
        }
        if (!commit) {
            try {
                return end.run();
            } finally {
                endedOutside();
            }
        }
        return this.commit.commitOutside(end);
    }

    /**
     * The captured writes, taken (and forgotten here) for a commit the application runs on the connection
     * ({@link #endedOutside}), which buffers them.
     */
    List<PendingWrite> takeCaptured() {
        List<PendingWrite> all = List.copyOf(captured.all());
        captured.clear();
        budget.capturedGone();
        return all;
    }

    /** The transaction on the connection ended outside Hibernate: what it wrote is committed or gone. */
    void endedOutside() {
        captured.clear();
        commitTimestampTasks.clear();
        budget.reset();
        unknownReadPending = false;
        dmlBatchSeenOpen = false;
    }

    /** Rolls back through {@code delegateRollback}, Hibernate's rollback of the transaction, then forgets it. */
    void rollback(Runnable delegateRollback) {
        rollingBack = true;
        try {
            delegateRollback.run();
        } finally {
            rollingBack = false;
            discard();
        }
    }

    /**
     * Commits through {@code delegateCommit}, capturing the writes of the commit flush and buffering
     * them into the transaction just before the JDBC commit ({@link TransactionCommit}).
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
        try {
            commit.commit(delegateCommit, mode, begunNanos);
        } finally {
            discard();
        }
    }

    /**
     * The commit's last before-completion step: from now on nothing is captured; the captured writes
     * are returned to be buffered into the Spanner transaction, then {@link #buffered} is called.
     */
    List<PendingWrite> handToSpanner() {
        handedToSpanner = true;
        return List.copyOf(captured.all());
    }

    /** The captured writes were buffered into the Spanner transaction; returns their mutation count. */
    long buffered() {
        long mutations = budget.capturedMutations();
        captured.clear();
        budget.capturedGone();
        return mutations;
    }

    /** Forgets everything captured: the transaction ended or was rolled back. */
    void discard() {
        captured.clear();
        commitTimestampTasks.clear();
        budget.reset();
        committing = false;
        handedToSpanner = false;
        unknownReadPending = false;
        dmlBatchSeenOpen = false;
        refusal = null;
    }

    @Override
    public void afterBegin() {
        discard();
        inTransaction = true;
        begunNanos = System.nanoTime();
        if (owner == null) {
            return;
        }
        if (statements == null) {
            statements = CapturedWriteReads.statementsOf(owner, this);
            owner.getEventListenerManager().addListener(statements);
        }
        watch(owner.getJdbcCoordinator().getLogicalConnection().getPhysicalConnection());
    }

    /**
     * Has the owner's connection tell {@link #statements} of what the application runs on it outside Hibernate; a
     * connection the library did not wrap ({@link WatchingConnectionProvider}: one the application supplied to the
     * session, or not a Spanner connection) is not watched.
     */
    private void watch(Connection connection) {
        try {
            if (connection.isWrapperFor(WatchedConnection.class)) {
                connection.unwrap(WatchedConnection.class).watchWith(statements);
            }
        } catch (SQLException e) {
            // Not known to be watchable: nothing to watch with.
        }
    }

    @Override
    public void beforeCompletion() {
        // nothing: the captured writes are buffered by the last before-completion step of TransactionCommit
    }

    @Override
    public void afterCompletion(boolean successful, boolean delayed) {
        discard();
        inTransaction = false;
    }
}
