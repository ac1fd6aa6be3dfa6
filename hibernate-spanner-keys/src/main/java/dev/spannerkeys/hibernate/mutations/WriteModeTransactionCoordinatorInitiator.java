package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.errors.CommitDeadline;
import java.time.Duration;
import java.util.Map;
import org.hibernate.boot.registry.StandardServiceInitiator;
import org.hibernate.resource.transaction.internal.TransactionCoordinatorBuilderInitiator;
import org.hibernate.resource.transaction.spi.TransactionCoordinatorBuilder;
import org.hibernate.service.spi.ServiceRegistryImplementor;

/**
 * Builds the {@link TransactionCoordinatorBuilder} Hibernate would build, and wraps it in a
 * {@link CommitAwareTransactionCoordinatorBuilder} when the transactions are resource-local, in every
 * write mode: the wrapper lets the commit flush write mutations, bounds the commit
 * ({@value SpannerKeysSettings#COMMIT_TIMEOUT}) and says what a failed commit left behind. JTA
 * transactions are committed by the transaction manager and left alone.
 */
final class WriteModeTransactionCoordinatorInitiator implements StandardServiceInitiator<TransactionCoordinatorBuilder> {

    static final WriteModeTransactionCoordinatorInitiator INSTANCE = new WriteModeTransactionCoordinatorInitiator();

    private WriteModeTransactionCoordinatorInitiator() {
    }

    @Override
    public Class<TransactionCoordinatorBuilder> getServiceInitiated() {
        return TransactionCoordinatorBuilder.class;
    }

    @Override
    public TransactionCoordinatorBuilder initiateService(Map<String, Object> configurationValues,
            ServiceRegistryImplementor registry) {
        TransactionCoordinatorBuilder standard =
                TransactionCoordinatorBuilderInitiator.INSTANCE.initiateService(configurationValues, registry);
        WriteMode mode = WriteMode.fromSetting(configurationValues.get(SpannerKeysSettings.WRITE_MODE));
        Duration commitTimeout = CommitDeadline.fromSetting(configurationValues.get(SpannerKeysSettings.COMMIT_TIMEOUT));
        if (standard.isJta()) {
            return standard;
        }
        return new CommitAwareTransactionCoordinatorBuilder(standard, mode, commitTimeout);
    }
}
