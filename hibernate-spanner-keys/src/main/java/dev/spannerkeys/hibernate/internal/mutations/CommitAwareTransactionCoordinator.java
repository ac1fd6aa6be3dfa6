package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.hibernate.mutations.WriteMode;
import java.time.Duration;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import dev.spannerkeys.internal.transactions.SpannerTransactionSetup;
import dev.spannerkeys.internal.transactions.TransactionSettings;
import org.hibernate.resource.transaction.spi.IsolationDelegate;
import org.hibernate.jpa.spi.JpaCompliance;
import org.hibernate.resource.transaction.spi.SynchronizationRegistry;
import org.hibernate.resource.transaction.spi.TransactionCoordinator;
import org.hibernate.resource.transaction.spi.TransactionCoordinatorBuilder;
import org.hibernate.resource.transaction.spi.TransactionObserver;
import org.hibernate.resource.transaction.spi.TransactionStatus;

/**
 * A session's transaction coordinator that also owns the session's {@link TransactionWrites}: it
 * hands out {@link CommitAwareTransactionDriver}s, which tell the writes when a commit starts (so the
 * commit flush can write mutations, and the commit is bounded and its failure translated, in every
 * write mode), and otherwise delegates to Hibernate's coordinator.
 *
 * <p>Confined to its session (and the sessions sharing its transaction), like the coordinator it
 * wraps.
 */
final class CommitAwareTransactionCoordinator implements TransactionCoordinator {

    private final TransactionCoordinator delegate;
    private final TransactionCoordinatorBuilder builder;
    private final TransactionWrites writes;
    private TransactionDriver lastDelegateDriver;
    private CommitAwareTransactionDriver lastDriver;

    CommitAwareTransactionCoordinator(TransactionCoordinator delegate, TransactionCoordinatorBuilder builder,
            WriteMode mode, Duration commitTimeout, SpannerKeysMetrics metrics, TransactionSettings transactions,
            SharedSessionContractImplementor session) {
        this.delegate = delegate;
        this.builder = builder;
        this.writes = new TransactionWrites(mode, delegate, commitTimeout, metrics, session);
        // First: a transaction is set up (read-only, staleness, tag, priority) before anything else sees it begun.
        delegate.addObserver(new SpannerTransactionSetup(delegate, session, transactions));
        delegate.addObserver(writes);
    }

    /** The writes of the transaction this coordinator runs. */
    TransactionWrites writes() {
        return writes;
    }

    @Override
    public TransactionDriver getTransactionDriverControl() {
        TransactionDriver driver = delegate.getTransactionDriverControl();
        if (driver != lastDelegateDriver) {
            lastDelegateDriver = driver;
            lastDriver = new CommitAwareTransactionDriver(driver, writes);
        }
        return lastDriver;
    }

    @Override
    public TransactionCoordinatorBuilder getTransactionCoordinatorBuilder() {
        return builder;
    }

    @Override
    public SynchronizationRegistry getLocalSynchronizations() {
        return delegate.getLocalSynchronizations();
    }

    @Override
    public JpaCompliance getJpaCompliance() {
        return delegate.getJpaCompliance();
    }

    @Override
    public void explicitJoin() {
        delegate.explicitJoin();
    }

    @Override
    public boolean isJoined() {
        return delegate.isJoined();
    }

    @Override
    public void pulse() {
        delegate.pulse();
    }

    @Override
    public boolean isActive() {
        return delegate.isActive();
    }

    @Override
    public boolean isTransactionActive() {
        return delegate.isTransactionActive();
    }

    @Override
    public IsolationDelegate createIsolationDelegate() {
        return delegate.createIsolationDelegate();
    }

    @Override
    public void addObserver(TransactionObserver observer) {
        delegate.addObserver(observer);
    }

    @Override
    public void removeObserver(TransactionObserver observer) {
        delegate.removeObserver(observer);
    }

    @Override
    public void setTimeOut(int seconds) {
        delegate.setTimeOut(seconds);
    }

    @Override
    public int getTimeOut() {
        return delegate.getTimeOut();
    }

    @Override
    public void invalidate() {
        delegate.invalidate();
    }

    /**
     * Hibernate's transaction driver, with {@link #commit()} routed through
     * {@link TransactionWrites#commit(Runnable)}: this is the one place that runs <em>before</em> the
     * flush Hibernate performs while committing, which is what lets that flush, and only that flush,
     * write mutations.
     */
    private static final class CommitAwareTransactionDriver implements TransactionDriver {

        private final TransactionDriver delegate;
        private final TransactionWrites writes;

        CommitAwareTransactionDriver(TransactionDriver delegate, TransactionWrites writes) {
            this.delegate = delegate;
            this.writes = writes;
        }

        @Override
        public void begin() {
            delegate.begin();
        }

        @Override
        public void commit() {
            writes.commit(delegate::commit);
        }

        @Override
        public void rollback() {
            writes.rollback(delegate::rollback);
        }

        @Override
        public TransactionStatus getStatus() {
            return delegate.getStatus();
        }

        @Override
        public void markRollbackOnly() {
            delegate.markRollbackOnly();
        }
    }
}
