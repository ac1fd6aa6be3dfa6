package dev.spannerkeys.hibernate.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.jdbc.TransactionSerialization;
import java.time.Duration;
import org.hibernate.service.spi.ServiceException;
import org.junit.jupiter.api.Test;

/** The two settings as Hibernate properties: values, defaults and the message for a wrong one. */
class SettingsTest {

    @Test
    void lockTimeoutAcceptsSecondsUnitsAndIsoDurations() {
        assertEquals(Duration.ofSeconds(60), SerializingConnectionProviderInitiator.lockTimeout(null));
        assertEquals(Duration.ofSeconds(90), SerializingConnectionProviderInitiator.lockTimeout("90"));
        assertEquals(Duration.ofMillis(500), SerializingConnectionProviderInitiator.lockTimeout("500ms"));
        assertEquals(Duration.ofMinutes(2), SerializingConnectionProviderInitiator.lockTimeout("2m"));
        assertEquals(Duration.ofSeconds(45), SerializingConnectionProviderInitiator.lockTimeout("PT45S"));
        assertEquals(Duration.ofSeconds(5), SerializingConnectionProviderInitiator.lockTimeout(Duration.ofSeconds(5)));
        ServiceException e = assertThrows(ServiceException.class,
                () -> SerializingConnectionProviderInitiator.lockTimeout("soon"));
        assertTrue(e.getMessage().contains(SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT), e.getMessage());
    }

    @Test
    void aWrongModeNamesTheSetting() {
        assertEquals(TransactionSerialization.AUTO, SerializingConnectionProviderInitiator.mode(null));
        ServiceException e = assertThrows(ServiceException.class,
                () -> SerializingConnectionProviderInitiator.mode("always"));
        assertTrue(e.getMessage().startsWith(SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS), e.getMessage());
    }
}
