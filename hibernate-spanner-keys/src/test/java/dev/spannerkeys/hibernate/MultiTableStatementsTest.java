package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Inheritance;
import jakarta.persistence.InheritanceType;
import jakarta.persistence.Table;
import java.util.List;
import java.util.Locale;
import java.util.logging.LogRecord;
import org.hibernate.SessionFactory;
import org.hibernate.query.SemanticException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * HQL statements over an entity spread over several tables ({@code JOINED}): updates and deletes
 * restrict each table inline, inserts are refused with a message, and no id table is created behind
 * the schema tool's back, at runtime or offline.
 */
@SpannerEmulatorTest
class MultiTableStatementsTest {

    /** The root of a {@code JOINED} hierarchy. */
    @Entity(name = "Vessel")
    @Table(name = "Vessels")
    @Inheritance(strategy = InheritanceType.JOINED)
    public static class Vessel {
        @Id
        Long id;
        String name;

        Vessel() {
        }

        Vessel(long id, String name) {
            this.id = id;
            this.name = name;
        }
    }

    /** A subclass with a table of its own. */
    @Entity(name = "Ferry")
    @Table(name = "Ferries")
    public static class Ferry extends Vessel {
        int cars;

        Ferry() {
        }

        Ferry(long id, String name, int cars) {
            super(id, name);
            this.cars = cars;
        }
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void updatesAndDeletesWorkInsertsAreRefusedAndNoIdTableIsCreated(DatabaseDialect dialect, SpannerEmulator emulator)
            throws Exception {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        try (SessionFactory factory = TestSessionFactories.create(database, Vessel.class, Ferry.class)) {
            factory.inTransaction(session -> {
                session.persist(new Ferry(1, "Uto", 40));
                session.persist(new Ferry(2, "Aura", 60));
                session.persist(new Vessel(3, "Ruth"));
            });
            factory.inTransaction(session -> assertEquals(1, session.createMutationQuery(
                    "update Ferry set cars = cars + 1, name = 'Uto II' where id = 1").executeUpdate()));
            factory.inTransaction(session -> assertEquals(1, session.createMutationQuery(
                    "delete from Ferry where cars = 60").executeUpdate()));
            // JPA reports a query it cannot run as IllegalArgumentException, with Hibernate's cause.
            IllegalArgumentException failure = assertThrows(IllegalArgumentException.class, () ->
                    factory.inTransaction(session -> session.createMutationQuery(
                            "insert into Ferry (id, name, cars) values (4, 'Fram', 0)").executeUpdate()));
            SemanticException refused = assertInstanceOf(SemanticException.class, failure.getCause());
            assertTrue(refused.getMessage().contains("entity " + Ferry.class.getName()), refused.getMessage());
            assertTrue(refused.getMessage().contains("Fix: create the entities and persist() them"), refused.getMessage());
        }
        assertEquals(List.of("1 | Uto II | 41"), SqlQueries.rows(database,
                "SELECT v.id, v.name, f.cars FROM Vessels v JOIN Ferries f ON f.id = v.id ORDER BY v.id"));
        assertEquals(2, SqlQueries.rowCount(database, "Vessels"), "the deleted ferry is gone from both tables");
        assertEquals(List.of("ferries", "vessels"), tables(database), "only the mapped tables exist");
    }

    @ParameterizedTest
    @EnumSource(SqlDialect.class)
    void theOfflineToolLogsNoErrorForAMultiTableEntity(SqlDialect dialect) {
        List<LogRecord> logged = LogCapture.during("org.hibernate",
                () -> OfflineSchemaTool.forClasses(Vessel.class, Ferry.class).dialects(dialect).run().script(dialect));
        assertEquals(List.of(), logged.stream()
                .filter(record -> record.getLevel().intValue() >= java.util.logging.Level.WARNING.intValue())
                .map(LogRecord::getMessage).toList());
    }

    private static List<String> tables(EmulatorDatabase database) throws Exception {
        return SqlQueries.rows(database, "SELECT table_name FROM information_schema.tables"
                + " WHERE table_schema NOT IN ('INFORMATION_SCHEMA', 'SPANNER_SYS', 'information_schema',"
                + " 'spanner_sys', 'pg_catalog') ORDER BY table_name").stream()
                .map(name -> name.toLowerCase(Locale.ROOT)).sorted().toList();
    }
}
