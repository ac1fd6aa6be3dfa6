package dev.spannerkeys.hibernate.internal.config;

import dev.spannerkeys.hibernate.config.LowWaterMark;
import dev.spannerkeys.hibernate.config.RefillClientMode;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import java.io.Serializable;
import java.time.Duration;
import java.util.Map;

/**
 * The settings of pooled sequence generators, read together by {@link SettingValues}.
 *
 * @param refillAttempts {@link SpannerKeysSettings#SEQUENCE_REFILL_ATTEMPTS}
 * @param refillClient {@link SpannerKeysSettings#SEQUENCE_REFILL_CLIENT}
 * @param prefetch {@link SpannerKeysSettings#SEQUENCE_PREFETCH}
 * @param lowWaterMark {@link SpannerKeysSettings#SEQUENCE_LOW_WATER_MARK}
 * @param refillTimeout {@link SpannerKeysSettings#SEQUENCE_REFILL_TIMEOUT}
 * @param prefetchOnStart {@link SpannerKeysSettings#SEQUENCE_PREFETCH_ON_START}
 */
public record SequenceSettings(int refillAttempts, RefillClientMode refillClient, boolean prefetch,
        LowWaterMark lowWaterMark, Duration refillTimeout, boolean prefetchOnStart) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** How many times a refill is tried by default. */
    public static final int DEFAULT_REFILL_ATTEMPTS = 5;

    /** How long a refill may take by default. */
    public static final Duration DEFAULT_REFILL_TIMEOUT = Duration.ofSeconds(30);

    /** The least refill timeout: a refill must be allowed some time, and the bound cannot be switched off. */
    private static final Duration LEAST_REFILL_TIMEOUT = Duration.ofMillis(1);

    /**
     * The sequence settings among Hibernate's {@code settings}, defaults for those unset.
     *
     * @throws dev.spannerkeys.hibernate.config.InvalidSettingException naming the first setting whose value is not accepted
     */
    public static SequenceSettings read(Map<String, Object> settings) {
        return new SequenceSettings(
                SettingValues.wholeNumber(SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS,
                        settings.get(SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS), DEFAULT_REFILL_ATTEMPTS, 1),
                RefillClientMode.parse(settings.get(SpannerKeysSettings.SEQUENCE_REFILL_CLIENT)),
                SettingValues.bool(SpannerKeysSettings.SEQUENCE_PREFETCH,
                        settings.get(SpannerKeysSettings.SEQUENCE_PREFETCH), true),
                LowWaterMark.parse(settings.get(SpannerKeysSettings.SEQUENCE_LOW_WATER_MARK)),
                SettingValues.duration(SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT,
                        settings.get(SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT), DEFAULT_REFILL_TIMEOUT,
                        LEAST_REFILL_TIMEOUT),
                SettingValues.bool(SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START,
                        settings.get(SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START), true));
    }
}
