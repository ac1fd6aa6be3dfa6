package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.SimpleFormatter;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.AvailableSettings;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Data scripts ({@code hibernate.hbm2ddl.import_files}, {@code jakarta.persistence.sql-load-script-source}) as users
 * write them, in both dialects: a licence header, comments, statements over several lines and a semicolon in a
 * string work; a statement the database refuses follows Hibernate's {@code hibernate.hbm2ddl.halt_on_error} (logged
 * and the rest run by default, the start stopped with it on), and the message names the script, the line and the
 * statement, not a schema change.
 */
@SpannerEmulatorTest
class DataScriptsTest {

    private static final String SCRIPT = "dev/spannerkeys/hibernate/datascripts/import-cities.sql";
    private static final String REFUSED = "import-cities.sql, line 9: INSERT INTO no_such_table (id) VALUES (3)";

    @Entity(name = "ImportedCity")
    @Table(name = "imported_cities")
    public static class City {
        @Id Long id;
        @Column(name = "name") String name;
        @Column(name = "country") String country;
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void aRefusedStatementIsLoggedWithItsScriptAndLineAndTheRestRun(DatabaseDialect dialect, SpannerEmulator emulator)
            throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        List<LogRecord> logged = new ArrayList<>();
        logged.addAll(LogCapture.during("org.hibernate.tool.schema", () -> {
            try (SessionFactory factory = TestSessionFactories.create(database,
                    Map.of(AvailableSettings.HBM2DDL_IMPORT_FILES, SCRIPT), City.class)) {
                // started
            }
        }));
        assertEquals(List.of("1 | Lisbon | PT", "2 | Porto; the north | PT", "4 | Braga | PT"),
                SqlQueries.rows(database, "SELECT id, name, country FROM imported_cities ORDER BY id"));
        // Hibernate logs through JBoss Logging, whose WARN is a level of its own on java.util.logging.
        List<String> warnings = logged.stream().filter(record -> record.getLevel().intValue() >= Level.WARNING.intValue())
                .map(record -> new SimpleFormatter().formatMessage(record)).toList();
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains(REFUSED), warnings.get(0));
        assertFalse(warnings.get(0).contains("schema change"), warnings.get(0));
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void withHaltOnErrorTheStartStopsAtTheRefusedStatement(DatabaseDialect dialect, SpannerEmulator emulator)
            throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        RuntimeException failure = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of(AvailableSettings.JAKARTA_HBM2DDL_LOAD_SCRIPT_SOURCE, SCRIPT,
                        AvailableSettings.HBM2DDL_HALT_ON_ERROR, "true"), City.class).close());
        String message = messages(failure);
        assertTrue(message.contains(REFUSED), message);
        assertFalse(message.contains("schema change"), message);
        assertEquals(List.of("1", "2"), SqlQueries.rows(database, "SELECT id FROM imported_cities ORDER BY id"),
                "the statements before it ran, the rest did not");
    }

    private static String messages(Throwable failure) {
        StringBuilder all = new StringBuilder();
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            all.append(cause.getMessage()).append('\n');
        }
        return all.toString();
    }
}
