package dev.spannerkeys.hibernate.mutations;

import org.hibernate.resource.transaction.spi.TransactionCoordinator.TransactionDriver;
import org.hibernate.resource.transaction.spi.TransactionStatus;

/**
 * Hibernate's transaction driver, with {@link #commit()} routed through
 * {@link TransactionWrites#commit(Runnable)}: this is the one place that runs <em>before</em> the
 * flush Hibernate performs while committing, which is what lets that flush, and only that flush,
 * write mutations.
 */
final class CommitAwareTransactionDriver implements TransactionDriver {

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
        try {
            delegate.rollback();
        } finally {
            writes.discard();
        }
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
