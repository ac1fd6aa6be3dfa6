package dev.spannerkeys.hibernate.internal.config;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import java.util.Map;

/** The reader of the schema tool's setting, {@link SpannerKeysSettings#SCHEMA_HALT_ON_ERROR}, through {@link SettingValues}. */
public final class SchemaSettings {

    private SchemaSettings() {
    }

    /**
     * {@link SpannerKeysSettings#SCHEMA_HALT_ON_ERROR} among Hibernate's {@code settings}: {@code true} or
     * {@code false}, {@code true} unless set.
     *
     * @throws dev.spannerkeys.hibernate.config.InvalidSettingException for any other value
     */
    public static boolean haltOnError(Map<String, Object> settings) {
        return SettingValues.bool(SpannerKeysSettings.SCHEMA_HALT_ON_ERROR,
                settings.get(SpannerKeysSettings.SCHEMA_HALT_ON_ERROR), true);
    }
}
