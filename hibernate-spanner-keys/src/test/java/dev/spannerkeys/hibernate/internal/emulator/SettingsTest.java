package dev.spannerkeys.hibernate.internal.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.jdbc.TransactionSerialization;
import java.time.Duration;
import dev.spannerkeys.hibernate.config.InvalidSettingException;
import org.junit.jupiter.api.Test;

/** The two settings as Hibernate properties: values, defaults and the message for a wrong one. */
class SettingsTest {

    @Test
    void lockTimeoutAcceptsSecondsUnitsAndIsoDurations() {
        assertEquals(Duration.ofSeconds(60), SerializationSettings.lockTimeout(null));
        assertEquals(Duration.ofSeconds(90), SerializationSettings.lockTimeout("90"));
        assertEquals(Duration.ofMillis(500), SerializationSettings.lockTimeout("500ms"));
        assertEquals(Duration.ofMinutes(2), SerializationSettings.lockTimeout("2m"));
        assertEquals(Duration.ofSeconds(45), SerializationSettings.lockTimeout("PT45S"));
        assertEquals(Duration.ofSeconds(5), SerializationSettings.lockTimeout(Duration.ofSeconds(5)));
        InvalidSettingException e = assertThrows(InvalidSettingException.class,
                () -> SerializationSettings.lockTimeout("soon"));
        assertTrue(e.getMessage().contains(SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT), e.getMessage());
    }

    @Test
    void aWrongModeNamesTheSetting() {
        assertEquals(TransactionSerialization.AUTO, SerializationSettings.mode(null));
        InvalidSettingException e = assertThrows(InvalidSettingException.class,
                () -> SerializationSettings.mode("always"));
        assertEquals("Setting '" + SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS + "' = 'always': not one of the"
                + " allowed values auto, on, off, true, false. Fix: set it to one of auto, on, off, true, false, or"
                + " remove it for the default (auto)", e.getMessage());
        assertEquals(TransactionSerialization.ON, SerializationSettings.mode(" TRUE "));
    }
}
