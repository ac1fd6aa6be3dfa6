package dev.spannerkeys.emulator;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.internal.Ports;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("emulator")
class SpannerEmulatorLifecycleTest {

    @Test
    void startedEmulatorAcceptsConnectionsUntilClosed() {
        SpannerEmulator emulator = Locators.realWithoutHostVariable().start();
        try {
            assertNotEquals(EmulatorSource.ENVIRONMENT, emulator.source());
            assertTrue(Ports.accepts(emulator.host(), emulator.port(), 1000), "accepts after start");
        } finally {
            emulator.close();
        }
        assertFalse(Ports.accepts(emulator.host(), emulator.port(), 1000), "refuses after close");
        assertDoesNotThrow(emulator::close, "close is idempotent");
        assertThrows(IllegalStateException.class, () -> emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL));
    }

    @Test
    void publicStartLaunchesTheGcloudBinaryOnLoopback() {
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            if (System.getenv(EmulatorLocator.HOST_ENV) == null) {
                assertEquals(EmulatorSource.GCLOUD_BINARY, emulator.source());
                assertEquals("127.0.0.1", emulator.host());
            }
            assertEquals(emulator.host() + ":" + emulator.port(), emulator.hostPort());
            assertTrue(Ports.accepts(emulator.host(), emulator.port(), 1000));
        }
    }

    @Test
    void twoEmulatorsAreIndependent() {
        try (SpannerEmulator first = Locators.realWithoutHostVariable().start()) {
            SpannerEmulator second = Locators.realWithoutHostVariable().start();
            assertNotSame(first, second);
            assertNotEquals(first.port(), second.port());
            second.close();
            assertFalse(Ports.accepts(second.host(), second.port(), 1000));
            assertTrue(Ports.accepts(first.host(), first.port(), 1000), "closing one leaves the other running");
        }
    }
}
