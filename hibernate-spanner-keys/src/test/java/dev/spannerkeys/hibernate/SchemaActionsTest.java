package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.keys.BitReversal;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sequence and key DDL under each schema action, and as Jakarta schema-generation scripts. */
@SpannerEmulatorTest
class SchemaActionsTest {

    @Entity(name = "Singer")
    public static class Singer {
        @Id @BitReversedSequence(name = "singer_seq", poolSize = 10, startCounter = 7, skipRangeMin = 1, skipRangeMax = 1000)
        Long id;
        String name;
    }

    @Entity(name = "Concert")
    public static class Concert {
        @Id @RandomUuid String id;
        String title;
    }

    @Test
    void scriptsHoldTheExactDdlAndRunAsWritten(SpannerEmulator emulator, @TempDir Path folder) throws Exception {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        Path create = folder.resolve("create.sql");
        Path drop = folder.resolve("drop.sql");
        TestSessionFactories.create(database, Map.of(
                "jakarta.persistence.schema-generation.scripts.action", "drop-and-create",
                "jakarta.persistence.schema-generation.scripts.create-target", create.toString(),
                "jakarta.persistence.schema-generation.scripts.drop-target", drop.toString(),
                "hibernate.hbm2ddl.delimiter", ";"), Singer.class, Concert.class).close();

        String createScript = Files.readString(create);
        assertTrue(createScript.contains("CREATE SEQUENCE singer_seq OPTIONS (sequence_kind = \"bit_reversed_positive\", "
                + "skip_range_min = 1, skip_range_max = 1000, start_with_counter = 7);"), createScript);
        assertTrue(createScript.contains("id int64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE singer_seq))"), createScript);
        assertTrue(createScript.contains("id string(36) NOT NULL DEFAULT (GENERATE_UUID())"), createScript);
        assertTrue(createScript.contains(") PRIMARY KEY (id);"), createScript);
        assertTrue(createScript.indexOf("CREATE SEQUENCE") < createScript.indexOf("CREATE TABLE Singer"),
                "the sequence exists before the column default that uses it");
        String dropScript = Files.readString(drop);
        assertTrue(dropScript.contains("DROP SEQUENCE IF EXISTS singer_seq;"), dropScript);
        assertTrue(dropScript.indexOf("Singer") < dropScript.indexOf("DROP SEQUENCE"),
                "the table that uses the sequence goes first");

        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
            for (String command : SqlQueries.statements(createScript)) {
                statement.execute(command);
            }
        }
        // The scripted schema is exactly what the mapping expects, and it works.
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "validate"),
                Singer.class, Concert.class)) {
            Singer singer = new Singer();
            singer.name = "scripted";
            factory.inTransaction(session -> session.persist(singer));
            assertEquals(BitReversal.reverse(7), singer.id);
        }
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
            for (String command : SqlQueries.statements(Files.readString(drop))) {
                statement.execute(command);
            }
        }
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.SEQUENCES WHERE NAME = 'singer_seq'"));
    }

    @Test
    void updateKeepsTheSequenceAndItsCounterAndAddsWhatIsMissing(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        Set<Long> ids = new HashSet<>();
        try (SessionFactory factory = TestSessionFactories.create(database, Singer.class)) {
            ids.addAll(persistSingers(factory, 25));
        }
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "update"),
                Singer.class, Concert.class)) {
            for (long id : persistSingers(factory, 25)) {
                assertTrue(ids.add(id), "update restarted the sequence: id " + id + " came back");
            }
            Concert concert = new Concert();
            concert.title = "added by update";
            factory.inTransaction(session -> session.persist(concert));
        }
        assertEquals(50, SqlQueries.rowCount(database, "Singer"));
        assertEquals(1, SqlQueries.rowCount(database, "Concert"));
    }

    @Test
    void createDropRemovesTheSequenceWithTheTables(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "create-drop"),
                Singer.class)) {
            persistSingers(factory, 3);
            assertEquals(1, SqlQueries.count(database, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.SEQUENCES WHERE NAME = 'singer_seq'"));
        }
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.SEQUENCES WHERE NAME = 'singer_seq'"));
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_NAME = 'Singer'"));
    }

    private static List<Long> persistSingers(SessionFactory factory, int count) {
        List<Long> ids = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < count; i++) {
                Singer singer = new Singer();
                singer.name = "singer " + i;
                session.persist(singer);
                ids.add(singer.id);
            }
        });
        assertFalse(ids.contains(null));
        return ids;
    }
}
