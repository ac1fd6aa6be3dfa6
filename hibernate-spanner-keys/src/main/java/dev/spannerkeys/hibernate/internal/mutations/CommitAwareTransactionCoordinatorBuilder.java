package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.hibernate.mutations.WriteMode;
import java.time.Duration;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import dev.spannerkeys.internal.transactions.TransactionSettings;
import org.hibernate.resource.jdbc.spi.PhysicalConnectionHandlingMode;
import org.hibernate.resource.transaction.spi.DdlTransactionIsolator;
import org.hibernate.resource.transaction.spi.TransactionCoordinator;
import org.hibernate.resource.transaction.spi.TransactionCoordinatorBuilder;
import org.hibernate.resource.transaction.spi.TransactionCoordinatorOwner;
import org.hibernate.tool.schema.internal.exec.JdbcContext;

/**
 * Builds Hibernate's resource-local transaction coordinators and wraps each in a
 * {@link CommitAwareTransactionCoordinator}. Stateless and thread-safe, like the builder it wraps.
 */
final class CommitAwareTransactionCoordinatorBuilder implements TransactionCoordinatorBuilder {

    private final TransactionCoordinatorBuilder delegate;
    private final WriteMode mode;
    private final Duration commitTimeout;
    private final SpannerKeysMetrics metrics;
    private final TransactionSettings transactions;

    /**
     * @param commitTimeout the configured bound of a commit, or {@code null} for none
     * @param metrics where commits are counted
     * @param transactions what each transaction gets when it begins
     */
    CommitAwareTransactionCoordinatorBuilder(TransactionCoordinatorBuilder delegate, WriteMode mode,
            Duration commitTimeout, SpannerKeysMetrics metrics, TransactionSettings transactions) {
        this.delegate = delegate;
        this.mode = mode;
        this.commitTimeout = commitTimeout;
        this.metrics = metrics;
        this.transactions = transactions;
    }

    @Override
    public TransactionCoordinator buildTransactionCoordinator(TransactionCoordinatorOwner owner, Options options) {
        // A session passes itself as the options.
        return new CommitAwareTransactionCoordinator(delegate.buildTransactionCoordinator(owner, options), this, mode,
                commitTimeout, metrics, transactions,
                options instanceof SharedSessionContractImplementor session ? session : null);
    }

    @Override
    public boolean isJta() {
        return delegate.isJta();
    }

    @Override
    public PhysicalConnectionHandlingMode getDefaultConnectionHandlingMode() {
        return delegate.getDefaultConnectionHandlingMode();
    }

    @Override
    public DdlTransactionIsolator buildDdlTransactionIsolator(JdbcContext jdbcContext) {
        return delegate.buildDdlTransactionIsolator(jdbcContext);
    }
}
