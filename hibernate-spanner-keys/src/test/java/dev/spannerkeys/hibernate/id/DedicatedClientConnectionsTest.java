package dev.spannerkeys.hibernate.id;

import dev.spannerkeys.hibernate.config.RefillClientMode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DedicatedClientConnectionsTest {

    @Test
    void refillUrlDiffersFromTheApplicationUrlOnlyInItsChannelCount() {
        String base = "jdbc:cloudspanner://127.0.0.1:9010/projects/p/instances/i/databases/d;autoConfigEmulator=true";
        assertEquals(base + ";numChannels=1", DedicatedClientConnections.refillUrl(base));
        assertEquals(base + ";numChannels=2", DedicatedClientConnections.refillUrl(base + ";numChannels=1"));
        assertEquals(base + ";numChannels=1", DedicatedClientConnections.refillUrl(base + ";numChannels=4"));
    }

    @Test
    void autoModeRecognisesEmulatorUrls() {
        assertTrue(RefillClientMode.targetsEmulator("jdbc:cloudspanner://h:1/projects/p/instances/i/databases/d;autoConfigEmulator=true"));
        assertTrue(RefillClientMode.targetsEmulator("jdbc:cloudspanner://h:1/projects/p/instances/i/databases/d;usePlainText=true"));
        if (System.getenv("SPANNER_EMULATOR_HOST") == null) {
            assertFalse(RefillClientMode.targetsEmulator("jdbc:cloudspanner:/projects/p/instances/i/databases/d"));
        }
    }
}
