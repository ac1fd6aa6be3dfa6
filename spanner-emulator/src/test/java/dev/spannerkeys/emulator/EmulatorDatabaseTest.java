package dev.spannerkeys.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.internal.DatabaseNames;
import dev.spannerkeys.emulator.internal.HostPort;
import dev.spannerkeys.emulator.internal.RunningEmulator;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class EmulatorDatabaseTest {

    /** Spanner's rule for database ids: 2-30 chars, starts with a letter, no trailing - or _. */
    private static final Pattern DATABASE_ID = Pattern.compile("[a-z][a-z0-9_-]*[a-z0-9]");

    private final SpannerEmulator emulator = new SpannerEmulator(
            RunningEmulator.external(new HostPort("127.0.0.1", 9999)), EmulatorSource.ENVIRONMENT);

    @Test
    void googleSqlUrl() {
        EmulatorDatabase db = new EmulatorDatabase("127.0.0.1:9999", "test-project", "test-instance", "db1-abc123",
                DatabaseDialect.GOOGLE_STANDARD_SQL);
        assertEquals("jdbc:cloudspanner://127.0.0.1:9999/projects/test-project/instances/test-instance"
                + "/databases/db1-abc123;autoConfigEmulator=true", db.jdbcUrl());
    }

    @Test
    void postgresqlUrl() {
        EmulatorDatabase db = new EmulatorDatabase("127.0.0.1:9999", "test-project", "test-instance", "db2-abc123",
                DatabaseDialect.POSTGRESQL);
        assertEquals("jdbc:cloudspanner://127.0.0.1:9999/projects/test-project/instances/test-instance"
                + "/databases/db2-abc123;autoConfigEmulator=true;dialect=postgresql", db.jdbcUrl());
    }

    @Test
    void extraPropertiesAreAppended() {
        EmulatorDatabase db = emulator.newDatabase(DatabaseDialect.POSTGRESQL);
        assertEquals(db.jdbcUrl() + ";numChannels=2", db.jdbcUrl("numChannels=2"));
        assertEquals(db.jdbcUrl() + ";numChannels=2;lenient=true", db.jdbcUrl(" ;numChannels=2;lenient=true"));
        assertEquals(db.jdbcUrl(), db.jdbcUrl(""));
        assertEquals(db.jdbcUrl(), db.jdbcUrl(null));
    }

    @Test
    void newDatabaseUsesTheEmulatorsAddressAndFixedProject() {
        EmulatorDatabase db = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        assertEquals("127.0.0.1:9999", db.hostPort());
        assertEquals("test-project", db.projectId());
        assertEquals(DatabaseDialect.GOOGLE_STANDARD_SQL, db.dialect());
        assertTrue(db.jdbcUrl().startsWith("jdbc:cloudspanner://127.0.0.1:9999/projects/test-project/instances/"));
    }

    @Test
    void databaseIdsAreValidAndUnique() {
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 5000; i++) {
            EmulatorDatabase db = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
            String id = db.databaseId();
            assertTrue(id.length() >= 2 && id.length() <= 30, id);
            assertTrue(DATABASE_ID.matcher(id).matches(), id);
            assertTrue(db.instanceId().length() >= 2 && db.instanceId().length() <= 64, db.instanceId());
            assertTrue(ids.add(id), "duplicate " + id);
        }
    }

    @Test
    void instancesRotateBeforeTheEmulatorsHundredDatabaseLimit() {
        SpannerEmulator owned = new SpannerEmulator(new RunningEmulator() {
            @Override
            public String host() {
                return "127.0.0.1";
            }

            @Override
            public int port() {
                return 9998;
            }

            @Override
            public boolean startedHere() {
                return true;
            }

            @Override
            public void stop() {
            }
        }, EmulatorSource.GCLOUD_BINARY);
        try {
            for (int i = 0; i < DatabaseNames.DATABASES_PER_INSTANCE; i++) {
                assertEquals("test-instance", owned.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL).instanceId());
            }
            assertEquals("test-instance-2", owned.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL).instanceId());
        } finally {
            owned.close();
        }
    }

    @Test
    void invalidIdsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new EmulatorDatabase("h:1", "test-project",
                "test-instance", "a-database-id-longer-than-thirty", DatabaseDialect.POSTGRESQL));
        assertThrows(IllegalArgumentException.class, () -> new EmulatorDatabase("h:1", "test-project",
                "test-instance", "1db", DatabaseDialect.POSTGRESQL));
        assertThrows(IllegalArgumentException.class, () -> new EmulatorDatabase("h:1", "test-project",
                "test-instance", "db-", DatabaseDialect.POSTGRESQL));
        assertThrows(IllegalArgumentException.class, () -> new EmulatorDatabase("h:1", "test-project",
                "Test-Instance", "db", DatabaseDialect.POSTGRESQL));
    }

    @Test
    void aDatabaseIdChosenByTheCallerIsUsedOnOneOfTheEmulatorsInstances() {
        EmulatorDatabase generated = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        EmulatorDatabase named = emulator.newDatabase(DatabaseDialect.POSTGRESQL, "shop-dev");
        assertEquals("shop-dev", named.databaseId());
        assertEquals(DatabaseDialect.POSTGRESQL, named.dialect());
        assertEquals(generated.instanceId(), named.instanceId());
        assertEquals("jdbc:cloudspanner://127.0.0.1:9999/projects/test-project/instances/" + named.instanceId()
                + "/databases/shop-dev;autoConfigEmulator=true;dialect=postgresql", named.jdbcUrl());
    }

    @Test
    void anInvalidDatabaseIdChosenByTheCallerIsRejectedWithTheRule() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL, "Shop!"));
        assertTrue(e.getMessage().contains("Shop!"), e.getMessage());
        assertTrue(e.getMessage().contains("2 to 30 characters"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL, null));
    }

    @Test
    void isAValue() {
        EmulatorDatabase a = new EmulatorDatabase("h:1", "test-project", "test-instance", "db", DatabaseDialect.POSTGRESQL);
        EmulatorDatabase b = new EmulatorDatabase("h:1", "test-project", "test-instance", "db", DatabaseDialect.POSTGRESQL);
        EmulatorDatabase c = new EmulatorDatabase("h:1", "test-project", "test-instance", "db",
                DatabaseDialect.GOOGLE_STANDARD_SQL);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, c);
        assertTrue(a.toString().contains(a.jdbcUrl()));
    }
}
