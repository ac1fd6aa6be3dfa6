package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.hibernate.internal.emulator.SerializingConnectionProviderInitiator;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.engine.jdbc.connections.internal.MultiTenantConnectionProviderInitiator;
import org.hibernate.engine.jdbc.mutation.internal.MutationExecutorServiceInitiator;
import org.hibernate.resource.transaction.internal.TransactionCoordinatorBuilderInitiator;
import org.hibernate.resource.transaction.spi.TransactionCoordinatorBuilder;
import org.hibernate.service.spi.ServiceContributor;

/**
 * Installs the mutation write path into every Hibernate service registry (found through
 * {@code META-INF/services}; users register nothing). It contributes service initiators that
 * wrap, rather than replace, what Hibernate would otherwise build:
 * <ul>
 *   <li>the {@code TransactionCoordinatorBuilder}, so that a session knows when its transaction
 *       commits (before the commit flush starts), bounds the commit and says what a failed commit left
 *       behind (see {@code dev.spannerkeys.hibernate.errors});</li>
 *   <li>the {@code MutationExecutorService}, the point where Hibernate turns an entity insert, update
 *       or delete into a JDBC statement, so that the writes of the commit flush can become mutations,
 *       and DML writes count toward Spanner's per-commit mutation limit;</li>
 *   <li>the {@code ConnectionProvider} (the emulator's serializing one where it applies, see
 *       {@code dev.spannerkeys.hibernate.internal.emulator}) and the {@code MultiTenantConnectionProvider}, so that
 *       a statement the application runs on a session's connection outside Hibernate first makes the transaction's
 *       captured writes run as DML, and a commit or rollback run on it keeps the transaction's bookkeeping right
 *       ({@link WatchingConnectionProvider}).</li>
 * </ul>
 * With {@code spanner.keys.write-mode=dml} the wrappers capture nothing: they bound and translate the
 * commit and count DML writes. JTA transactions are left alone. On databases other than Spanner the
 * wrappers only delegate.
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
                (standard, settings) -> new MutationWritingExecutorService(standard, settings.mode())));
        // The one initiator of the connection provider: the emulator's serialization wraps Hibernate's provider,
        // the watch wraps both (a second initiator for one service would replace, not wrap, the first).
        serviceRegistryBuilder.addInitiator(new WriteModeInitiator<>(SerializingConnectionProviderInitiator.INSTANCE,
                (provider, settings) -> WatchingConnectionProvider.around(provider)));
        serviceRegistryBuilder.addInitiator(new WriteModeInitiator<>(MultiTenantConnectionProviderInitiator.INSTANCE,
                (provider, settings) -> WatchingConnectionProvider.around(provider)));
    }

    /**
     * A {@link CommitAwareTransactionCoordinatorBuilder} around {@code standard} when transactions are
     * resource-local, in every write mode (it lets the commit flush write mutations, bounds the commit
     * and says what a failed commit left behind); JTA transactions are committed by the transaction
     * manager and left alone.
     */
    private static TransactionCoordinatorBuilder coordinatorBuilder(TransactionCoordinatorBuilder standard,
            WriteModeInitiator.Settings settings) {
        return standard.isJta() ? standard
                : new CommitAwareTransactionCoordinatorBuilder(standard, settings.mode(), settings.commitTimeout(),
                        settings.metrics(), settings.transactions());
    }
}
