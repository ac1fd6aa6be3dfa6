package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.service.spi.SessionFactoryServiceContributor;
import org.hibernate.service.spi.SessionFactoryServiceInitiator;
import org.hibernate.service.spi.SessionFactoryServiceInitiatorContext;
import org.hibernate.service.spi.SessionFactoryServiceRegistryBuilder;

/**
 * Adds {@link SequencePoolService} to every session factory's service registry (found through
 * {@code META-INF/services/org.hibernate.service.spi.SessionFactoryServiceContributor}; users register
 * nothing). The service is built when a generator first asks for it, with the metrics the settings
 * name, and stopped by Hibernate when the session factory closes.
 */
public final class SequencePoolServiceInitiator
        implements SessionFactoryServiceContributor, SessionFactoryServiceInitiator<SequencePoolService> {

    /** For {@link java.util.ServiceLoader}. */
    public SequencePoolServiceInitiator() {
    }

    @Override
    public void contribute(SessionFactoryServiceRegistryBuilder builder) {
        builder.addInitiator(this);
    }

    @Override
    public Class<SequencePoolService> getServiceInitiated() {
        return SequencePoolService.class;
    }

    @Override
    public SequencePoolService initiateService(SessionFactoryServiceInitiatorContext context) {
        ConfigurationService settings = context.getServiceRegistry().requireService(ConfigurationService.class);
        return new SequencePoolService(SpannerKeysMetrics.from(settings.getSettings()));
    }
}
