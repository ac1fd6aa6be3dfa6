package dev.spannerkeys.hibernate.internal.timestamps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.CommitTimestamp;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.errors.PendingCommitTimestampReadException;
import dev.spannerkeys.hibernate.mutations.WriteMode;
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
import java.util.List;
import java.util.Map;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.junit.jupiter.api.Test;

/**
 * {@code @CommitTimestamp} on the emulator, beside {@code CommitTimestampWriteModesContract} (every write mode,
 * both dialects): the commit timestamp is read from the driver without the emulator's connection wrapper too,
 * a descending index on it reads newest first, a read of a pending value written by SQL of one's own says
 * why, what cannot be honoured is refused at bootstrap, and {@code validate} reads the column's option back.
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

    @Entity(name = "CtWrongType")
    @Table(name = "ct_wrong_type")
    public static class WrongType {
        @Id Long id;
        @CommitTimestamp @Column(name = "at") Long at;
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
            Note flushed = new Note(49, "flushed: DML");
            Note note = new Note(50, "unwrapped: a mutation");
            commit(session, () -> {
                session.persist(flushed);
                session.flush();
                session.persist(note);
            });
            Row row = row(database, 50);
            assertNotNull(note.updatedAt);
            assertEquals(row.updatedAt, note.updatedAt);
            assertEquals(List.of(row.updatedAt, row.updatedAt), List.of(flushed.updatedAt, row(database, 49).updatedAt));
            long updates = factory.getStatistics().getEntityUpdateCount();
            commit(session, session::flush);
            assertEquals(updates, factory.getStatistics().getEntityUpdateCount());
        }
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
            assertTrue(cause.getAttributes().get(0).endsWith("(table ct_notes), attribute 'updatedAt'"),
                    cause.getMessage());
            assertTrue(cause.getMessage().contains("Fix: read it after the commit"), cause.getMessage());
        }
    }

    @Test
    void aKeyPartOrAnotherTypeIsRefusedAtBootstrap(EmulatorDatabase database) {
        RuntimeException key = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit"), Keyed.class).close());
        assertTrue(key.getMessage().contains("attribute 'at': @CommitTimestamp is on a primary-key part"), key.getMessage());
        assertTrue(key.getMessage().contains("its table cannot be read in that transaction at all"), key.getMessage());
        assertTrue(key.getMessage().contains("Fix: assign the key part in Java"), key.getMessage());
        RuntimeException type = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit"), WrongType.class).close());
        assertTrue(type.getMessage().contains("@CommitTimestamp is on a java.lang.Long attribute"), type.getMessage());
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
}
