package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.errors.CommitDeadline;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import dev.spannerkeys.internal.transactions.TransactionSettings;
import java.time.Duration;
import java.util.Map;
import java.util.function.BiFunction;
import org.hibernate.boot.registry.StandardServiceInitiator;
import org.hibernate.service.Service;
import org.hibernate.service.spi.ServiceRegistryImplementor;

/**
 * Builds the service Hibernate would build, with Hibernate's own initiator (so what the application
 * configured still applies), and hands it with the configured {@link Settings} to a function that
 * may put a wrapper in front of it.
 *
 * @param <S> the service role
 */
final class WriteModeInitiator<S extends Service> implements StandardServiceInitiator<S> {

    /**
     * The write path's settings.
     *
     * @param mode {@value SpannerKeysSettings#WRITE_MODE}
     * @param commitTimeout {@value SpannerKeysSettings#COMMIT_TIMEOUT}, or {@code null} for no bound
     * @param metrics where the write path records its metrics ({@value SpannerKeysSettings#METRICS_REGISTRY})
     * @param transactions what every transaction of the persistence unit gets when it begins (staleness of
     *        read-only ones, tag, priority)
     */
    record Settings(WriteMode mode, Duration commitTimeout, SpannerKeysMetrics metrics, TransactionSettings transactions) {

        static Settings of(Map<String, Object> configurationValues) {
            return new Settings(WriteMode.fromSetting(configurationValues.get(SpannerKeysSettings.WRITE_MODE)),
                    CommitDeadline.fromSetting(configurationValues.get(SpannerKeysSettings.COMMIT_TIMEOUT)),
                    SpannerKeysMetrics.from(configurationValues), TransactionSettings.of(configurationValues));
        }
    }

    private final StandardServiceInitiator<S> standard;
    private final BiFunction<S, Settings, S> wrap;

    /**
     * @param standard Hibernate's initiator of the service
     * @param wrap returns the service to use: the standard one, or a wrapper around it
     */
    WriteModeInitiator(StandardServiceInitiator<S> standard, BiFunction<S, Settings, S> wrap) {
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
        return wrap.apply(service, Settings.of(configurationValues));
    }
}
