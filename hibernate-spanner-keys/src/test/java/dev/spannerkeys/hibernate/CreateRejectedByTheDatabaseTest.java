package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.EvolvingSchema.SingerIndexedAliases;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code create} on an empty database with a statement Spanner rejects (an index over an array column,
 * which the library's checks do not foresee): the bootstrap fails with Spanner's message and the
 * statements, each marked applied or not, instead of a warning and an application whose every write then
 * fails. The emulator refuses such a batch as a whole, so nothing is half-created. With
 * {@code spanner.keys.schema.halt-on-error=false} the application starts on what was applied.
 */
@SpannerEmulatorTest
class CreateRejectedByTheDatabaseTest {

    private static final String REJECTED = "CREATE INDEX SingersByAliases ON Singers (Aliases)";

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void aRejectedStatementFailsTheBootstrapNamingIt(DatabaseDialect dialect, SpannerEmulator emulator) {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        RuntimeException failure = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of("hibernate.hbm2ddl.auto", "create"), SingerIndexedAliases.class).close());
        String message = OfflineBootstrap.messages(failure);
        assertTrue(message.contains("Spanner rejected the schema change: "), message);
        // Spanner's own words name the index it refused; every statement of the batch is marked not applied.
        assertTrue(message.toLowerCase(java.util.Locale.ROOT).contains("cannot reference array aliases in the creation"
                + " of index singersbyaliases"), message);
        assertTrue(message.contains("0 of 7 statements of the batch were applied"), message);
        assertTrue(message.contains("[not applied] " + REJECTED), message);
        assertTrue(message.contains(SpannerKeysSettings.SCHEMA_HALT_ON_ERROR + "=false"), message);
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void withoutHaltingTheApplicationStartsOnWhatWasApplied(DatabaseDialect dialect, SpannerEmulator emulator)
            throws Exception {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "create",
                SpannerKeysSettings.SCHEMA_HALT_ON_ERROR, "false"), SingerIndexedAliases.class)) {
            // The emulator refuses this batch as a whole: nothing was applied, and the application started.
            String schema = dialect == DatabaseDialect.POSTGRESQL ? "public" : "";
            assertEquals(List.of(), SqlQueries.rows(database, "SELECT table_name FROM information_schema.tables"
                    + " WHERE table_schema = '" + schema + "'"));
            assertTrue(factory.isOpen());
        }
    }
}
