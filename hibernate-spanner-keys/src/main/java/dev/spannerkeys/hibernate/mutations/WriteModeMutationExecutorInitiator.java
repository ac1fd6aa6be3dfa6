package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import java.util.Map;
import org.hibernate.boot.registry.StandardServiceInitiator;
import org.hibernate.engine.jdbc.mutation.internal.MutationExecutorServiceInitiator;
import org.hibernate.engine.jdbc.mutation.spi.MutationExecutorService;
import org.hibernate.service.spi.ServiceRegistryImplementor;

/**
 * Builds the {@link MutationExecutorService} Hibernate would build (its standard one, or one the
 * application configured) and, when the write mode uses mutations, puts a
 * {@link MutationWritingExecutorService} in front of it.
 */
final class WriteModeMutationExecutorInitiator implements StandardServiceInitiator<MutationExecutorService> {

    static final WriteModeMutationExecutorInitiator INSTANCE = new WriteModeMutationExecutorInitiator();

    private WriteModeMutationExecutorInitiator() {
    }

    @Override
    public Class<MutationExecutorService> getServiceInitiated() {
        return MutationExecutorService.class;
    }

    @Override
    public MutationExecutorService initiateService(Map<String, Object> configurationValues,
            ServiceRegistryImplementor registry) {
        MutationExecutorService standard =
                MutationExecutorServiceInitiator.INSTANCE.initiateService(configurationValues, registry);
        WriteMode mode = WriteMode.fromSetting(configurationValues.get(SpannerKeysSettings.WRITE_MODE));
        return mode.usesMutations()
                ? new MutationWritingExecutorService(standard, SpannerKeysMetrics.from(configurationValues))
                : standard;
    }
}
