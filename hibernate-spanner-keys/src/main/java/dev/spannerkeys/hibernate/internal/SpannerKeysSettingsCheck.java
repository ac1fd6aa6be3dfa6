package dev.spannerkeys.hibernate.internal;

import dev.spannerkeys.hibernate.config.AdvisorMode;
import dev.spannerkeys.hibernate.config.GeneratedValues;
import dev.spannerkeys.hibernate.config.InvalidSettingException;
import dev.spannerkeys.hibernate.internal.config.SchemaSettings;
import dev.spannerkeys.hibernate.internal.config.SequenceSettings;
import dev.spannerkeys.hibernate.internal.emulator.SerializationSettings;
import dev.spannerkeys.hibernate.internal.errors.CommitDeadline;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.internal.transactions.TransactionSettings;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.JdbcSettings;
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
        for (Object key : settings.keySet()) {
            checkSpelling(String.valueOf(key), settings.get(key));
        }
        SequenceSettings.read(settings);
        AdvisorMode.parse(settings.get(SpannerKeysSettings.ADVISOR));
        GeneratedValues.parse(settings.get(SpannerKeysSettings.GENERATED_VALUES));
        WriteMode.fromSetting(settings.get(SpannerKeysSettings.WRITE_MODE));
        CommitDeadline.fromSetting(settings.get(SpannerKeysSettings.COMMIT_TIMEOUT));
        SchemaSettings.haltOnError(settings);
        SerializationSettings.mode(settings.get(SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS));
        SerializationSettings.lockTimeout(settings.get(SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT));
        TransactionSettings.of(settings);
        if (spannerUrl(settings)) {
            // The connection pool applies the level to every connection it opens, before the dialect is known.
            TransactionSettings.requireSupportedIsolation(settings);
        }
    }

    /** Whether the settings name a Spanner JDBC URL (with a data source, the integrator checks the isolation). */
    private static boolean spannerUrl(Map<String, Object> settings) {
        for (String key : new String[] {JdbcSettings.JAKARTA_JDBC_URL, JdbcSettings.URL}) {
            Object url = settings.get(key);
            if (url != null && url.toString().contains(":cloudspanner:")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Refuses a key that is one of the library's settings written another way ({@code writeMode},
     * {@code write_mode}, {@code Write-Mode}): it would otherwise be ignored without a word. Other
     * unknown {@code spanner.keys.*} keys are left alone, and so are JVM system properties: Hibernate's
     * settings include them, and there Spring Boot binds the starter's properties in any spelling.
     */
    private static void checkSpelling(String key, Object value) {
        if (!key.regionMatches(true, 0, PREFIX, 0, PREFIX.length()) || KNOWN.contains(key)
                || System.getProperties().containsKey(key)) {
            return;
        }
        String meant = BY_LOOSE_SPELLING.get(loose(key));
        if (meant != null) {
            throw new InvalidSettingException(key, value, "not a setting of the library, which reads '" + meant
                    + "' (kebab-case, lower case)", "rename it to '" + meant + "'");
        }
    }

    private static String loose(String key) {
        return key.replaceAll("[-_.]", "").toLowerCase(Locale.ROOT);
    }

    private static final String PREFIX = "spanner.keys.";
    private static final Set<String> KNOWN = settingNames();
    private static final Map<String, String> BY_LOOSE_SPELLING = KNOWN.stream()
            .collect(Collectors.toUnmodifiableMap(SpannerKeysSettingsCheck::loose, name -> name));

    /** The values of {@link SpannerKeysSettings}' constants: each setting is named in one place. */
    private static Set<String> settingNames() {
        Set<String> names = new TreeSet<>();
        for (Field field : SpannerKeysSettings.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class) {
                try {
                    names.add((String) field.get(null));
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return Set.copyOf(names);
    }
}
