package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.config.AdvisorMode;
import dev.spannerkeys.hibernate.config.SchemaSettings;
import dev.spannerkeys.hibernate.config.SequenceSettings;
import dev.spannerkeys.hibernate.emulator.SerializationSettings;
import dev.spannerkeys.hibernate.errors.CommitDeadline;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import java.util.Map;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.service.spi.ServiceContributor;

/**
 * Checks every {@code spanner.keys.*} setting when a Hibernate service registry is built (found through
 * {@code META-INF/services}), with the same readers the library uses later: a value it does not accept
 * fails the bootstrap with an {@link dev.spannerkeys.hibernate.config.InvalidSettingException} before any
 * connection is opened, any service started or any DDL sent, instead of surfacing later, wrapped in
 * another error, or, for a setting read only by one feature, not at all.
 */
public final class SpannerKeysSettingsCheck implements ServiceContributor {

    /** For {@link java.util.ServiceLoader}. */
    public SpannerKeysSettingsCheck() {
    }

    @Override
    public void contribute(StandardServiceRegistryBuilder serviceRegistryBuilder) {
        check(serviceRegistryBuilder.getSettings());
    }

    /**
     * Reads every setting of the library among {@code settings}.
     *
     * @throws dev.spannerkeys.hibernate.config.InvalidSettingException naming the first value not accepted
     */
    public static void check(Map<String, Object> settings) {
        SequenceSettings.read(settings);
        AdvisorMode.parse(settings.get(SpannerKeysSettings.ADVISOR));
        WriteMode.fromSetting(settings.get(SpannerKeysSettings.WRITE_MODE));
        CommitDeadline.fromSetting(settings.get(SpannerKeysSettings.COMMIT_TIMEOUT));
        SchemaSettings.haltOnError(settings);
        SerializationSettings.mode(settings.get(SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS));
        SerializationSettings.lockTimeout(settings.get(SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT));
    }
}
