package dev.spannerkeys.emulator;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Every class database the extension handed out in this JVM, to prove no two classes share one. */
final class SeenDatabases {

    private static final Set<EmulatorDatabase> SEEN = ConcurrentHashMap.newKeySet();

    private SeenDatabases() {
    }

    static void assertFresh(EmulatorDatabase database) {
        assertTrue(SEEN.add(database), () -> "already used by another class: " + database);
    }
}
