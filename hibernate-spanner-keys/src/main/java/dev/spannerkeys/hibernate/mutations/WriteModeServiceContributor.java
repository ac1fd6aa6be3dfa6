package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.engine.jdbc.mutation.internal.MutationExecutorServiceInitiator;
import org.hibernate.resource.transaction.internal.TransactionCoordinatorBuilderInitiator;
import org.hibernate.resource.transaction.spi.TransactionCoordinatorBuilder;
import org.hibernate.service.spi.ServiceContributor;

/**
 * Installs the mutation write path into every Hibernate service registry (found through
 * {@code META-INF/services}; users register nothing). It contributes two service initiators that
 * wrap, rather than replace, what Hibernate would otherwise build:
 * <ul>
 *   <li>the {@code TransactionCoordinatorBuilder}, so that a session knows when its transaction
 *       commits (before the commit flush starts) and can translate a commit that Spanner rejects;</li>
 *   <li>the {@code MutationExecutorService}, the point where Hibernate turns an entity insert, update
 *       or delete into a JDBC statement, so that the writes of the commit flush can become mutations.</li>
 * </ul>
 * With {@code spanner.keys.write-mode=dml}, both initiators return Hibernate's own services
 * unchanged. On databases other than Spanner the wrappers only delegate.
 */
public final class WriteModeServiceContributor implements ServiceContributor {

    /** For {@link java.util.ServiceLoader}. */
    public WriteModeServiceContributor() {
    }

    @Override
    public void contribute(StandardServiceRegistryBuilder serviceRegistryBuilder) {
        // An initiator added here replaces the standard one for the same service role; each of ours
        // builds the standard service first and wraps it.
        serviceRegistryBuilder.addInitiator(new WriteModeInitiator<>(TransactionCoordinatorBuilderInitiator.INSTANCE,
                WriteModeServiceContributor::coordinatorBuilder));
        serviceRegistryBuilder.addInitiator(new WriteModeInitiator<>(MutationExecutorServiceInitiator.INSTANCE,
                (standard, mode, metrics) -> mode.usesMutations() ? new MutationWritingExecutorService(standard, mode)
                        : standard));
    }

    /**
     * A {@link CommitAwareTransactionCoordinatorBuilder} around {@code standard} when the write mode
     * uses mutations and transactions are resource-local (JTA transactions never reach Spanner's
     * mutation API).
     */
    private static TransactionCoordinatorBuilder coordinatorBuilder(TransactionCoordinatorBuilder standard,
            WriteMode mode, SpannerKeysMetrics metrics) {
        return mode.usesMutations() && !standard.isJta()
                ? new CommitAwareTransactionCoordinatorBuilder(standard, mode, metrics)
                : standard;
    }
}
