package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.hibernate.mutations.WriteMode;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.SpannerException;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.hibernate.internal.errors.CommitAttempt;
import dev.spannerkeys.hibernate.internal.errors.CommitDeadline;
import dev.spannerkeys.hibernate.internal.errors.CommitFailures;
import dev.spannerkeys.hibernate.internal.errors.ThreadDeadline;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import dev.spannerkeys.internal.jdbc.StatementWatch;
import jakarta.transaction.Synchronization;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.hibernate.TransactionException;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.resource.transaction.spi.TransactionCoordinator;
import org.hibernate.resource.transaction.spi.TransactionObserver;

/**
 * The commit of one session's transaction, in every write mode: it hands the captured writes to Spanner
 * just before the JDBC commit, bounds the commit request with a {@link CommitDeadline}, and has a
 * failed commit translated by {@link CommitFailures}, saying what was sent.
 *
 * <p>Confined to its session, like the transaction coordinator that owns it; not thread-safe.
 */
final class TransactionCommit {

    private static final System.Logger LOG = System.getLogger(TransactionCommit.class.getName());

    private final TransactionWrites writes;
    private final TransactionCoordinator coordinator;
    private final Duration commitTimeout;
    private final SpannerKeysMetrics metrics;
    /** The session whose coordinator owns this, or {@code null} if Hibernate built it for something else. */
    private final SharedSessionContractImplementor owner;
    /** Whether the session's connections are Spanner JDBC connections; {@code null} until known. */
    private Boolean spannerConnection;

    TransactionCommit(TransactionWrites writes, TransactionCoordinator coordinator, Duration commitTimeout,
            SpannerKeysMetrics metrics, SharedSessionContractImplementor owner) {
        this.writes = writes;
        this.coordinator = coordinator;
        this.commitTimeout = commitTimeout;
        this.metrics = metrics;
        this.owner = owner;
    }

    /**
     * Commits through {@code delegateCommit}, with the captured writes handed to Spanner after all other
     * before-completion work (the commit flush included) and the commit request bounded; a failed
     * commit is translated.
     *
     * @param mode the write mode, for messages
     * @param begunNanos {@code System.nanoTime()} when the transaction began; 0 if unknown
     */
    void commit(Runnable delegateCommit, WriteMode mode, long begunNanos) {
        // Observers run in registration order after the session's own before-completion work
        // (its flush, and that of any session sharing the transaction): added last, this one sees
        // every captured write; it also starts the watch of the commit request, which follows it.
        // Local synchronizations are told of the completion first, before Hibernate releases the
        // connection: the one registered here ends that watch.
        LastBeforeCompletion buffering = new LastBeforeCompletion(begunNanos);
        coordinator.addObserver(buffering);
        coordinator.getLocalSynchronizations().registerSynchronization(buffering.completion);
        try {
            delegateCommit.run();
            metrics.commit("committed");
        } catch (RuntimeException failure) {
            metrics.commit("failed");
            // Hibernate has already ended the transaction (and the writes forgot it) when a failed
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
        }
        buffering.tellCommitTimestamp();
    }

    /**
     * Runs {@code end}, a commit the application ran on the owner's connection outside Hibernate's transaction
     * ({@link TransactionWrites#endedOutside}): the captured writes are buffered into the Spanner transaction just
     * before it, as the transaction's own commit buffers them, so that they are committed with what ran as DML;
     * what waits for the commit timestamp gets it afterwards. If the writes cannot be buffered, the commit does not
     * run and Hibernate's transaction is marked for rollback, so that no part of it is committed without them.
     */
    <T> T commitOutside(StatementWatch.Action<T> end) throws SQLException {
        Connection connection = physicalConnection(owner);
        List<PendingWrite> captured = writes.takeCaptured();
        if (!captured.isEmpty()) {
            try {
                bufferInto(connection, mutationsOf(captured, new LinkedHashSet<>()));
            } catch (SQLException | RuntimeException e) {
                coordinator.getTransactionDriverControl().markRollbackOnly();
                writes.endedOutside();
                throw e;
            }
            for (int i = 0; i < captured.size(); i++) {
                metrics.write(true, "none");
            }
        }
        List<Consumer<Timestamp>> tasks = writes.takeCommitTimestampTasks();
        T result;
        try {
            result = end.run();
            metrics.commit("committed");
        } catch (SQLException | RuntimeException e) {
            metrics.commit("failed");
            throw e;
        } finally {
            writes.endedOutside();
        }
        if (!tasks.isEmpty()) {
            tell(tasks, commitTimestampOf(connection));
        }
        return result;
    }

    /** The mutations of {@code captured}, in order; the tables they write are added to {@code tables}. */
    private static List<Mutation> mutationsOf(List<PendingWrite> captured, Set<String> tables) {
        List<Mutation> batch = new ArrayList<>(captured.size());
        String lastTable = null;
        for (PendingWrite write : captured) {
            for (Mutation mutation : write.mutations()) {
                batch.add(mutation);
                // Writes of one table mostly come in a row: the set is asked once per run of them.
                if (!mutation.getTable().equals(lastTable)) {
                    lastTable = mutation.getTable();
                    tables.add(lastTable);
                }
            }
        }
        return batch;
    }

    /** Buffers {@code batch} into the Spanner transaction of {@code connection}, readied for it first. */
    private static void bufferInto(Connection connection, List<Mutation> batch) throws SQLException {
        CloudSpannerJdbcConnection spanner = connection.unwrap(CloudSpannerJdbcConnection.class);
        readyForMutations(connection, spanner, batch.size());
        spanner.bufferedWrite(batch);
    }

    private static Connection physicalConnection(SharedSessionContractImplementor session) {
        return session.getJdbcCoordinator().getLogicalConnection().getPhysicalConnection();
    }

    /**
     * Commits the JDBC transaction of {@code session} now, as the last before-completion step, and returns
     * the commit timestamp the driver reports, or {@code null} if it cannot say (logged). Read any later,
     * the timestamp is gone: Hibernate switches autocommit back on right after its own commit, and the
     * driver then forgets the transaction. Hibernate's commit that follows finds no transaction left on
     * the connection and ends without a request to Spanner. A failure is reported as Hibernate reports a
     * failed JDBC commit, so it is translated and rolled back alike.
     */
    private static Timestamp commitNow(SharedSessionContractImplementor session) {
        Connection connection;
        try {
            connection = physicalConnection(session);
            connection.commit();
        } catch (SQLException e) {
            throw new TransactionException("Unable to commit against JDBC Connection", e);
        }
        return commitTimestampOf(connection);
    }

    /** The commit timestamp the driver reports for the transaction {@code connection} just committed, or null (logged). */
    private static Timestamp commitTimestampOf(Connection connection) {
        try {
            return connection.unwrap(CloudSpannerJdbcConnection.class).getCommitTimestamp();
        } catch (SQLException | RuntimeException e) {
            // Committed: the commit must not be reported as failed because its timestamp cannot be read.
            LOG.log(System.Logger.Level.WARNING, "The transaction committed, but the driver did not report its "
                    + "commit timestamp; @CommitTimestamp attributes keep their values until the entities are read "
                    + "again", e);
            return null;
        }
    }

    /** After a successful commit: hands {@code commitTimestamp} ({@code null}: unknown, nothing to do) to {@code tasks}. */
    private static void tell(List<Consumer<Timestamp>> tasks, Timestamp commitTimestamp) {
        if (commitTimestamp == null) {
            return;
        }
        for (Consumer<Timestamp> task : tasks) {
            try {
                task.accept(commitTimestamp);
            } catch (RuntimeException e) {
                // The transaction committed: say what was not done rather than report a failed commit.
                LOG.log(System.Logger.Level.WARNING, "The transaction committed at " + commitTimestamp.toInstant()
                        + ", but an attribute could not be set to that commit timestamp", e);
            }
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
    private Duration commitBound(long begunNanos) {
        long left = -1;
        int timeout = coordinator.getTimeOut();
        if (timeout > 0 && begunNanos != 0) {
            // Hibernate starts the transaction's clock at begin, as the writes do (afterBegin).
            left = Math.max(0, timeout * 1000L - (System.nanoTime() - begunNanos) / 1_000_000);
        }
        return CommitDeadline.forCommit(commitTimeout, left);
    }

    /**
     * Readies the connection for buffered mutations, from its state now, not as the transaction began: the
     * application may have changed it with the driver's SQL statements ({@code SET AUTO_BATCH_DML},
     * {@code START BATCH DML}, ...) through {@code doWork} or a native query at any point of the transaction.
     *
     * <p>While a DML batch is open the driver refuses buffered mutations ("Writing mutations is not allowed
     * for DML batches"). A batch of the driver's automatic DML batching ({@code auto_batch_dml}) is run here,
     * by a query, in order, as the commit would have run it; it stays open after {@code SET AUTO_BATCH_DML =
     * FALSE}, so it is looked for whatever that setting says now. An error of a batched statement surfaces
     * here, before anything is buffered. A batch the application began with {@code START BATCH DML} and did
     * not run is refused (the driver would refuse the commit too): it is aborted, so the transaction can
     * roll back, and nothing is committed. Costs one round trip per commit, only while a batch is open.
     *
     * @param mutations how many mutations wait to be buffered, for the message
     */
    static void readyForMutations(Connection connection, CloudSpannerJdbcConnection spanner, int mutations)
            throws SQLException {
        if (!dmlBatchOpen(connection, spanner)) {
            return;
        }
        try (Statement statement = connection.createStatement()) {
            statement.execute("SELECT 1");
        } catch (SQLException failed) {
            if (!dmlBatchOpen(connection, spanner)) {
                throw failed; // the automatic batch ran, and one of its statements failed
            }
            try (Statement statement = connection.createStatement()) {
                statement.execute("ABORT BATCH");
            } catch (SQLException notAborted) {
                failed.addSuppressed(notAborted);
            }
            throw new SQLException("A DML batch begun with START BATCH DML was still open on the connection when the "
                    + "transaction committed. The driver can neither buffer the transaction's " + mutations
                    + " mutations nor commit while it is open, so the batch was aborted and the transaction is rolled "
                    + "back. Fix: end the batch with RUN BATCH (or ABORT BATCH) before the commit, in the same doWork "
                    + "that begins it.", failed.getSQLState(), failed.getErrorCode(), failed);
        }
    }

    /**
     * Whether a DML batch is open on the connection. The driver has no public question for it, but refuses
     * to read the statement tag inside a batch ("Statement tags are not allowed inside a batch"), which
     * costs no round trip. A closed connection is not in a batch: what is done with it next fails on its own.
     */
    static boolean dmlBatchOpen(Connection connection, CloudSpannerJdbcConnection spanner) {
        try {
            spanner.getStatementTag();
            return false;
        } catch (SQLException | SpannerException refused) {
            try {
                return !connection.isClosed();
            } catch (SQLException unknown) {
                return false;
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
        private final long begunNanos;
        private long rows;
        private long mutations;
        private final Set<String> tables = new LinkedHashSet<>();
        private SharedSessionContractImplementor session;
        /** The watch of the commit request, started when all before-completion work succeeded; {@code null} before. */
        private ThreadDeadline watch;
        /** What waits for the commit timestamp ({@link TransactionWrites#whenCommitted}); empty before. */
        private List<Consumer<Timestamp>> commitTimestampTasks = List.of();
        /** The commit timestamp, read when {@link #commitTimestampTasks} wait for it; {@code null} before. */
        private Timestamp commitTimestamp;
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

        LastBeforeCompletion(long begunNanos) {
            this.begunNanos = begunNanos;
        }

        @Override
        public void afterBegin() {
        }

        @Override
        public void beforeCompletion() {
            List<PendingWrite> captured = writes.handToSpanner();
            if (!captured.isEmpty()) {
                buffer(captured);
            }
            // Nothing runs between here and the JDBC commit request but Hibernate's own bookkeeping.
            // Only a Spanner connection's commit is bounded: other drivers may not take an interrupt well.
            if (session != null || isSpanner(owner)) {
                watch = CommitDeadline.start(commitBound(begunNanos));
            }
            commitTimestampTasks = writes.takeCommitTimestampTasks();
            SharedSessionContractImplementor committing = session != null ? session : owner;
            if (!commitTimestampTasks.isEmpty() && committing != null) {
                commitTimestamp = commitNow(committing);
            }
        }

        /** After a successful commit: hands the commit timestamp to what waits for it. */
        void tellCommitTimestamp() {
            tell(commitTimestampTasks, commitTimestamp);
        }

        private void buffer(List<PendingWrite> captured) {
            session = captured.get(0).session();
            List<Mutation> batch = mutationsOf(captured, tables);
            try {
                bufferInto(physicalConnection(session), batch);
            } catch (SQLException e) {
                throw session.getJdbcServices().getSqlExceptionHelper()
                        .convert(e, "Could not buffer " + batch.size() + " mutations into the Spanner transaction;"
                                + " nothing was committed");
            }
            rows = batch.size();
            mutations = writes.buffered();
            for (int i = 0; i < captured.size(); i++) {
                metrics.write(true, "none");
            }
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
