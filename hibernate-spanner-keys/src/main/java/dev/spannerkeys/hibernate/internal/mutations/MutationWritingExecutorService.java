package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.hibernate.mutations.DmlFallbacks;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.hibernate.internal.mutations.translation.BoundValue;
import dev.spannerkeys.hibernate.internal.mutations.translation.MutationFactory;
import dev.spannerkeys.hibernate.internal.mutations.translation.NotExpressibleAsMutation;
import dev.spannerkeys.hibernate.internal.mutations.translation.PrimaryKeys;
import dev.spannerkeys.hibernate.internal.mutations.translation.TableRelations;
import com.google.cloud.spanner.Dialect;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.SpannerException;
import dev.spannerkeys.hibernate.errors.SpannerDatabaseNotFoundException;
import dev.spannerkeys.hibernate.errors.SpannerErrors;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import java.sql.Connection;
import org.hibernate.engine.jdbc.mutation.ParameterUsage;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.Predicate;
import org.hibernate.engine.jdbc.mutation.MutationExecutor;
import org.hibernate.engine.jdbc.mutation.TableInclusionChecker;
import org.hibernate.engine.jdbc.mutation.spi.BatchKeyAccess;
import org.hibernate.engine.jdbc.mutation.spi.MutationExecutorService;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.service.spi.Configurable;
import org.hibernate.service.spi.ServiceRegistryAwareService;
import org.hibernate.service.spi.ServiceRegistryImplementor;
import org.hibernate.service.spi.Startable;
import org.hibernate.service.spi.Stoppable;
import org.hibernate.sql.model.MutationOperation;
import org.hibernate.sql.model.MutationOperationGroup;

/**
 * Hibernate's {@link MutationExecutorService} with the mutation write path in front of it. For each
 * entity insert, update or delete Hibernate is about to execute, it decides:
 * <ul>
 *   <li>on a connection that is not a Spanner JDBC connection, or in a JTA transaction: Hibernate's
 *       own executor, unchanged;</li>
 *   <li>outside a capturing flush (see {@link TransactionWrites#capturing()}), which includes every
 *       write in {@code dml} mode: Hibernate's own executor, counting the write toward Spanner's
 *       per-commit mutation limit ({@link DmlCountingExecutor});</li>
 *   <li>a write that qualifies ({@link MutationEligibility}): a {@link CapturingMutationExecutor};</li>
 *   <li>any other write: first the captured writes it could observe run as DML (a statement must see
 *       the rows written before it; {@link TableRelations} says which), then Hibernate's own executor
 *       runs this one. Captured writes to unrelated tables stay mutations.</li>
 * </ul>
 * Every write that runs as DML is counted, and the first of each entity and reason logged at INFO, by
 * the factory's {@link DmlFallbacks}.
 *
 * <p>Thread-safe: one instance serves all sessions of a session factory; per-transaction state lives
 * in each session's {@link TransactionWrites}.
 */
public final class MutationWritingExecutorService
        implements MutationExecutorService, ServiceRegistryAwareService, Configurable, Startable, Stoppable {

    private static final System.Logger LOG = System.getLogger(MutationWritingExecutorService.class.getName());

    private final MutationExecutorService standard;
    private final MutationEligibility eligibility = new MutationEligibility();
    private final PrimaryKeys primaryKeys = new PrimaryKeys();
    private final MutationFactory factory = new MutationFactory(primaryKeys);
    private final TableRelations relations = new TableRelations(primaryKeys);
    private final DmlFallbackCounts fallbacks;
    /** Whether a statement tag not sent with a mutation was logged ({@link #captured}). */
    private final AtomicBoolean statementTagLogged = new AtomicBoolean();
    /** Whether the write mode writes mutations; in {@code dml} mode DML writes are not counted as fallbacks. */
    private final boolean usesMutations;
    /** Set from the settings in {@link #configure}, which Hibernate calls before the first write. */
    private volatile SpannerKeysMetrics metrics = SpannerKeysMetrics.NONE;
    /**
     * The dialect of the database once the first connection was inspected: empty for a database that
     * is not Spanner; {@code null} before. Racing sessions inspect equal connections, so a repeated
     * inspection is harmless.
     */
    private volatile Optional<Dialect> spannerDialect;

    public MutationWritingExecutorService(MutationExecutorService standard, WriteMode mode) {
        this.standard = standard;
        this.fallbacks = new DmlFallbackCounts(mode);
        this.usesMutations = mode.usesMutations();
    }

    /** The writes this factory sent as DML instead of mutations. */
    public DmlFallbackCounts fallbacks() {
        return fallbacks;
    }

    @Override
    public MutationExecutor createExecutor(BatchKeyAccess batchKeySupplier, MutationOperationGroup operationGroup,
            SharedSessionContractImplementor session) {
        TransactionWrites writes = TransactionWrites.of(session);
        if (writes == null) {
            return standard.createExecutor(batchKeySupplier, operationGroup, session);
        }
        if (!isSpanner(session)) {
            if (writes.capturing()) {
                metrics.write(false, DmlReason.NOT_SPANNER);
            }
            return standard.createExecutor(batchKeySupplier, operationGroup, session);
        }
        if (!writes.capturing()) {
            if (usesMutations) {
                metrics.write(false, DmlReason.OUTSIDE_COMMIT_FLUSH);
            }
            return dml(batchKeySupplier, operationGroup, session, writes);
        }
        String reason = eligibility.whyNot(operationGroup);
        if (reason == null) {
            return new CapturingMutationExecutor(this, batchKeySupplier, operationGroup, session, writes, null);
        }
        String versionColumn = eligibility.versionCheckOnly(operationGroup);
        if (versionColumn != null && writes.hasCaptured()) {
            // Decided when the values are known: a mutation if the row is one this transaction inserted.
            return new CapturingMutationExecutor(this, batchKeySupplier, operationGroup, session, writes,
                    new CapturingMutationExecutor.VersionCheck(versionColumn, reason));
        }
        fallbacks.record(operationGroup.getMutationTarget().getRolePath(), reason);
        metrics.write(false, DmlReason.tag(reason));
        executeRelatedAsDml(writes, operationGroup, session);
        return dml(batchKeySupplier, operationGroup, session, writes);
    }

    /** Hibernate's own executor for a write that runs as DML, counting it toward the mutation limit. */
    private MutationExecutor dml(BatchKeyAccess batchKeySupplier, MutationOperationGroup operationGroup,
            SharedSessionContractImplementor session, TransactionWrites writes) {
        return new DmlCountingExecutor(standard.createExecutor(batchKeySupplier, operationGroup, session),
                operationGroup, writes);
    }

    /** The mutations for a captured write. */
    List<Mutation> mutations(MutationOperationGroup group, List<BoundValue> values, TableInclusionChecker inclusionChecker,
            SharedSessionContractImplementor session) throws NotExpressibleAsMutation {
        return factory.mutations(group, values, inclusionChecker, session, connection(session), spannerDialect.get());
    }

    /**
     * The mutations for an update of a versioned entity, without its version check, if every row it
     * updates was inserted earlier in this transaction by a mutation still captured: the check cannot
     * fail then, since no other transaction can see the row.
     *
     * @return the mutations, or {@code null} if a row was not inserted that way (the update then runs
     *         as DML)
     * @throws NotExpressibleAsMutation if the values cannot be expressed exactly
     */
    List<Mutation> updateOfRowsInsertedHere(MutationOperationGroup group, List<BoundValue> values,
            TableInclusionChecker inclusionChecker, SharedSessionContractImplementor session, TransactionWrites writes,
            CapturingMutationExecutor.VersionCheck check) throws NotExpressibleAsMutation {
        List<BoundValue> withoutCheck = new ArrayList<>(values.size());
        for (BoundValue value : values) {
            if (!(value.usage() == ParameterUsage.RESTRICT && value.columnName().equals(check.column()))) {
                withoutCheck.add(value);
            }
        }
        List<Mutation> mutations = mutations(group, withoutCheck, inclusionChecker, session);
        Connection connection = connection(session);
        for (Mutation update : mutations) {
            if (!writes.insertedHere(update, primaryKeys.of(update.getTable(), connection))) {
                return null;
            }
        }
        return mutations;
    }

    /**
     * After a write was captured: a statement tag the application set for the next statement ({@code SET
     * STATEMENT_TAG}) was meant for this write's statement, which the mutation replaces. Spanner has no tag for
     * a mutation, so the tag is taken off the connection, as that statement would have taken it, instead of
     * tagging whichever statement comes next; the first time, this is logged.
     */
    void captured(SharedSessionContractImplementor session, TransactionWrites writes, MutationOperationGroup group) {
        if (!writes.mayCarryStatementTag()) {
            return;
        }
        Connection connection = connection(session);
        String tag;
        try {
            CloudSpannerJdbcConnection spanner = connection.unwrap(CloudSpannerJdbcConnection.class);
            if (TransactionCommit.dmlBatchOpen(connection, spanner)) {
                // No statement tag can be set inside a DML batch.
                writes.dmlBatchSeenOpen();
                return;
            }
            tag = spanner.getStatementTag();
            if (tag == null || tag.isEmpty()) {
                return;
            }
            spanner.setStatementTag(null);
        } catch (SQLException e) {
            throw session.getJdbcServices().getSqlExceptionHelper().convert(e, "Could not take the statement tag off "
                    + "the JDBC connection");
        }
        if (statementTagLogged.compareAndSet(false, true)) {
            String role = group.getMutationTarget().getRolePath();
            LOG.log(System.Logger.Level.INFO, () -> "The statement tag '" + tag + "' (SET STATEMENT_TAG) was set for "
                    + "the statement of a write of " + role + ", which was sent as a mutation ("
                    + SpannerKeysSettings.WRITE_MODE + "): Spanner has no tag for a mutation, so the tag was not sent "
                    + "and does not tag a later statement either. The commit carries the transaction tag (SET "
                    + "TRANSACTION_TAG); writes that run as DML keep their statement tags. Logged once.");
        }
    }

    /** Executes a captured write that turned out not to be expressible, as DML after the writes it can observe. */
    void executeAsDml(TransactionWrites writes, String reason, PendingWrite write) {
        fallbacks.record(write.role(), reason);
        metrics.write(false, DmlReason.tag(reason));
        executeRelatedAsDml(writes, write.group(), write.session());
        write.executeAsDml((batchKey, group, session) -> dml(batchKey, group, session, writes));
    }

    /** Runs as DML the captured writes a DML statement for {@code group} could observe (see {@link TableRelations}). */
    private void executeRelatedAsDml(TransactionWrites writes, MutationOperationGroup group,
            SharedSessionContractImplementor session) {
        if (!writes.hasCaptured()) {
            return;
        }
        Connection connection = connection(session);
        Dialect dialect = spannerDialect.get();
        Function<PendingWrite.Target, Predicate<String>> reachOf = reachOfTargets(connection, dialect);
        List<Predicate<String>> reach = new ArrayList<>();
        List<String> tables = new ArrayList<>();
        for (int i = 0; i < group.getNumberOfOperations(); i++) {
            MutationOperation operation = group.getOperation(i);
            if (operation != null) {
                String table = operation.getTableDetails().getTableName();
                tables.add(table);
                reach.add(relations.reachedBy(group.getMutationType(), table, connection, dialect));
            }
        }
        String reason = "a DML statement of " + group.getMutationTarget().getRolePath() + " on a related table ("
                + String.join(", ", tables) + ") followed it in the same transaction and must see it";
        for (PendingWrite pulled : writes.executeRelatedAsDml(reach, reachOf, standard)) {
            fallbacks.record(pulled.role(), reason);
            metrics.write(false, DmlReason.BEFORE_DML);
        }
    }

    /**
     * What a write to a captured write's target would observe (see {@link TableRelations#reachedBy}),
     * worked out once per target for one decision.
     */
    private Function<PendingWrite.Target, Predicate<String>> reachOfTargets(Connection connection, Dialect dialect) {
        Map<PendingWrite.Target, Predicate<String>> reaches = new HashMap<>();
        return target -> reaches.computeIfAbsent(target,
                t -> relations.reachedBy(t.type(), t.table(), connection, dialect));
    }

    /**
     * Before a read of {@code tables} (as Hibernate names query spaces; {@code null}: any table) in the
     * transaction of {@code writes}: runs the captured writes to those tables as DML, with the captured
     * writes they can observe, so that the read sees them; the others stay captured.
     *
     * @param read what reads, for the reason counted by {@link DmlFallbacks}
     * @param tag the reason's tag in the {@code spanner.keys.writes} metric ({@link DmlReason})
     */
    void executeCapturedReadBy(SharedSessionContractImplementor session, TransactionWrites writes,
            Collection<String> tables, String read, String tag) {
        if (!writes.hasCaptured()) {
            return;
        }
        Connection connection = connection(session);
        Dialect dialect = spannerDialect.get();
        Function<PendingWrite.Target, Predicate<String>> reachOf = reachOfTargets(connection, dialect);
        Predicate<String> reach = tables == null ? table -> true : table -> CapturedWriteReads.isIn(table, tables);
        String reason = read + " followed it in the same transaction and must see it";
        // A statement tag the application set (SET STATEMENT_TAG) is meant for the read, not for these writes.
        String statementTag = statementTagAside(session, writes, connection);
        List<PendingWrite> run;
        try {
            run = writes.executeRelatedAsDml(List.of(reach), reachOf, standard);
            if (!run.isEmpty()) {
                // Hibernate may have queued the statements in its JDBC batch: the read must come after them.
                session.getJdbcCoordinator().executeBatch();
            }
        } finally {
            if (statementTag != null) {
                try {
                    connection.unwrap(CloudSpannerJdbcConnection.class).setStatementTag(statementTag);
                } catch (SQLException e) {
                    throw session.getJdbcServices().getSqlExceptionHelper().convert(e, "Could not put the statement "
                            + "tag back on the JDBC connection");
                }
            }
        }
        for (PendingWrite pulled : run) {
            fallbacks.record(pulled.role(), reason);
            metrics.write(false, tag);
        }
    }

    /**
     * The statement tag waiting on the connection for the next statement, taken off it, or {@code null} if there is
     * none (or a DML batch is open, inside which there is none).
     */
    private static String statementTagAside(SharedSessionContractImplementor session, TransactionWrites writes,
            Connection connection) {
        if (!writes.mayCarryStatementTag()) {
            return null;
        }
        try {
            CloudSpannerJdbcConnection spanner = connection.unwrap(CloudSpannerJdbcConnection.class);
            if (TransactionCommit.dmlBatchOpen(connection, spanner)) {
                return null;
            }
            String tag = spanner.getStatementTag();
            if (tag == null || tag.isEmpty()) {
                return null;
            }
            spanner.setStatementTag(null);
            return tag;
        } catch (SQLException e) {
            throw session.getJdbcServices().getSqlExceptionHelper().convert(e, "Could not read the statement tag of "
                    + "the JDBC connection");
        }
    }

    private boolean isSpanner(SharedSessionContractImplementor session) {
        Optional<Dialect> dialect = spannerDialect;
        if (dialect == null) {
            try {
                Connection connection = connection(session);
                dialect = connection.isWrapperFor(CloudSpannerJdbcConnection.class)
                        ? Optional.of(connection.unwrap(CloudSpannerJdbcConnection.class).getDialect())
                        : Optional.empty();
            } catch (SQLException e) {
                throw session.getJdbcServices().getSqlExceptionHelper()
                        .convert(e, "Could not inspect the JDBC connection");
            } catch (SpannerException e) {
                // getDialect() asks the database and lets the client's exception through (a missing
                // instance or database, for one): say what is missing, with the URL, or convert it as
                // the driver's own exceptions are.
                Optional<SpannerErrors.MissingResource> missing = SpannerErrors.missingInstanceOrDatabase(e);
                if (missing.isPresent()) {
                    throw new SpannerDatabaseNotFoundException(missing.get(), urlOf(session),
                            SpannerErrors.asSqlException(e), null);
                }
                throw session.getJdbcServices().getSqlExceptionHelper()
                        .convert(SpannerErrors.asSqlException(e), "Could not inspect the JDBC connection");
            }
            if (dialect.isEmpty()) {
                LOG.log(System.Logger.Level.INFO, SpannerKeysSettings.WRITE_MODE
                        + " has no effect: the JDBC connection is not a Cloud Spanner JDBC connection");
            }
            spannerDialect = dialect;
        }
        return dialect.isPresent();
    }

    /** The URL of the session's connection, or {@code null}: the driver answers without asking the database. */
    private static String urlOf(SharedSessionContractImplementor session) {
        try {
            return connection(session).getMetaData().getURL();
        } catch (SQLException | RuntimeException e) {
            return null;
        }
    }

    private static Connection connection(SharedSessionContractImplementor session) {
        return session.getJdbcCoordinator().getLogicalConnection().getPhysicalConnection();
    }

    @Override
    public void injectServices(ServiceRegistryImplementor serviceRegistry) {
        if (standard instanceof ServiceRegistryAwareService aware) {
            aware.injectServices(serviceRegistry);
        }
    }

    @Override
    public void configure(Map<String, Object> configurationValues) {
        metrics = SpannerKeysMetrics.from(configurationValues);
        if (standard instanceof Configurable configurable) {
            configurable.configure(configurationValues);
        }
    }

    @Override
    public void start() {
        if (standard instanceof Startable startable) {
            startable.start();
        }
    }

    @Override
    public void stop() {
        if (standard instanceof Stoppable stoppable) {
            stoppable.stop();
        }
    }
}
