package dev.spannerkeys.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** With one instance per class, the constructor runs before @BeforeAll: the database must exist by then. */
@SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ExtensionPerClassLifecycleTest {

    private final EmulatorDatabase fromConstructor;
    private EmulatorDatabase fromBeforeAll;

    ExtensionPerClassLifecycleTest(EmulatorDatabase database) {
        this.fromConstructor = database;
        SeenDatabases.assertFresh(database);
    }

    @BeforeAll
    void setUp(EmulatorDatabase database) {
        fromBeforeAll = database;
    }

    @Test
    void sameDatabaseEverywhere(EmulatorDatabase database) {
        assertSame(fromConstructor, fromBeforeAll);
        assertSame(fromConstructor, database);
        assertEquals(DatabaseDialect.POSTGRESQL, database.dialect());
    }
}
