package dev.spannerkeys.hibernate.mutations;

import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.Value;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.hibernate.errors.CommitAttempt;
import dev.spannerkeys.hibernate.errors.CommitDeadline;
import dev.spannerkeys.hibernate.errors.CommitFailures;
import dev.spannerkeys.hibernate.errors.ThreadDeadline;
import jakarta.transaction.Synchronization;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import org.hibernate.engine.jdbc.mutation.spi.MutationExecutorService;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.resource.transaction.spi.TransactionCoordinator;
import org.hibernate.resource.transaction.spi.TransactionObserver;

/**
 * The write state of one session's transaction, in every write mode: whether writes are captured as
 * mutations right now, the writes captured so far, what was handed to Spanner, how many mutations the
 * transaction's DML statements count for, and how its commit ends.
 *
 * <p>Captured writes are kept, not buffered into the connection at once, because a write that
 * cannot be a mutation may follow them: DML does not see buffered mutations, so before such a
 * statement runs, the captured writes it could observe run as the DML Hibernate would have executed
 * ({@link #executeRelatedAsDml}), in their original order; writes to unrelated tables stay captured.
 * Whatever is still captured when the commit
 * reaches its last before-completion step is buffered into the Spanner transaction with
 * {@code bufferedWrite}, just before the JDBC commit.
 *
 * <p>Spanner's limit of mutations per commit counts DML rows too: the captured mutations and the
 * DML writes ({@link #countDml}) are checked against it together, in every mode.
 *
 * <p>The commit itself ({@link #commit}) is bounded by a {@link CommitDeadline} and its failure
 * translated by {@link CommitFailures}, in every mode including {@code dml}.
 *
 * <p>Confined to its session, like the transaction coordinator that owns it; not thread-safe.
 */
final class TransactionWrites implements TransactionObserver {

    private final WriteMode mode;
    private final TransactionCoordinator coordinator;
    private final Duration commitTimeout;
    /** The session whose coordinator owns this, or {@code null} if Hibernate built it for something else. */
    private final SharedSessionContractImplementor owner;
    private final List<PendingWrite> captured = new ArrayList<>();
    /**
     * The keys of the captured inserts per table, built when a versioned update first asks about the
     * table ({@link #insertedHere}) and kept in step with new captures; dropped whenever captured
     * writes leave (run as DML, handed to Spanner, refused, discarded), to be built again if asked.
     */
    private final Map<String, InsertedKeys> insertedKeys = new HashMap<>();
    private long capturedMutations;
    private long dmlMutations;
    private long dmlRows;
    /** {@code System.nanoTime()} when the transaction began, for its timeout; 0 before. */
    private long begunNanos;
    /** Whether the session's connections are Spanner JDBC connections; {@code null} until known. */
    private Boolean spannerConnection;
    private boolean inTransaction;
    private boolean committing;
    private boolean handedToSpanner;
    /** Whether a write of the transaction (or captured writes run as DML) is executing its statements. */
    private boolean executingWrite;
    /** Whether the next statement that is not a write may read any table (after a full flush). */
    private boolean unknownReadPending;
    /** Whether the owner's statements are watched ({@link CapturedWriteReads#statementsOf}). */
    private boolean statementsWatched;
    private MutationLimitExceededException refusal;
    private final SpannerKeysMetrics metrics;

    /**
     * @param commitTimeout the configured bound of a commit ({@link CommitDeadline#fromSetting}), or
     *        {@code null} for none
     * @param metrics where commits are counted
     * @param owner the session the coordinator was built for, or {@code null}
     */
    TransactionWrites(WriteMode mode, TransactionCoordinator coordinator, Duration commitTimeout,
            SpannerKeysMetrics metrics, SharedSessionContractImplementor owner) {
        this.metrics = metrics;
        this.mode = mode;
        this.coordinator = coordinator;
        this.commitTimeout = commitTimeout;
        this.owner = owner;
    }

    /** The writes of {@code session}'s transaction, or {@code null} for a JTA transaction (left alone). */
    static TransactionWrites of(SharedSessionContractImplementor session) {
        return session.getTransactionCoordinator() instanceof CommitAwareTransactionCoordinator coordinator
                ? coordinator.writes()
                : null;
    }

    /** Whether a write executed now may become a mutation. */
    boolean capturing() {
        if (handedToSpanner || !mode.usesMutations()) {
            return false;
        }
        // A StatelessSession writes at once, with no flush at the commit: in both mutation modes its writes
        // are captured, and a statement that reads runs them as DML first (CapturedWriteReads).
        return mode == WriteMode.MUTATIONS_ALWAYS || owner != null && owner.isStateless() ? inTransaction : committing;
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
     * Adds a captured write.
     *
     * @throws MutationLimitExceededException if the transaction's mutations would exceed Spanner's
     *         per-commit limit; the transaction is then marked for rollback and will not commit
     */
    void capture(PendingWrite write) {
        checkLimit(write.mutationCount(), write.rowCount(), false);
        captured.add(write);
        capturedMutations += write.mutationCount();
        if (!insertedKeys.isEmpty()) {
            for (Mutation mutation : write.mutations()) {
                InsertedKeys keys = insertedKeys.get(mutation.getTable());
                if (keys != null) {
                    keys.add(mutation);
                }
            }
        }
    }

    /**
     * Whether {@code update}'s row is one a captured insert of this transaction writes: the same table
     * and the same values in {@code keyColumns}.
     */
    boolean insertedHere(Mutation update, List<String> keyColumns) {
        InsertedKeys keys = insertedKeys.get(update.getTable());
        if (keys == null || !keys.columns().equals(keyColumns)) {
            keys = new InsertedKeys(keyColumns, new HashSet<>());
            for (PendingWrite write : captured) {
                for (Mutation mutation : write.mutations()) {
                    if (mutation.getTable().equals(update.getTable())) {
                        keys.add(mutation);
                    }
                }
            }
            insertedKeys.put(update.getTable(), keys);
        }
        List<Value> key = InsertedKeys.keyOf(update, keyColumns);
        return key != null && keys.keys().contains(key);
    }

    /**
     * The key values of one table's captured inserts.
     *
     * @param columns the table's key columns, as the database spells them
     */
    private record InsertedKeys(List<String> columns, Set<List<Value>> keys) {

        void add(Mutation mutation) {
            if (mutation.getOperation() == Mutation.Op.INSERT) {
                List<Value> key = keyOf(mutation, columns);
                if (key != null) {
                    keys.add(key);
                }
            }
        }

        /**
         * {@code mutation}'s values of {@code columns}, or {@code null} if it lacks one. Mutations name
         * columns as Hibernate spells them, the database's key columns as it does: compared
         * case-insensitively.
         */
        static List<Value> keyOf(Mutation mutation, List<String> columns) {
            if (columns.isEmpty()) {
                return null;
            }
            Map<String, Value> values = new HashMap<>();
            mutation.asMap().forEach((column, value) -> values.put(column.toLowerCase(Locale.ROOT), value));
            List<Value> key = new ArrayList<>(columns.size());
            for (String column : columns) {
                Value value = values.get(column.toLowerCase(Locale.ROOT));
                if (value == null) {
                    return null;
                }
                key.add(value);
            }
            return key;
        }
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
        dmlMutations += mutations;
        dmlRows += rows;
    }

    private void checkLimit(long mutations, long rows, boolean dml) {
        long total = capturedMutations + dmlMutations + mutations;
        if (total > MutationLimitExceededException.MUTATIONS_PER_COMMIT) {
            refusal = new MutationLimitExceededException(total, rowCount() + dmlRows + rows,
                    dmlMutations + (dml ? mutations : 0), mode);
            captured.clear();
            insertedKeys.clear();
            capturedMutations = 0;
            coordinator.getTransactionDriverControl().markRollbackOnly();
            throw refusal;
        }
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
        insertedKeys.clear();
        captured.addAll(kept);
        for (PendingWrite write : run) {
            // Still part of the commit, now as DML rows.
            capturedMutations -= write.mutationCount();
            dmlMutations += write.mutationCount();
            dmlRows += write.rowCount();
        }
        executingWrite(() -> {
            for (PendingWrite write : run) {
                write.executeAsDml(standard);
            }
        });
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
     * them into the transaction just before the JDBC commit, whose request is bounded by a
     * {@link CommitDeadline}; a failed commit is translated by {@link CommitFailures}.
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
        // every captured write; it also starts the watch of the commit request, which follows it.
        // Local synchronizations are told of the completion first, before Hibernate releases the
        // connection: the one registered here ends that watch.
        LastBeforeCompletion buffering = new LastBeforeCompletion();
        coordinator.addObserver(buffering);
        coordinator.getLocalSynchronizations().registerSynchronization(buffering.completion);
        try {
            delegateCommit.run();
            metrics.commit("committed");
        } catch (RuntimeException failure) {
            metrics.commit("failed");
            // Hibernate has already ended the transaction (and this object forgot it) when a failed
            // commit gets here: what was sent is known to the one-commit observer.
            boolean timedOut = buffering.stopWatch();
            ThreadDeadline watch = buffering.watch;
            CommitAttempt attempt = new CommitAttempt(mode.settingValue(), buffering.rows, buffering.mutations,
                    buffering.tables, watch != null, timedOut, watch == null ? null : watch.bound(),
                    watch == null ? null : watch.elapsed());
            SharedSessionContractImplementor session = buffering.session != null ? buffering.session : owner;
            throw session == null ? failure : CommitFailures.translate(failure, attempt,
                    session.getJdbcServices().getSqlExceptionHelper());
        } finally {
            buffering.stopWatch();
            coordinator.removeObserver(buffering);
            discard();
        }
    }

    /**
     * Whether {@code session}'s connection is a Spanner JDBC connection; asked once per session (it
     * keeps its connection provider), of the connection Hibernate holds for the transaction.
     */
    private boolean isSpanner(SharedSessionContractImplementor session) {
        if (spannerConnection == null) {
            if (session == null) {
                return false;
            }
            try {
                spannerConnection = session.getJdbcCoordinator().getLogicalConnection().getPhysicalConnection()
                        .isWrapperFor(CloudSpannerJdbcConnection.class);
            } catch (SQLException | RuntimeException e) {
                return false; // not known: leave this commit unbounded, as Hibernate would
            }
        }
        return spannerConnection;
    }

    /** The commit's bound: the configured one, or what is left of the transaction's timeout if shorter. */
    private Duration commitBound() {
        long left = -1;
        int timeout = coordinator.getTimeOut();
        if (timeout > 0 && begunNanos != 0) {
            // Hibernate starts the transaction's clock at begin, as this does (afterBegin).
            left = Math.max(0, timeout * 1000L - (System.nanoTime() - begunNanos) / 1_000_000);
        }
        return CommitDeadline.forCommit(commitTimeout, left);
    }

    /** Forgets everything captured: the transaction ended or was rolled back. */
    void discard() {
        captured.clear();
        insertedKeys.clear();
        capturedMutations = 0;
        dmlMutations = 0;
        dmlRows = 0;
        committing = false;
        handedToSpanner = false;
        unknownReadPending = false;
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
        begunNanos = System.nanoTime();
        if (!statementsWatched && owner != null && mode.usesMutations()) {
            statementsWatched = true;
            owner.getEventListenerManager().addListener(CapturedWriteReads.statementsOf(owner, this));
        }
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
     * session's connection after all other before-completion work, remembers what it buffered, and
     * starts the watch of the commit request that follows, which its completion (as a local
     * synchronization, told before Hibernate releases the connection) stops.
     */
    private final class LastBeforeCompletion implements TransactionObserver {
        private long rows;
        private long mutations;
        private final Set<String> tables = new LinkedHashSet<>();
        private SharedSessionContractImplementor session;
        /** The watch of the commit request, started when all before-completion work succeeded; {@code null} before. */
        private ThreadDeadline watch;
        /** Told of the completion before Hibernate releases the connection (a local synchronization). */
        private final Synchronization completion = new Synchronization() {
            @Override
            public void beforeCompletion() {
            }

            @Override
            public void afterCompletion(int status) {
                stopWatch();
            }
        };

        @Override
        public void afterBegin() {
        }

        @Override
        public void beforeCompletion() {
            handedToSpanner = true;
            if (!captured.isEmpty()) {
                buffer();
            }
            // Nothing runs between here and the JDBC commit request but Hibernate's own bookkeeping.
            // Only a Spanner connection's commit is bounded: other drivers may not take an interrupt well.
            if (session != null || isSpanner(owner)) {
                watch = CommitDeadline.start(commitBound());
            }
        }

        private void buffer() {
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
                        .convert(e, "Could not buffer " + batch.size() + " mutations into the Spanner transaction;"
                                + " nothing was committed");
            }
            rows = batch.size();
            mutations = capturedMutations;
            for (int i = 0; i < captured.size(); i++) {
                metrics.write(true, "none");
            }
            captured.clear();
            insertedKeys.clear();
            capturedMutations = 0;
        }

        /** Ends the watch, if the commit request started; whether it ran past its bound. */
        boolean stopWatch() {
            return watch != null && watch.stop();
        }

        @Override
        public void afterCompletion(boolean successful, boolean delayed) {
        }
    }
}
