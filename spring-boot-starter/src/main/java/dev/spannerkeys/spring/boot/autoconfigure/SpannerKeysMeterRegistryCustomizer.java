package dev.spannerkeys.spring.boot.autoconfigure;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Map;
import java.util.Objects;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;

/**
 * Puts the application's {@link MeterRegistry} into the Hibernate properties as
 * {@value SpannerKeysSettings#METRICS_REGISTRY}, where the library picks it up. Looks the registry up
 * when Hibernate is configured, so the registry's own auto-configuration may run in any order; with
 * no unique registry bean, or a value already set under {@code spring.jpa.properties}, it does nothing.
 *
 * <p>Registered by {@link SpannerKeysMetricsAutoConfiguration}; declare a bean of this type yourself to
 * replace it.
 */
public final class SpannerKeysMeterRegistryCustomizer implements HibernatePropertiesCustomizer {

    private final ObjectProvider<MeterRegistry> registry;

    /** @param registry the application's registry, looked up when Hibernate is configured */
    public SpannerKeysMeterRegistryCustomizer(ObjectProvider<MeterRegistry> registry) {
        this.registry = Objects.requireNonNull(registry, "registry");
    }

    @Override
    public void customize(Map<String, Object> hibernateProperties) {
        MeterRegistry available = registry.getIfUnique();
        if (available != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.METRICS_REGISTRY, available);
        }
    }
}
