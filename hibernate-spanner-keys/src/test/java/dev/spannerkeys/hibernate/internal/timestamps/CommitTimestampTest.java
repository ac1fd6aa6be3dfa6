package dev.spannerkeys.hibernate.internal.timestamps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.annotations.CommitTimestamp;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hibernate.ConnectionAcquisitionMode;
import org.hibernate.ConnectionReleaseMode;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code @CommitTimestamp} on the emulator, in both dialects and both mutation write modes: the column
 * takes commit timestamps, each commit-flush write stores the commit timestamp the driver reports, a later
 * flush writes nothing, a DML write is refused, a read of a pending value says why.
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
    void everyCommitFlushWriteStoresTheCommitTimestampTheDriverReports(DatabaseDialect dialect, WriteMode mode,
            SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        try (SessionFactory factory = factory(database, mode);
                // The session keeps its connection in non-autocommit, so the test can ask the driver for each
                // commit timestamp (a connection switched back to autocommit forgets it).
                Session session = factory.withOptions()
                        .connectionHandling(ConnectionAcquisitionMode.AS_NEEDED, ConnectionReleaseMode.ON_CLOSE)
                        .openSession()) {
            Note note = new Note(1, "first");
            Instant inserted = commit(session, () -> session.persist(note));
            Row row = row(database, 1);
            assertEquals(inserted, row.updatedAt, "insert: the column holds the driver's commit timestamp");
            assertEquals(inserted, row.createdAt);
            assertEquals(inserted, row.localAt);
            assertNull(row.changedAt, "on = UPDATE: an insert leaves it NULL");

            long updates = factory.getStatistics().getEntityUpdateCount();
            session.beginTransaction();
            session.flush();
            session.getTransaction().commit();
            assertEquals(updates, factory.getStatistics().getEntityUpdateCount(),
                    "the commit timestamp does not make the entity dirty: a later flush writes nothing");
            assertEquals(row, row(database, 1));

            Instant updated = commit(session, () -> note.body = "second");
            assertTrue(updated.isAfter(inserted));
            Row after = row(database, 1);
            assertEquals(updated, after.updatedAt, "update: the column holds the new commit timestamp");
            assertEquals(inserted, after.createdAt, "on = INSERT: an update leaves it");
            assertEquals(updated, after.changedAt);
            assertEquals(updated, after.localAt);
        }
        assertEquals(List.of(dialect == DatabaseDialect.POSTGRESQL ? "spanner.commit_timestamp" : "TIMESTAMP | TRUE"),
                commitTimestampColumn(database, "updated_at"));
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
    void theDmlWriteModeIsRefusedAtBootstrap(EmulatorDatabase database) {
        RuntimeException refused = assertThrows(RuntimeException.class, () -> factory(database, WriteMode.DML).close());
        assertTrue(refused.getMessage().contains("@CommitTimestamp needs a mutation write mode"), refused.getMessage());
    }

    @Test
    void aKeyPartOrAnotherTypeIsRefusedAtBootstrap(EmulatorDatabase database) {
        RuntimeException key = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit"), Keyed.class).close());
        assertTrue(key.getMessage().contains("attribute 'at': @CommitTimestamp is on a primary-key part"), key.getMessage());
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

    /** Runs {@code work} in a transaction of {@code session} and returns the commit timestamp the driver reports. */
    private static Instant commit(Session session, Runnable work) {
        Transaction transaction = session.beginTransaction();
        work.run();
        transaction.commit();
        return session.doReturningWork(connection ->
                connection.unwrap(CloudSpannerJdbcConnection.class).getCommitTimestamp().toInstant());
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
