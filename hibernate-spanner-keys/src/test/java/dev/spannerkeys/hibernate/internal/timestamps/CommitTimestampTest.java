package dev.spannerkeys.hibernate.internal.timestamps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.CommitTimestamp;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.errors.PendingCommitTimestampReadException;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.JdbcCounts;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code @CommitTimestamp} on the emulator, in both dialects and both mutation write modes: the column
 * takes commit timestamps, after each commit the attributes hold the commit timestamp stored in the row
 * (reported by the driver, no query), a later flush writes nothing, a DML write is refused, a read of a
 * pending value says why.
 */
@SpannerEmulatorTest
class CommitTimestampTest {

    @Entity(name = "CtNote")
    @Table(name = "ct_notes")
    @SpannerIndex(name = "ct_notes_newest_first", columns = {"updated_at DESC"})
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

    @Entity(name = "CtKeyed")
    @Table(name = "ct_keyed")
    public static class Keyed {
        @Id @CommitTimestamp @Column(name = "at") Instant at;
    }

    @Entity(name = "CtVersioned")
    @Table(name = "ct_versioned")
    public static class Versioned {
        @Id Long id;
        @jakarta.persistence.Version Long version;
        @CommitTimestamp @Column(name = "at") Instant at;
    }

    @Entity(name = "CtWrongType")
    @Table(name = "ct_wrong_type")
    public static class WrongType {
        @Id Long id;
        @CommitTimestamp @Column(name = "at") Long at;
    }

    static List<Arguments> dialectsAndModes() {
        List<Arguments> all = new ArrayList<>();
        for (DatabaseDialect dialect : DatabaseDialect.values()) {
            for (WriteMode mode : List.of(WriteMode.MUTATIONS_AT_COMMIT, WriteMode.MUTATIONS_ALWAYS)) {
                all.add(Arguments.of(dialect, mode));
            }
        }
        return all;
    }

    @ParameterizedTest
    @MethodSource("dialectsAndModes")
    void afterTheCommitTheAttributesHoldTheStoredCommitTimestampAndALaterFlushWritesNothing(DatabaseDialect dialect,
            WriteMode mode, SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        try (SessionFactory factory = factory(database, mode); Session session = factory.openSession()) {
            Note note = new Note(1, "first");
            JdbcCounts beforeInsert = CountingSpannerDriver.counts();
            commit(session, () -> session.persist(note));
            JdbcCounts insert = CountingSpannerDriver.counts().since(beforeInsert);
            Row row = row(database, 1);
            assertNotNull(row.updatedAt);
            assertEquals(row.updatedAt, note.updatedAt, "insert: the attribute holds the commit timestamp in the row");
            assertEquals(row.createdAt, note.createdAt.toInstant());
            assertEquals(row.localAt, Timestamp.valueOf(note.localAt).toInstant());
            assertEquals(List.of(row.updatedAt, row.updatedAt), List.of(row.createdAt, row.localAt),
                    "one commit, one timestamp");
            assertNull(row.changedAt, "on = UPDATE: an insert leaves it NULL");
            assertNull(note.changedAt);
            assertEquals(0, insert.statements(), "the commit timestamp comes from the driver, not from a query");
            assertEquals(1, insert.mutations());

            flushWritesNothing(factory, session, database, row);

            Instant inserted = row.updatedAt;
            commit(session, () -> note.body = "second");
            Row after = row(database, 1);
            assertTrue(after.updatedAt.isAfter(inserted));
            assertEquals(after.updatedAt, note.updatedAt, "update: the attribute holds the new commit timestamp");
            assertEquals(after.updatedAt, note.changedAt.toInstant());
            assertEquals(after.updatedAt, Timestamp.valueOf(note.localAt).toInstant());
            assertEquals(inserted, after.createdAt, "on = INSERT: an update leaves it");
            assertEquals(inserted, note.createdAt.toInstant());

            flushWritesNothing(factory, session, database, after);
        }
        assertEquals(List.of(dialect == DatabaseDialect.POSTGRESQL ? "spanner.commit_timestamp" : "TIMESTAMP | TRUE"),
                commitTimestampColumn(database, "updated_at"));
    }

    @Test
    void theCommitTimestampIsReadWithoutTheLibrarysConnectionWrapperToo(EmulatorDatabase database) throws SQLException {
        // Connections as the driver hands them out, as on Cloud Spanner, where the emulator's wrapper is not installed.
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of(
                SpannerKeysSettings.WRITE_MODE, WriteMode.MUTATIONS_AT_COMMIT.settingValue(),
                SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS, "off", "hibernate.generate_statistics", "true",
                "hibernate.hbm2ddl.auto", "create"), Note.class);
                Session session = factory.openSession()) {
            assertEquals(false, session.doReturningWork(connection ->
                    connection.isWrapperFor(dev.spannerkeys.jdbc.SerializedConnection.class)));
            Note note = new Note(50, "unwrapped");
            commit(session, () -> session.persist(note));
            Row row = row(database, 50);
            assertNotNull(note.updatedAt);
            assertEquals(row.updatedAt, note.updatedAt);
            long updates = factory.getStatistics().getEntityUpdateCount();
            commit(session, session::flush);
            assertEquals(updates, factory.getStatistics().getEntityUpdateCount());
        }
    }

    @Test
    void aStatelessSessionsInsertGetsTheCommitTimestampToo(EmulatorDatabase database) throws SQLException {
        try (SessionFactory factory = factory(database, WriteMode.MUTATIONS_AT_COMMIT)) {
            Note note = new Note(70, "stateless");
            factory.inStatelessTransaction(session -> session.insert(note));
            assertNotNull(note.updatedAt);
            assertEquals(row(database, 70).updatedAt, note.updatedAt);
        }
    }

    /** A flush and commit of {@code session} with nothing changed: no update, no statement, no mutation. */
    private static void flushWritesNothing(SessionFactory factory, Session session, EmulatorDatabase database, Row row)
            throws SQLException {
        long updates = factory.getStatistics().getEntityUpdateCount();
        JdbcCounts before = CountingSpannerDriver.counts();
        commit(session, session::flush);
        JdbcCounts flushed = CountingSpannerDriver.counts().since(before);
        assertEquals(updates, factory.getStatistics().getEntityUpdateCount(),
                "the commit timestamp set after the commit does not make the entity dirty");
        assertEquals(0, flushed.mutations() + flushed.statements() + flushed.dmlBatches(), flushed.toString());
        assertEquals(row, row(database, 1));
    }

    @Test
    void descendingCommitTimestampReadsReturnTheNewestFirst(EmulatorDatabase database) throws SQLException {
        try (SessionFactory factory = factory(database, WriteMode.MUTATIONS_AT_COMMIT)) {
            for (long id = 21; id <= 23; id++) {
                Note note = new Note(id, "n" + id);
                factory.inTransaction(session -> session.persist(note));
            }
        }
        assertEquals(List.of("23", "22", "21"), SqlQueries.rows(database,
                "SELECT id FROM ct_notes@{FORCE_INDEX=ct_notes_newest_first} WHERE id > 20 ORDER BY updated_at DESC"));
    }

    @Test
    void aQueryReadingThePendingValueInTheWritingTransactionSaysWhy(EmulatorDatabase database) {
        try (SessionFactory factory = factory(database, WriteMode.MUTATIONS_AT_COMMIT)) {
            RuntimeException refused = assertThrows(RuntimeException.class, () -> factory.inTransaction(session -> {
                session.createNativeMutationQuery("INSERT INTO ct_notes (id, body, updated_at) VALUES (30, 'pending', "
                        + "PENDING_COMMIT_TIMESTAMP())").executeUpdate();
                session.createSelectionQuery("select n.updatedAt from CtNote n where n.id = 30", Instant.class)
                        .getResultList();
            }));
            PendingCommitTimestampReadException cause = causeOf(refused);
            assertTrue(cause.getMessage().contains("read the row in a transaction after the commit"),
                    cause.getMessage());
        }
    }

    @Test
    void aWriteOutsideTheCommitFlushIsRefusedAndRolledBack(EmulatorDatabase database) throws SQLException {
        try (SessionFactory factory = factory(database, WriteMode.MUTATIONS_AT_COMMIT)) {
            RuntimeException refused = assertThrows(RuntimeException.class, () -> factory.inTransaction(session -> {
                session.persist(new Note(40, "flushed early"));
                session.flush();
            }));
            assertTrue(refused.getMessage().contains("outside the commit flush"), refused.getMessage());
        }
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM ct_notes WHERE id = 40"));
    }

    @Test
    void aCapturedWriteThatAQueryMustSeeIsRefusedRatherThanRunAsDml(EmulatorDatabase database) throws SQLException {
        try (SessionFactory factory = factory(database, WriteMode.MUTATIONS_ALWAYS)) {
            RuntimeException refused = assertThrows(RuntimeException.class, () -> factory.inTransaction(session -> {
                session.persist(new Note(60, "captured"));
                session.flush(); // mutations-always: captured as a mutation
                session.createSelectionQuery("select n.body from CtNote n where n.id = 60", String.class).getResultList();
            }));
            assertTrue(refused.getMessage().contains("DML cannot carry the commit timestamp"), refused.getMessage());
        }
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM ct_notes WHERE id = 60"));
    }

    @Test
    void theDmlWriteModeIsRefusedAtBootstrap(EmulatorDatabase database) {
        RuntimeException refused = assertThrows(RuntimeException.class, () -> factory(database, WriteMode.DML).close());
        assertTrue(refused.getMessage().contains("@CommitTimestamp needs a mutation write mode"), refused.getMessage());
    }

    @Test
    void aKeyPartAnotherTypeOrAVersionedUpdateIsRefusedAtBootstrap(EmulatorDatabase database) {
        RuntimeException key = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit"), Keyed.class).close());
        assertTrue(key.getMessage().contains("attribute 'at': @CommitTimestamp is on a primary-key part"), key.getMessage());
        assertTrue(key.getMessage().contains("Fix: assign the key part in Java"), key.getMessage());
        RuntimeException type = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit"), WrongType.class).close());
        assertTrue(type.getMessage().contains("@CommitTimestamp is on a java.lang.Long attribute"), type.getMessage());
        RuntimeException versioned = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit"), Versioned.class).close());
        assertTrue(versioned.getMessage().contains("attribute 'at': @CommitTimestamp written on updates of an entity "
                + "with optimistic locking"), versioned.getMessage());
    }

    @Test
    void validateReadsTheOptionBack(EmulatorDatabase database) throws SQLException {
        factory(database, WriteMode.MUTATIONS_AT_COMMIT).close();
        TestSessionFactories.create(database, Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit",
                "hibernate.hbm2ddl.auto", "validate"), Note.class).close();
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
            statement.execute("ALTER TABLE ct_notes ALTER COLUMN local_at SET OPTIONS (allow_commit_timestamp = null)");
        }
        RuntimeException refused = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit", "hibernate.hbm2ddl.auto", "validate"),
                Note.class).close());
        assertTrue(refused.getMessage().contains("local_at") && refused.getMessage().contains("commit timestamp"),
                refused.getMessage());
    }

    private static PendingCommitTimestampReadException causeOf(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t instanceof PendingCommitTimestampReadException pending) {
                return pending;
            }
        }
        throw new AssertionError("not a PendingCommitTimestampReadException", thrown);
    }

    private static SessionFactory factory(EmulatorDatabase database, WriteMode mode) {
        return TestSessionFactories.create(database, Map.of(SpannerKeysSettings.WRITE_MODE, mode.settingValue(),
                "hibernate.generate_statistics", "true", "hibernate.hbm2ddl.auto", "create"), Note.class);
    }

    /** Runs {@code work} in a transaction of {@code session}. */
    private static void commit(Session session, Runnable work) {
        Transaction transaction = session.beginTransaction();
        work.run();
        transaction.commit();
    }

    private record Row(Instant updatedAt, Instant createdAt, Instant changedAt, Instant localAt) {
    }

    private static Row row(EmulatorDatabase database, long id) throws SQLException {
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(
                        "SELECT updated_at, created_at, changed_at, local_at FROM ct_notes WHERE id = " + id)) {
            result.next();
            return new Row(instant(result.getTimestamp(1)), instant(result.getTimestamp(2)),
                    instant(result.getTimestamp(3)), instant(result.getTimestamp(4)));
        }
    }

    private static Instant instant(Timestamp timestamp) {
        return timestamp == null ? null : timestamp.toInstant();
    }

    private static List<String> commitTimestampColumn(EmulatorDatabase database, String column) throws SQLException {
        if (database.dialect() == DatabaseDialect.POSTGRESQL) {
            return SqlQueries.rows(database, "SELECT spanner_type FROM information_schema.columns "
                    + "WHERE table_name = 'ct_notes' AND column_name = '" + column + "'");
        }
        return SqlQueries.rows(database, "SELECT c.SPANNER_TYPE, o.OPTION_VALUE FROM INFORMATION_SCHEMA.COLUMNS c "
                + "JOIN INFORMATION_SCHEMA.COLUMN_OPTIONS o ON o.TABLE_NAME = c.TABLE_NAME AND o.COLUMN_NAME = c.COLUMN_NAME "
                + "WHERE c.TABLE_NAME = 'ct_notes' AND c.COLUMN_NAME = '" + column + "' "
                + "AND o.OPTION_NAME = 'allow_commit_timestamp'");
    }
}
