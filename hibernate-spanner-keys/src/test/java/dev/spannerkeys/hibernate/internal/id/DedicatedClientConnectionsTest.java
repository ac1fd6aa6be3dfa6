package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.config.RefillClientMode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DedicatedClientConnectionsTest {

    @Test
    void refillUrlDiffersFromTheApplicationUrlOnlyInItsChannelCount() {
        String base = "jdbc:cloudspanner://127.0.0.1:9010/projects/p/instances/i/databases/d;usePlainText=true";
        assertEquals(base + ";numChannels=1", DedicatedClientConnections.refillUrl(base));
        assertEquals(base + ";numChannels=2", DedicatedClientConnections.refillUrl(base + ";numChannels=1"));
        assertEquals(base + ";numChannels=1", DedicatedClientConnections.refillUrl(base + ";numChannels=4"));
    }

    @Test
    void anEmulatorNamedByHostIsReachedInPlainTextWithoutCreatingItsInstanceAndDatabaseAgain() {
        String database = "jdbc:cloudspanner://127.0.0.1:9010/projects/p/instances/i/databases/d";
        assertEquals(database + ";usePlainText=true;numChannels=1",
                DedicatedClientConnections.refillUrl(database + ";autoConfigEmulator=true"));
        assertEquals(database + ";usePlainText=true;lenient=true;numChannels=2",
                DedicatedClientConnections.refillUrl(database + ";autoConfigEmulator=TRUE;lenient=true;numChannels=1"));
        assertEquals(database + ";usePlainText=true;numChannels=1",
                DedicatedClientConnections.refillUrl(database + ";usePlainText=true;autoConfigEmulator=true"));
        // Behind a wrapping driver (the tests' counting driver, p6spy, ...).
        assertEquals("jdbc:counting:cloudspanner://127.0.0.1:9010/projects/p/instances/i/databases/d;usePlainText=true;numChannels=1",
                DedicatedClientConnections.refillUrl(
                        "jdbc:counting:cloudspanner://127.0.0.1:9010/projects/p/instances/i/databases/d;autoConfigEmulator=true"));
        // No host in the URL: the driver finds the emulator through SPANNER_EMULATOR_HOST, which needs autoConfigEmulator.
        String fromEnvironment = "jdbc:cloudspanner:/projects/p/instances/i/databases/d;autoConfigEmulator=true";
        assertEquals(fromEnvironment + ";numChannels=1", DedicatedClientConnections.refillUrl(fromEnvironment));
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
