package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import java.util.Map;
import org.hibernate.boot.registry.StandardServiceInitiator;
import org.hibernate.service.Service;
import org.hibernate.service.spi.ServiceRegistryImplementor;

/**
 * Builds the service Hibernate would build, with Hibernate's own initiator (so what the application
 * configured still applies), and hands it with the configured {@link WriteMode} and metrics to a
 * function that may put a wrapper in front of it.
 *
 * @param <S> the service role
 */
final class WriteModeInitiator<S extends Service> implements StandardServiceInitiator<S> {

    private final StandardServiceInitiator<S> standard;
    private final Wrapper<S> wrap;

    /** Returns the service to use: the standard one, or a wrapper around it. */
    @FunctionalInterface
    interface Wrapper<S> {
        S wrap(S standard, WriteMode mode, SpannerKeysMetrics metrics);
    }

    /**
     * @param standard Hibernate's initiator of the service
     * @param wrap returns the service to use: the standard one, or a wrapper around it
     */
    WriteModeInitiator(StandardServiceInitiator<S> standard, Wrapper<S> wrap) {
        this.standard = standard;
        this.wrap = wrap;
    }

    @Override
    public Class<S> getServiceInitiated() {
        return standard.getServiceInitiated();
    }

    @Override
    public S initiateService(Map<String, Object> configurationValues, ServiceRegistryImplementor registry) {
        S service = standard.initiateService(configurationValues, registry);
        WriteMode mode = WriteMode.fromSetting(configurationValues.get(SpannerKeysSettings.WRITE_MODE));
        return wrap.wrap(service, mode, mode.usesMutations() ? SpannerKeysMetrics.from(configurationValues)
                : SpannerKeysMetrics.NONE);
    }
}
