package dev.spannerkeys.hibernate.config;

import dev.spannerkeys.hibernate.internal.config.SettingValues;
import java.util.Locale;

/**
 * What the library does with stock {@code @GeneratedValue} ids, from
 * {@link SpannerKeysSettings#GENERATED_VALUES}.
 *
 * <p>Public so that integrations (the Spring Boot starter's {@code spanner.keys.generated-values}) bind
 * to these constants and pass {@link #settingValue()} on.
 */
public enum GeneratedValues {
    /**
     * {@code @GeneratedValue} ids ({@code IDENTITY}, {@code SEQUENCE}, {@code AUTO}, {@code TABLE}) on
     * {@code Long}, {@code long}, {@code Integer} and {@code int} attributes draw from the library's pooled,
     * prefetching bit-reversed sequence, with the key column's default drawing from the same sequence. The
     * default.
     */
    TAKE_OVER,
    /**
     * Hibernate's own generators stay: one sequence round trip per id, an identity column for
     * {@code IDENTITY}; their sequences and identity columns are created {@code bit_reversed_positive}.
     */
    STOCK;

    static final GeneratedValues DEFAULT = TAKE_OVER;

    /** The value of {@link SpannerKeysSettings#GENERATED_VALUES} that selects this: {@code take-over} or {@code stock}. */
    public String settingValue() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * The choice named by a setting value: {@code take-over} or {@code stock} (case-insensitive), the
     * default ({@code take-over}) when unset.
     *
     * @throws InvalidSettingException for any other value
     */
    public static GeneratedValues parse(Object value) {
        return SettingValues.choice(SpannerKeysSettings.GENERATED_VALUES, value, DEFAULT, values(),
                GeneratedValues::settingValue);
    }
}
