package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import java.util.Map;
import org.hibernate.boot.registry.StandardServiceInitiator;
import org.hibernate.resource.transaction.internal.TransactionCoordinatorBuilderInitiator;
import org.hibernate.resource.transaction.spi.TransactionCoordinatorBuilder;
import org.hibernate.service.spi.ServiceRegistryImplementor;

/**
 * Builds the {@link TransactionCoordinatorBuilder} Hibernate would build, and wraps it in a
 * {@link CommitAwareTransactionCoordinatorBuilder} when the write mode uses mutations and the
 * transactions are resource-local (JTA transactions never reach Spanner's mutation API).
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
        if (!mode.usesMutations() || standard.isJta()) {
            return standard;
        }
        return new CommitAwareTransactionCoordinatorBuilder(standard, mode, SpannerKeysMetrics.from(configurationValues));
    }
}
