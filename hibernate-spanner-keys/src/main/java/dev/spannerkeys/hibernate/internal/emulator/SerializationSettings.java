package dev.spannerkeys.hibernate.internal.emulator;

import dev.spannerkeys.hibernate.internal.config.SettingValues;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.jdbc.SerializedConnections;
import dev.spannerkeys.jdbc.TransactionSerialization;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The readers of the emulator serialization settings, {@link SpannerKeysSettings#EMULATOR_SERIALIZE_TRANSACTIONS}
 * and {@link SpannerKeysSettings#EMULATOR_LOCK_TIMEOUT}, through {@link SettingValues}.
 */
public final class SerializationSettings {

    private SerializationSettings() {
    }

    /**
     * The serialization mode: {@code auto} (default), {@code on} or {@code off}, also {@code true} and
     * {@code false}, or a {@link TransactionSerialization}.
     *
     * @throws dev.spannerkeys.hibernate.config.InvalidSettingException for any other value
     */
    public static TransactionSerialization mode(Object value) {
        Map<String, TransactionSerialization> allowed = new LinkedHashMap<>();
        for (TransactionSerialization mode : TransactionSerialization.values()) {
            allowed.put(mode.settingValue(), mode);
        }
        allowed.put("true", TransactionSerialization.ON);
        allowed.put("false", TransactionSerialization.OFF);
        return SettingValues.choice(SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS, value,
                TransactionSerialization.AUTO, allowed, TransactionSerialization.AUTO.settingValue());
    }

    /**
     * The lock timeout, a duration of zero or more; unset: {@link SerializedConnections#DEFAULT_LOCK_TIMEOUT}.
     *
     * @throws dev.spannerkeys.hibernate.config.InvalidSettingException for a value that is no duration
     */
    public static Duration lockTimeout(Object value) {
        return SettingValues.duration(SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT, value,
                SerializedConnections.DEFAULT_LOCK_TIMEOUT, Duration.ZERO);
    }
}
