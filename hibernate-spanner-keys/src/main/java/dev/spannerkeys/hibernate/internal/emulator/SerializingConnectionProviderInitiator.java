package dev.spannerkeys.hibernate.internal.emulator;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.jdbc.TransactionSerialization;
import java.time.Duration;
import java.util.Map;
import org.hibernate.boot.registry.StandardServiceInitiator;
import org.hibernate.engine.jdbc.connections.internal.ConnectionProviderInitiator;
import org.hibernate.engine.jdbc.connections.spi.ConnectionProvider;
import org.hibernate.service.spi.ServiceRegistryImplementor;

/**
 * Builds the {@link ConnectionProvider} Hibernate would build and, unless
 * {@value SpannerKeysSettings#EMULATOR_SERIALIZE_TRANSACTIONS} is {@code off}, puts a
 * {@link SerializingConnectionProvider} in front of it. The write path's service contributor
 * ({@code dev.spannerkeys.hibernate.internal.mutations.WriteModeServiceContributor}) installs it, with its own
 * wrapper in front: a service has one initiator, so the two wrappers are composed there.
 */
public final class SerializingConnectionProviderInitiator implements StandardServiceInitiator<ConnectionProvider> {

    /** The initiator; stateless. */
    public static final SerializingConnectionProviderInitiator INSTANCE = new SerializingConnectionProviderInitiator();

    /** {@code 60}, {@code 60s}, {@code 500ms}, {@code 2m}, {@code 1h}: a number and an optional unit (seconds). */
    private SerializingConnectionProviderInitiator() {
    }

    @Override
    public Class<ConnectionProvider> getServiceInitiated() {
        return ConnectionProvider.class;
    }

    @Override
    public ConnectionProvider initiateService(Map<String, Object> configurationValues,
            ServiceRegistryImplementor registry) {
        ConnectionProvider standard = ConnectionProviderInitiator.INSTANCE.initiateService(configurationValues, registry);
        TransactionSerialization mode = SerializationSettings.mode(configurationValues.get(SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS));
        if (standard == null || mode == TransactionSerialization.OFF) {
            return standard;
        }
        Duration timeout = SerializationSettings.lockTimeout(configurationValues.get(SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT));
        return new SerializingConnectionProvider(standard, mode, timeout);
    }
}
