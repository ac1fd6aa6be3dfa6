package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.advisor.HotspotAdvisorException;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.keys.BitReversal;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * The migration check on the emulator: rows migrated with keys an old system generated are
 * reported when the application bootstraps with schema update, with the start counter or skip
 * range that avoids them; after applying it, new rows are persisted without a collision. Each test
 * uses its own table, so they share the class's database.
 */
@SpannerEmulatorTest
class MigrationCollisionTest {

    private static final Map<String, Object> UPDATE_AND_FAIL = Map.of("hibernate.hbm2ddl.auto", "update",
            SpannerKeysSettings.ADVISOR, "fail");

    /** Keys that an old bit-reversed sequence produced from counters 1 to 40. */
    @Entity(name = "Ledger")
    @Table(name = "Ledger")
    public static class Ledger {
        @Id @BitReversedSequence(name = "ledger_seq") Long id;
        String note;
    }

    /** The same table with the start counter the advisor computed. */
    @Entity(name = "FixedLedger")
    @Table(name = "Ledger")
    public static class FixedLedger {
        @Id @BitReversedSequence(name = "ledger_seq", startCounter = 41) Long id;
        String note;
    }

    /** Keys from a plain serial column, 1 to 30. */
    @Entity(name = "Imported")
    @Table(name = "Imported")
    public static class Imported {
        @Id @BitReversedSequence(name = "imported_seq") Long id;
        String note;
    }

    @Entity(name = "FixedImported")
    @Table(name = "Imported")
    public static class FixedImported {
        @Id @BitReversedSequence(name = "imported_seq", skipRangeMin = 1, skipRangeMax = 30) Long id;
        String note;
    }

    /** What happens without the check: the sequence's first value is a migrated key. */
    @Entity(name = "Journal")
    @Table(name = "Journal")
    public static class Journal {
        @Id @BitReversedSequence(name = "journal_seq") Long id;
        String note;
    }

    /** One id for every document table, as many applications declare it: a base class. */
    @MappedSuperclass
    public abstract static class Document {
        @Id @BitReversedSequence(name = "document_seq") Long id;
        String note;
    }

    @Entity(name = "Invoice")
    @Table(name = "Invoice")
    public static class Invoice extends Document {
    }

    @Entity(name = "Receipt")
    @Table(name = "Receipt")
    public static class Receipt extends Document {
    }

    @Entity(name = "Memo")
    @Table(name = "Memo")
    public static class Memo extends Document {
    }

    /** The base class with the one skip range the advisor computed for all three tables. */
    @MappedSuperclass
    public abstract static class FixedDocument {
        @Id @BitReversedSequence(name = "document_seq", skipRangeMin = 1, skipRangeMax = 13) Long id;
        String note;
    }

    @Entity(name = "FixedInvoice")
    @Table(name = "Invoice")
    public static class FixedInvoice extends FixedDocument {
    }

    @Entity(name = "FixedReceipt")
    @Table(name = "Receipt")
    public static class FixedReceipt extends FixedDocument {
    }

    @Entity(name = "FixedMemo")
    @Table(name = "Memo")
    public static class FixedMemo extends FixedDocument {
    }

    @Test
    void bitReversedKeysFromAnOldCounterRangeAreReportedAndTheStartCounterAvoidsThem(EmulatorDatabase database)
            throws SQLException {
        Set<Long> migrated = migrate(database, "Ledger", LongStream.rangeClosed(1, 40).map(BitReversal::reverse));

        RuntimeException refused = assertThrows(RuntimeException.class,
                () -> TestSessionFactories.create(database, UPDATE_AND_FAIL, Ledger.class).close());
        String report = OfflineBootstrap.messages(refused);
        assertTrue(report.contains("ERROR [migration-collision] Entity '" + Ledger.class.getName()
                + "' (table Ledger), attribute 'id'"), report);
        assertTrue(report.contains("40 existing keys"), report);
        assertTrue(report.contains("their counters run from 1 to 40"), report);
        assertTrue(report.contains("@BitReversedSequence(name = \"ledger_seq\", startCounter = 41)"), report);

        try (SessionFactory factory = TestSessionFactories.create(database, UPDATE_AND_FAIL, FixedLedger.class)) {
            Set<Long> created = persist(factory, FixedLedger::new, 25);
            assertTrue(created.stream().noneMatch(migrated::contains), "no new key is a migrated key");
        }
        assertEquals(65, SqlQueries.rowCount(database, "Ledger"));

        // The sequence now exists and has handed out keys: its own keys are not reported as collisions.
        TestSessionFactories.create(database, UPDATE_AND_FAIL, FixedLedger.class).close();
    }

    @Test
    void keysFromAPlainSerialAreAvoidedWithASkipRange(EmulatorDatabase database) throws SQLException {
        migrate(database, "Imported", LongStream.rangeClosed(1, 30));

        RuntimeException refused = assertThrows(RuntimeException.class,
                () -> TestSessionFactories.create(database, UPDATE_AND_FAIL, Imported.class).close());
        String report = OfflineBootstrap.messages(refused);
        assertTrue(report.contains("30 existing keys (from 1 to 30)"), report);
        assertTrue(report.contains("@BitReversedSequence(name = \"imported_seq\", skipRangeMin = 1, skipRangeMax = 30)"),
                report);

        try (SessionFactory factory = TestSessionFactories.create(database, UPDATE_AND_FAIL, FixedImported.class)) {
            Set<Long> created = persist(factory, FixedImported::new, 10);
            assertTrue(created.stream().allMatch(key -> key > 30));
        }
        assertEquals(40, SqlQueries.rowCount(database, "Imported"));
    }

    @Test
    void tablesSharingAnInheritedSequenceGetOneFindingWithTheRangeThatAvoidsThemAll(EmulatorDatabase database)
            throws SQLException {
        // Serial keys 1..10, 1..13 and 1..3: alone, each table would ask for another skip range; only 1..13 is safe.
        Set<Long> migrated = new HashSet<>();
        migrated.addAll(migrate(database, "Invoice", LongStream.rangeClosed(1, 10)));
        migrated.addAll(migrate(database, "Receipt", LongStream.rangeClosed(1, 13)));
        migrated.addAll(migrate(database, "Memo", LongStream.rangeClosed(1, 3)));

        RuntimeException refused = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                UPDATE_AND_FAIL, Invoice.class, Receipt.class, Memo.class).close());
        String report = OfflineBootstrap.messages(refused);
        HotspotAdvisorException advisor = null;
        for (Throwable cause = refused; cause != null && advisor == null; cause = cause.getCause()) {
            advisor = cause instanceof HotspotAdvisorException found ? found : null;
        }
        assertTrue(advisor != null, report);
        assertEquals(1, advisor.report().findings("migration-collision").size(), report);
        assertTrue(report.contains("attribute 'id' declared in '" + Document.class.getName() + "'"), report);
        assertTrue(report.contains("26 existing keys (from 1 to 13) in 3 tables"), report);
        assertTrue(report.contains("@BitReversedSequence(name = \"document_seq\", skipRangeMin = 1, skipRangeMax = 13)"),
                report);
        assertTrue(report.contains("on 'Document.id', which the 3 entities inherit"), report);

        try (SessionFactory factory = TestSessionFactories.create(database, UPDATE_AND_FAIL, FixedInvoice.class,
                FixedReceipt.class, FixedMemo.class)) {
            Set<Long> created = new HashSet<>();
            created.addAll(persist(factory, FixedInvoice::new, 5));
            created.addAll(persist(factory, FixedReceipt::new, 5));
            created.addAll(persist(factory, FixedMemo::new, 5));
            assertEquals(15, created.size());
            assertTrue(created.stream().noneMatch(migrated::contains), "no new key is a migrated key");
        }
    }

    @Test
    void withoutTheCheckTheFirstInsertCollides(EmulatorDatabase database) throws SQLException {
        migrate(database, "Journal", LongStream.rangeClosed(1, 3).map(BitReversal::reverse));
        try (SessionFactory factory = TestSessionFactories.create(database,
                Map.of("hibernate.hbm2ddl.auto", "update", SpannerKeysSettings.ADVISOR, "off"), Journal.class)) {
            RuntimeException collision = assertThrows(RuntimeException.class,
                    () -> factory.inTransaction(session -> session.persist(new Journal())));
            String message = OfflineBootstrap.messages(collision);
            assertTrue(message.contains("previously existing row") && message.contains(
                    String.valueOf(BitReversal.reverse(1))), message);
        }
    }

    /** Creates {@code table} with plain DDL and inserts {@code keys}, as a migration tool would. */
    private static Set<Long> migrate(EmulatorDatabase database, String table, LongStream keys) throws SQLException {
        List<Long> values = keys.boxed().toList();
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE " + table + " (id INT64 NOT NULL, note STRING(255)) PRIMARY KEY (id)");
            statement.executeUpdate("INSERT INTO " + table + " (id, note) VALUES "
                    + values.stream().map(key -> "(" + key + ", 'migrated')").collect(Collectors.joining(", ")));
        }
        return new HashSet<>(values);
    }

    private static <T> Set<Long> persist(SessionFactory factory, java.util.function.Supplier<T> entities, int count) {
        Set<Long> ids = new HashSet<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < count; i++) {
                T entity = entities.get();
                session.persist(entity);
                ids.add((Long) session.getIdentifier(entity));
            }
        });
        assertEquals(count, ids.size());
        assertFalse(ids.contains(null));
        return ids;
    }
}
