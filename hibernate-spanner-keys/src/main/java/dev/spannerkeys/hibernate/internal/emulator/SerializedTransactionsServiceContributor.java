package dev.spannerkeys.hibernate.internal.emulator;

import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.service.spi.ServiceContributor;

/**
 * Installs {@link SerializingConnectionProvider} into every Hibernate service registry (found through
 * {@code META-INF/services}; users register nothing): its initiator replaces the standard one for
 * the {@code ConnectionProvider} role, builds the standard provider first and wraps it. With
 * {@code spanner.keys.emulator.serialize-transactions=off} it returns the standard provider itself.
 */
public final class SerializedTransactionsServiceContributor implements ServiceContributor {

    /** For {@link java.util.ServiceLoader}. */
    public SerializedTransactionsServiceContributor() {
    }

    @Override
    public void contribute(StandardServiceRegistryBuilder serviceRegistryBuilder) {
        serviceRegistryBuilder.addInitiator(SerializingConnectionProviderInitiator.INSTANCE);
    }
}
