package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.hibernate.mutations.translation.BoundValue;
import dev.spannerkeys.hibernate.mutations.translation.MutationFactory;
import dev.spannerkeys.hibernate.mutations.translation.NotExpressibleAsMutation;
import dev.spannerkeys.hibernate.mutations.translation.PrimaryKeys;
import com.google.cloud.spanner.Dialect;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import org.hibernate.sql.model.MutationOperationGroup;

/**
 * Hibernate's {@link MutationExecutorService} with the mutation write path in front of it. For each
 * entity insert, update or delete Hibernate is about to execute, it decides:
 * <ul>
 *   <li>outside a capturing flush (see {@link TransactionWrites#capturing()}), or on a connection
 *       that is not a Spanner JDBC connection: Hibernate's own executor, unchanged;</li>
 *   <li>a write that qualifies ({@link MutationEligibility}): a {@link CapturingMutationExecutor};</li>
 *   <li>any other write: first the writes captured so far run as DML (a statement must see the rows
 *       written before it), then Hibernate's own executor runs this one.</li>
 * </ul>
 * Why a write stays DML is logged at DEBUG under this class's name, and counted in the
 * {@code spanner.keys.writes} metric (see {@link SpannerKeysMetrics}) with a {@link DmlReason} tag;
 * writes sent as mutations are counted when they are buffered at commit.
 *
 * <p>Thread-safe: one instance serves all sessions of a session factory; per-transaction state lives
 * in each session's {@link TransactionWrites}.
 */
final class MutationWritingExecutorService
        implements MutationExecutorService, ServiceRegistryAwareService, Configurable, Startable, Stoppable {

    private static final System.Logger LOG = System.getLogger(MutationWritingExecutorService.class.getName());

    private final MutationExecutorService standard;
    private final SpannerKeysMetrics metrics;
    private final MutationEligibility eligibility = new MutationEligibility();
    private final MutationFactory factory = new MutationFactory(new PrimaryKeys());
    /**
     * The dialect of the database once the first connection was inspected: empty for a database that
     * is not Spanner; {@code null} before. Racing sessions inspect equal connections, so a repeated
     * inspection is harmless.
     */
    private volatile Optional<Dialect> spannerDialect;

    MutationWritingExecutorService(MutationExecutorService standard, SpannerKeysMetrics metrics) {
        this.standard = standard;
        this.metrics = metrics;
    }

    @Override
    public MutationExecutor createExecutor(BatchKeyAccess batchKeySupplier, MutationOperationGroup operationGroup,
            SharedSessionContractImplementor session) {
        TransactionWrites writes = TransactionWrites.of(session);
        if (writes == null) {
            return standard.createExecutor(batchKeySupplier, operationGroup, session);
        }
        if (!writes.capturing() || !isSpanner(session)) {
            metrics.write(false, (writes.capturing() ? DmlReason.NOT_SPANNER : DmlReason.OUTSIDE_COMMIT_FLUSH).tag());
            return standard.createExecutor(batchKeySupplier, operationGroup, session);
        }
        DmlReason reason = eligibility.whyNot(operationGroup);
        if (reason == null) {
            return new CapturingMutationExecutor(this, batchKeySupplier, operationGroup, session, writes);
        }
        logDml(reason);
        writes.executeCapturedAsDml(standard);
        return standard.createExecutor(batchKeySupplier, operationGroup, session);
    }

    /** The mutations for a captured write. */
    List<Mutation> mutations(MutationOperationGroup group, List<BoundValue> values, TableInclusionChecker inclusionChecker,
            SharedSessionContractImplementor session) throws NotExpressibleAsMutation {
        return factory.mutations(group, values, inclusionChecker, session, connection(session), spannerDialect.get());
    }

    /** Executes a captured write that turned out not to be expressible, as DML after the writes before it. */
    void executeAsDml(TransactionWrites writes, DmlReason reason, PendingWrite write) {
        logDml(reason);
        writes.executeCapturedAsDml(standard);
        write.executeAsDml(standard);
    }

    private void logDml(DmlReason reason) {
        metrics.write(false, reason.tag());
        LOG.log(System.Logger.Level.DEBUG, () -> "A write runs as DML, and so do the writes captured before it in "
                + "this transaction, because " + reason);
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
            }
            if (dialect.isEmpty()) {
                LOG.log(System.Logger.Level.INFO, SpannerKeysSettings.WRITE_MODE
                        + " has no effect: the JDBC connection is not a Cloud Spanner JDBC connection");
            }
            spannerDialect = dialect;
        }
        return dialect.isPresent();
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
