package dev.spannerkeys.hibernate.internal.errors;

import dev.spannerkeys.hibernate.errors.SpannerDatabaseNotFoundException;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.service.spi.ServiceContributor;

/**
 * Installs the bootstrap check for a missing Spanner instance or database into every Hibernate service
 * registry (found through {@code META-INF/services}; users register nothing): Hibernate's
 * {@code JdbcEnvironment} is built as before, and a failure caused by a missing instance or database
 * becomes a {@link SpannerDatabaseNotFoundException} naming it and the JDBC URL.
 */
public final class DatabaseCheckServiceContributor implements ServiceContributor {

    /** For {@link java.util.ServiceLoader}. */
    public DatabaseCheckServiceContributor() {
    }

    @Override
    public void contribute(StandardServiceRegistryBuilder serviceRegistryBuilder) {
        serviceRegistryBuilder.addInitiator(MissingDatabaseCheck.INSTANCE);
    }
}
