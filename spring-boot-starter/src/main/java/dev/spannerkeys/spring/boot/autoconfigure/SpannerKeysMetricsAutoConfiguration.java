package dev.spannerkeys.spring.boot.autoconfigure;

import dev.spannerkeys.hibernate.SpannerKeysDialect;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.context.annotation.Bean;

/**
 * Records the library's metrics (sequence refills, pool levels, waits for ids, the write path's
 * writes and commits; see {@code docs/metrics.md}) in the application's Micrometer
 * {@link MeterRegistry}, so that they appear under {@code /actuator/metrics} with the rest.
 *
 * <p>Registers a {@link SpannerKeysMeterRegistryCustomizer}, which hands the registry bean to
 * Hibernate as {@value SpannerKeysSettings#METRICS_REGISTRY} when the entity manager factory is built;
 * with no {@code MeterRegistry} bean it changes nothing. Backs off without Micrometer or Boot's
 * Hibernate support on the class path, and when the application declares its own
 * {@link SpannerKeysMeterRegistryCustomizer}.
 */
@AutoConfiguration(before = HibernateJpaAutoConfiguration.class)
@ConditionalOnClass({ MeterRegistry.class, HibernatePropertiesCustomizer.class, SpannerKeysDialect.class })
public final class SpannerKeysMetricsAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    SpannerKeysMeterRegistryCustomizer spannerKeysMeterRegistryCustomizer(ObjectProvider<MeterRegistry> registry) {
        return new SpannerKeysMeterRegistryCustomizer(registry);
    }
}
