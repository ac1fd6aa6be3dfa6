package dev.spannerkeys.hibernate.internal.timestamps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.CommitTimestamp;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.errors.PendingCommitTimestampReadException;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.JdbcCounts;
import dev.spannerkeys.testsupport.SampledByDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.OptimisticLockException;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.StaleStateException;
import org.hibernate.Transaction;
import org.hibernate.annotations.ColumnDefault;
import org.hibernate.annotations.CreationTimestamp;
import org.hibernate.annotations.CurrentTimestamp;
import org.hibernate.annotations.DynamicInsert;
import org.hibernate.annotations.DynamicUpdate;
import org.hibernate.annotations.Generated;
import org.hibernate.annotations.OptimisticLockType;
import org.hibernate.annotations.OptimisticLocking;
import org.hibernate.annotations.UpdateTimestamp;
import org.hibernate.generator.EventType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Commit timestamps in every write mode, on one database per dialect and one session factory per mode:
 * {@code @CommitTimestamp} and Hibernate's timestamp annotations (with
 * {@code spanner.keys.hibernate-timestamps-from-commit}) are written as {@code Value.COMMIT_TIMESTAMP} where
 * the row is a mutation and as the pending-commit-timestamp expression where it is DML, and after every
 * commit the attributes hold the commit timestamp stored in the row; a query after a write works unless it
 * reads the column, which fails with the attribute named; optimistic locking keeps its check.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SampledByDialect(cover = DatabaseDialect.POSTGRESQL)
abstract class CommitTimestampWriteModesContract {

    @Entity(name = "CwNote")
    @Table(name = "cw_notes")
    public static class Note {
        @Id Long id;
        @Column(name = "body") String body;
        @CommitTimestamp @Column(name = "updated_at") Instant updatedAt;
        @CommitTimestamp(on = CommitTimestamp.On.INSERT) @Column(name = "created_at") OffsetDateTime createdAt;
        @CommitTimestamp(on = CommitTimestamp.On.UPDATE) @Column(name = "changed_at") Timestamp changedAt;
        @CommitTimestamp @Column(name = "local_at") LocalDateTime localAt;

        Note() {
        }

        Note(long id, String body) {
            this.id = id;
            this.body = body;
        }
    }

    /** Hibernate's own timestamp annotations, written as commit timestamps by the setting. */
    @Entity(name = "CwAudit")
    @Table(name = "cw_audits")
    public static class Audit {
        @Id Long id;
        @Column(name = "body") String body;
        @CreationTimestamp @Column(name = "created_at") Instant createdAt;
        @UpdateTimestamp @Column(name = "updated_at") Instant updatedAt;
        @CurrentTimestamp(event = EventType.UPDATE) @Column(name = "touched_at") OffsetDateTime touchedAt;

        Audit() {
        }

        Audit(long id, String body) {
            this.id = id;
            this.body = body;
        }
    }

    /** Inserts and updates write only what is set or changed, and the commit timestamp; updates check the old values. */
    @Entity(name = "CwDynamic")
    @Table(name = "cw_dynamic")
    @DynamicInsert
    @DynamicUpdate
    @OptimisticLocking(type = OptimisticLockType.DIRTY)
    public static class DynamicNote {
        @Id Long id;
        @Column(name = "body") String body;
        @Column(name = "other") String other;
        @CommitTimestamp @Column(name = "updated_at") Instant updatedAt;
    }

    /** A database-generated attribute Hibernate reads back after the insert, beside a commit timestamp. */
    @Entity(name = "CwGenerated")
    @Table(name = "cw_generated")
    public static class GeneratedNote {
        @Id Long id;
        @Generated @ColumnDefault("'fresh'") @Column(name = "state") String state;
        @CommitTimestamp @Column(name = "updated_at") Instant updatedAt;
    }

    @Entity(name = "CwVersioned")
    @Table(name = "cw_versioned")
    public static class Versioned {
        @Id Long id;
        @Version @Column(name = "version") Long version;
        @Column(name = "body") String body;
        @CommitTimestamp @Column(name = "updated_at") Instant updatedAt;
        @CommitTimestamp(on = CommitTimestamp.On.INSERT) @Column(name = "created_at") Instant createdAt;
    }

    /** A table without commit timestamps. */
    @Entity(name = "CwTag")
    @Table(name = "cw_tags")
    public static class Tag {
        @Id Long id;
        @Column(name = "name") String name;
    }

    private final EmulatorDatabase database;
    private final Map<WriteMode, SessionFactory> factories = new EnumMap<>(WriteMode.class);

    CommitTimestampWriteModesContract(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeAll
    void startFactories() {
        for (WriteMode mode : WriteMode.values()) {
            factories.put(mode, TestSessionFactories.create(database, Map.of(
                    SpannerKeysSettings.WRITE_MODE, mode.settingValue(),
                    SpannerKeysSettings.HIBERNATE_TIMESTAMPS_FROM_COMMIT, "true",
                    "hibernate.generate_statistics", "true",
                    "hibernate.hbm2ddl.auto", factories.isEmpty() ? "create" : "none"),
                    Note.class, Audit.class, DynamicNote.class, GeneratedNote.class, Versioned.class, Tag.class));
        }
    }

    @AfterAll
    void closeFactories() {
        factories.values().forEach(SessionFactory::close);
    }

    /** Ids of one test in one mode: no two tests and modes share a row. */
    private static long id(WriteMode mode, int test, int n) {
        return 10_000L * (mode.ordinal() + 1) + 100L * test + n;
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void afterEachCommitTheAttributesHoldTheCommitTimestampStoredInTheRow(WriteMode mode) throws SQLException {
        SessionFactory factory = factories.get(mode);
        long first = id(mode, 1, 1);
        long second = id(mode, 1, 2);
        Note note = new Note(first, "first");
        Note other = new Note(second, "second");
        Audit audit = new Audit(first, "audited");
        DynamicNote dynamic = new DynamicNote();
        dynamic.id = first;
        dynamic.body = "dynamic";
        GeneratedNote generated = new GeneratedNote();
        generated.id = first;
        try (Session session = factory.openSession()) {
            CountingSpannerDriver.reset();
            CountingSpannerDriver.resetWrites();
            commit(session, () -> {
                session.persist(note);
                session.persist(other);
                session.persist(audit);
                session.persist(dynamic);
            });
            assertEquals(Map.of("INSERT cw_notes", 2, "INSERT cw_audits", 1, "INSERT cw_dynamic", 1),
                    mode.usesMutations() ? CountingSpannerDriver.mutationWrites() : CountingSpannerDriver.dmlWrites(),
                    "rows as mutations in the mutation modes, as DML in dml");
            List<Instant> row = timestamps("cw_notes", first, "updated_at", "created_at", "changed_at", "local_at");
            Instant inserted = row.get(0);
            assertNotNull(inserted);
            assertEquals(inserted, note.updatedAt, "the attribute holds the commit timestamp stored in the row");
            assertEquals(List.of(inserted, inserted), List.of(note.createdAt.toInstant(),
                    Timestamp.valueOf(note.localAt).toInstant()));
            assertEquals(List.of(inserted, inserted), List.of(row.get(1), row.get(3)), "one commit, one timestamp");
            assertNull(row.get(2), "on = UPDATE: an insert leaves it NULL");
            assertNull(note.changedAt);
            assertEquals(List.of(inserted, inserted), List.of(other.updatedAt,
                    timestamps("cw_notes", second, "updated_at").get(0)), "the rows of one transaction share it");
            assertEquals(List.of(inserted, inserted), List.of(audit.createdAt, audit.updatedAt),
                    "@CreationTimestamp, @UpdateTimestamp");
            assertEquals(java.util.Arrays.asList(inserted, inserted, null),
                    timestamps("cw_audits", first, "created_at", "updated_at", "touched_at"));
            assertEquals(List.of(inserted, inserted), List.of(dynamic.updatedAt,
                    timestamps("cw_dynamic", first, "updated_at").get(0)), "a dynamic insert writes it too");
            assertEquals(List.of(), CountingSpannerDriver.reads(), "nothing read back");

            // Hibernate reads a database-generated attribute back after the insert (a DML insert in every
            // mode): the read leaves the commit timestamp out, which Spanner would refuse to read.
            CountingSpannerDriver.reset();
            commit(session, () -> session.persist(generated));
            assertEquals("fresh", generated.state, "Hibernate read the generated attribute back");
            assertEquals(List.of(generated.updatedAt), timestamps("cw_generated", first, "updated_at"));
            assertTrue(generated.updatedAt.isAfter(inserted));
            // GoogleSQL reads it with a query by key; the PostgreSQL dialect returns it from the insert.
            assertEquals(List.of(), CountingSpannerDriver.reads().stream().filter(sql -> sql.contains("updated_at"))
                    .toList(), "no read of a commit timestamp");

            long updates = factory.getStatistics().getEntityUpdateCount();
            JdbcCounts before = CountingSpannerDriver.counts();
            commit(session, session::flush);
            JdbcCounts flushed = CountingSpannerDriver.counts().since(before);
            assertEquals(updates, factory.getStatistics().getEntityUpdateCount(),
                    "the commit timestamp set after the commit does not make the entity dirty");
            assertEquals(0, flushed.mutations() + flushed.statements() + flushed.dmlBatches(), flushed.toString());

            commit(session, () -> {
                note.body = "first, changed";
                audit.body = "audited, changed";
                dynamic.body = "dynamic, changed";
            });
            List<Instant> updated = timestamps("cw_notes", first, "updated_at", "created_at", "changed_at", "local_at");
            Instant later = updated.get(0);
            assertTrue(later.isAfter(inserted), "a later transaction's commit timestamp is later");
            assertEquals(List.of(later, later, later), List.of(note.updatedAt, note.changedAt.toInstant(),
                    Timestamp.valueOf(note.localAt).toInstant()));
            assertEquals(List.of(later, later), List.of(updated.get(2), updated.get(3)));
            assertEquals(List.of(inserted, inserted), List.of(updated.get(1), note.createdAt.toInstant()),
                    "on = INSERT: an update keeps it");
            assertEquals(List.of(inserted, later, later), timestamps("cw_audits", first, "created_at", "updated_at",
                    "touched_at"), "@CreationTimestamp kept, @UpdateTimestamp and @CurrentTimestamp(UPDATE) written");
            assertEquals(List.of(inserted, later, later), List.of(audit.createdAt, audit.updatedAt,
                    audit.touchedAt.toInstant()));
            assertEquals(List.of(later, later), List.of(dynamic.updatedAt, timestamps("cw_dynamic", first,
                    "updated_at").get(0)), "a dynamic update writes the commit timestamp with the changed attributes");
            assertEquals(inserted, other.updatedAt, "an entity the transaction did not write keeps its value");
        }
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aQueryOfAnotherTableAfterTheWriteWorks(WriteMode mode) throws SQLException {
        long id = id(mode, 2, 1);
        Note note = new Note(id, "then a query");
        try (Session session = factories.get(mode).openSession()) {
            commit(session, () -> {
                session.persist(note);
                assertEquals(0L, session.createSelectionQuery("select count(t) from CwTag t", Long.class)
                        .getSingleResult());
                // A native query without declared tables flushes everything first: the note is written here.
                assertEquals(0L, ((Number) session.createNativeQuery("SELECT COUNT(*) FROM cw_tags", Object.class)
                        .getSingleResult()).longValue());
            });
        }
        assertEquals(timestamps("cw_notes", id, "updated_at").get(0), note.updatedAt);
        assertNotNull(note.updatedAt);
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aQueryOfTheSameTableWithoutTheColumnWorks(WriteMode mode) throws SQLException {
        long id = id(mode, 3, 1);
        Note note = new Note(id, "read back");
        try (Session session = factories.get(mode).openSession()) {
            commit(session, () -> {
                session.persist(note);
                assertEquals(List.of("read back"), session.createSelectionQuery(
                        "select n.body from CwNote n where n.id = :id", String.class).setParameter("id", id)
                        .getResultList(), "the query sees the row, without reading its commit timestamps");
            });
        }
        assertEquals(timestamps("cw_notes", id, "updated_at").get(0), note.updatedAt);
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aQueryReadingTheCommitTimestampFailsNamingTheAttribute(WriteMode mode) throws SQLException {
        long id = id(mode, 4, 1);
        RuntimeException refused = assertThrows(RuntimeException.class, () -> factories.get(mode).inTransaction(
                session -> {
                    session.persist(new Note(id, "pending"));
                    session.createSelectionQuery("select n.updatedAt from CwNote n where n.id = :id", Instant.class)
                            .setParameter("id", id).getResultList();
                }));
        PendingCommitTimestampReadException pending = causeOf(refused);
        assertEquals(1, pending.getAttributes().size(), pending.getMessage());
        assertTrue(pending.getAttributes().get(0).startsWith("Entity '")
                && pending.getAttributes().get(0).endsWith("' (table cw_notes), attribute 'updatedAt'"), pending.getMessage());
        assertTrue(pending.getMessage().contains(pending.getAttributes().get(0)), pending.getMessage());
        assertTrue(pending.getMessage().contains("Spanner refuses to read a pending commit timestamp before the "
                + "transaction commits") && pending.getMessage().contains("Fix: read it after the commit"),
                pending.getMessage());
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM cw_notes WHERE id = " + id),
                "the transaction was rolled back");
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void optimisticLockingKeepsItsCheckAndTheUpdateWritesTheCommitTimestamp(WriteMode mode) throws SQLException {
        SessionFactory factory = factories.get(mode);
        long id = id(mode, 5, 1);
        Versioned row = new Versioned();
        row.id = id;
        row.body = "v0";
        try (Session writer = factory.openSession(); Session stale = factory.openSession()) {
            commit(writer, () -> writer.persist(row));
            Instant inserted = row.updatedAt;
            assertEquals(List.of(inserted, inserted), timestamps("cw_versioned", id, "updated_at", "created_at"));
            Versioned old = stale.fromTransaction(tx -> stale.find(Versioned.class, id));

            commit(writer, () -> row.body = "v1");
            assertEquals(1L, row.version);
            assertTrue(row.updatedAt.isAfter(inserted));
            assertEquals(List.of(row.updatedAt, inserted), timestamps("cw_versioned", id, "updated_at", "created_at"));

            Transaction transaction = stale.beginTransaction();
            old.body = "stale";
            RuntimeException conflict = assertThrows(RuntimeException.class, transaction::commit);
            assertTrue(conflict instanceof OptimisticLockException || conflict instanceof StaleStateException,
                    () -> mode + ": " + conflict);
            assertEquals("v1", SqlQueries.rows(database, "SELECT body FROM cw_versioned WHERE id = " + id).get(0));
            assertEquals(List.of(row.updatedAt), timestamps("cw_versioned", id, "updated_at"),
                    "the stale update wrote nothing");
        }
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aStatelessSessionsInsertGetsTheCommitTimestamp(WriteMode mode) throws SQLException {
        long id = id(mode, 6, 1);
        Note note = new Note(id, "stateless");
        factories.get(mode).inStatelessTransaction(session -> session.insert(note));
        assertNotNull(note.updatedAt);
        assertEquals(timestamps("cw_notes", id, "updated_at").get(0), note.updatedAt);
    }

    @org.junit.jupiter.api.Test
    void theColumnsTakeCommitTimestamps() throws SQLException {
        String column = database.dialect() == dev.spannerkeys.emulator.DatabaseDialect.POSTGRESQL
                ? "SELECT spanner_type FROM information_schema.columns WHERE table_name = 'cw_audits' "
                        + "AND column_name = 'updated_at'"
                : "SELECT CONCAT(c.SPANNER_TYPE, ' ', o.OPTION_VALUE) FROM INFORMATION_SCHEMA.COLUMNS c "
                        + "JOIN INFORMATION_SCHEMA.COLUMN_OPTIONS o ON o.TABLE_NAME = c.TABLE_NAME "
                        + "AND o.COLUMN_NAME = c.COLUMN_NAME WHERE c.TABLE_NAME = 'cw_audits' "
                        + "AND c.COLUMN_NAME = 'updated_at' AND o.OPTION_NAME = 'allow_commit_timestamp'";
        assertEquals(List.of(database.dialect() == dev.spannerkeys.emulator.DatabaseDialect.POSTGRESQL
                ? "spanner.commit_timestamp" : "TIMESTAMP TRUE"), SqlQueries.rows(database, column));
    }

    private static PendingCommitTimestampReadException causeOf(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t instanceof PendingCommitTimestampReadException pending) {
                return pending;
            }
        }
        throw new AssertionError("not a PendingCommitTimestampReadException", thrown);
    }

    /** Runs {@code work} in a transaction of {@code session}. */
    private static void commit(Session session, Runnable work) {
        Transaction transaction = session.beginTransaction();
        work.run();
        transaction.commit();
    }

    /** {@code columns} of the row {@code id} of {@code table}, read with SQL after the commit. */
    private List<Instant> timestamps(String table, long id, String... columns) throws SQLException {
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT " + String.join(", ", columns) + " FROM " + table
                        + " WHERE id = " + id)) {
            assertTrue(result.next(), table + " has row " + id);
            List<Instant> values = new ArrayList<>();
            for (int i = 1; i <= columns.length; i++) {
                Timestamp value = result.getTimestamp(i);
                values.add(value == null ? null : value.toInstant());
            }
            assertFalse(result.next());
            return values;
        }
    }

}
