package dev.spannerkeys.hibernate.config;

import dev.spannerkeys.hibernate.internal.config.SettingValues;
import java.util.Locale;

/**
 * What the hotspot advisor does at bootstrap, from {@link SpannerKeysSettings#ADVISOR}.
 *
 * <p>The default is {@link #WARN}. The advisor cannot see write rates, and the guides' hotspot rules
 * are about tables written often: a correct application with a rarely written timestamp-keyed table
 * must not be refused until someone annotates it. Against an existing database a key cannot be
 * changed any more, so refusing to start would protect nothing there either. Teams make it a gate
 * where it helps: {@code fail} in tests and the Maven plugin's {@code check} goal in the build.
 *
 * <p>Public so that integrations (the Spring Boot starter's {@code spanner.keys.advisor}) bind to
 * these constants and pass {@link #settingValue()} on, instead of keeping a copy of the values.
 */
public enum AdvisorMode {
    /** Refuse to build the session factory when the report has an error; log anything else. */
    FAIL,
    /** Log the report once, at WARN if it has errors or warnings, else at INFO. */
    WARN,
    /** Do not run the advisor. */
    OFF;

    static final AdvisorMode DEFAULT = WARN;

    /** The value of {@link SpannerKeysSettings#ADVISOR} that selects this mode: {@code fail}, {@code warn} or {@code off}. */
    public String settingValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The mode named by a setting value: {@code fail}, {@code warn} or {@code off} (case-insensitive),
     * the default when unset.
     *
     * @throws InvalidSettingException for any other value
     */
    public static AdvisorMode parse(Object value) {
        return SettingValues.choice(SpannerKeysSettings.ADVISOR, value, DEFAULT, values(), AdvisorMode::settingValue);
    }
}
