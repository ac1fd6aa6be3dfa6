package dev.spannerkeys.hibernate.mutations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Account;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Album;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Singer;
import dev.spannerkeys.jdbc.SerializedConnection;
import dev.spannerkeys.testsupport.SampledByDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.SharedSessionContract;
import org.hibernate.StatelessSession;
import org.hibernate.Transaction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The driver's own SQL statements ({@code SET AUTO_BATCH_DML}, {@code SET MAX_COMMIT_DELAY}, {@code SET
 * STATEMENT_TAG}, {@code START BATCH DML}, ...) run by the application inside a transaction, through
 * {@code doWork} or a native query, in every write mode: the write path reads the connection's state when it
 * buffers mutations, so no write is skipped or lost, and what it cannot honour fails with its own message and
 * writes nothing.
 * The subclasses run it on a GoogleSQL and a PostgreSQL-dialect database (which spells the settings
 * {@code spanner.auto_batch_dml} and so on).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SampledByDialect(cover = DatabaseDialect.POSTGRESQL)
abstract class DriverStatementsContract {

    private final EmulatorDatabase database;
    private final Map<WriteMode, SessionFactory> factories = new EnumMap<>(WriteMode.class);

    DriverStatementsContract(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeAll
    void createSchema() throws SQLException {
        WritePathSchema.create(database);
        for (WriteMode mode : WriteMode.values()) {
            factories.put(mode, WritePathFactories.create(database, mode));
        }
    }

    @AfterAll
    void closeFactories() {
        factories.values().forEach(SessionFactory::close);
    }

    /**
     * Google's Spring Data JPA sample: automatic DML batching switched on by a statement inside the
     * transaction, a commit delay, writes, a flush, and batching switched off again in a {@code finally}; here
     * with writes after the flush too, which the commit flush captures as mutations while the driver's
     * batch, which {@code SET AUTO_BATCH_DML = FALSE} does not end, still holds the flushed DML.
     */
    @Test
    void automaticDmlBatchingSwitchedOnAndOffInsideTheTransactionCommitsEveryWrite() throws SQLException {
        for (WriteMode mode : WriteMode.values()) {
            WritePathFactories.truncate(database, WritePathSchema.TABLES);
            try (Session session = factories.get(mode).openSession()) {
                Transaction transaction = session.beginTransaction();
                try {
                    execute(session, set("auto_batch_dml", "true"));
                    // Through a native query, as an application may run it too.
                    session.createNativeMutationQuery(set("max_commit_delay", "'50ms'")).executeUpdate();
                    List<Singer> flushed = new ArrayList<>();
                    for (int i = 0; i < 3; i++) {
                        Singer singer = new Singer(i);
                        session.persist(singer);
                        flushed.add(singer);
                    }
                    session.flush();
                    for (int i = 3; i < 6; i++) {
                        session.persist(new Singer(i));
                    }
                    for (Singer singer : flushed) {
                        session.persist(new Album(singer.id, 1, "after the flush"));
                    }
                    session.persist(new Account(1, 10, "after the flush"));
                } finally {
                    execute(session, set("auto_batch_dml", "false"));
                }
                transaction.commit();
            }
            assertEquals(6, SqlQueries.rowCount(database, "Singers"), mode.settingValue());
            assertEquals(3, SqlQueries.rowCount(database, "Albums"), mode.settingValue());
            assertEquals(1, SqlQueries.rowCount(database, "Accounts"), mode.settingValue());
        }
    }

    /** A batch the application begins and runs itself, between Hibernate's writes, keeps every write. */
    @Test
    void aDmlBatchTheApplicationRunsBeforeTheCommitKeepsEveryWrite() throws SQLException {
        for (WriteMode mode : WriteMode.values()) {
            WritePathFactories.truncate(database, WritePathSchema.TABLES);
            try (Session session = factories.get(mode).openSession()) {
                Transaction transaction = session.beginTransaction();
                session.persist(new Singer(1));
                session.flush();
                execute(session, "START BATCH DML", badge(1), badge(2), "RUN BATCH");
                session.persist(new Account(1, 10, "after the batch"));
                transaction.commit();
            }
            assertEquals(1, SqlQueries.rowCount(database, "Singers"), mode.settingValue());
            assertEquals(2, SqlQueries.rowCount(database, "Badges"), mode.settingValue());
            assertEquals(1, SqlQueries.rowCount(database, "Accounts"), mode.settingValue());
        }
    }

    /**
     * A batch begun with {@code START BATCH DML} and never run: the driver refuses the commit, and the write
     * path refuses to buffer mutations beside it, saying why; nothing of the transaction is written.
     */
    @Test
    void aDmlBatchLeftOpenAtTheCommitIsRefusedAndNothingIsWritten() throws SQLException {
        for (WriteMode mode : List.of(WriteMode.MUTATIONS_AT_COMMIT, WriteMode.MUTATIONS_ALWAYS)) {
            WritePathFactories.truncate(database, WritePathSchema.TABLES);
            try (Session session = factories.get(mode).openSession()) {
                Transaction transaction = session.beginTransaction();
                session.persist(new Singer(1));
                execute(session, "START BATCH DML", badge(1));
                session.persist(new Account(1, 10, "beside an open batch"));
                RuntimeException refused = assertThrows(RuntimeException.class, transaction::commit);
                assertTrue(messages(refused).contains("START BATCH DML was still open"), messages(refused));
                assertTrue(messages(refused).contains("RUN BATCH"), messages(refused));
            }
            assertEquals(0, SqlQueries.rowCount(database, "Singers"), mode.settingValue());
            assertEquals(0, SqlQueries.rowCount(database, "Badges"), mode.settingValue());
            assertEquals(0, SqlQueries.rowCount(database, "Accounts"), mode.settingValue());
        }
    }

    /**
     * A statement tag set before writes that become mutations neither fails the commit (the driver refuses a
     * tag on a commit) nor tags the statement after them; in {@code dml} the write's own statement takes it.
     */
    @Test
    void aStatementTagMeantForAWriteIsTakenByItInEveryMode() throws SQLException {
        for (WriteMode mode : WriteMode.values()) {
            WritePathFactories.truncate(database, WritePathSchema.TABLES);
            try (Session session = factories.get(mode).openSession()) {
                Transaction transaction = session.beginTransaction();
                session.persist(new Singer(1));
                execute(session, set("statement_tag", "'load-singers'"));
                session.flush();
                assertNull(show(session, "statement_tag"), mode + ": the flush's first write took the tag");
                session.persist(new Singer(2));
                execute(session, set("statement_tag", "'commit-flush'"));
                transaction.commit();
            }
            assertEquals(2, SqlQueries.rowCount(database, "Singers"), mode.settingValue());
        }
    }

    /**
     * Settings of the commit request ({@code SET TRANSACTION_TAG}, {@code SET RPC_PRIORITY}, {@code SET
     * MAX_COMMIT_DELAY}) cover the mutations too: they are sent with the commit that carries them. The driver's
     * retry setting, which it takes only before the transaction's first statement, changes nothing either. The
     * settings stay on the pool's connections, so the factories here are closed with them.
     */
    @Test
    void commitSettingsLeaveEveryWriteInPlace() throws SQLException {
        for (WriteMode mode : WriteMode.values()) {
            WritePathFactories.truncate(database, WritePathSchema.TABLES);
            try (SessionFactory own = WritePathFactories.create(database, mode);
                    Session session = own.openSession()) {
                Transaction transaction = session.beginTransaction();
                execute(session, set("retry_aborts_internally", "false"), set("transaction_tag", "'driver-settings'"),
                        set("rpc_priority", "'LOW'"), set("max_commit_delay", "'10ms'"));
                assertEquals("driver-settings", show(session, "transaction_tag"));
                Singer singer = new Singer(7);
                session.persist(singer);
                session.persist(new Album(singer.id, 1, "tagged"));
                transaction.commit();
            }
            assertEquals(1, SqlQueries.rowCount(database, "Singers"), mode.settingValue());
            assertEquals(1, SqlQueries.rowCount(database, "Albums"), mode.settingValue());
        }
    }

    /**
     * A statement the application runs on the session's own connection ({@code doWork}, a {@code ReturningWork}:
     * what Spring's {@code JdbcTemplate} in a JPA transaction does too) sees the rows the transaction wrote before
     * it, in every mode: in {@code mutations-always} the captured writes run as DML first, counted by {@link
     * DmlFallbacks} with their own reason; the driver's {@code SET} and {@code SHOW} statements, which read no data,
     * leave them captured.
     */
    @Test
    void aStatementTheApplicationRunsOnTheSessionsConnectionSeesTheRowsWrittenBeforeIt() throws SQLException {
        for (WriteMode mode : WriteMode.values()) {
            WritePathFactories.truncate(database, WritePathSchema.TABLES);
            SessionFactory factory = factories.get(mode);
            DmlFallbacks fallbacks = DmlFallbacks.of(factory);
            fallbacks.clear();
            try (Session session = factory.openSession()) {
                Transaction transaction = session.beginTransaction();
                for (int i = 0; i < 3; i++) {
                    session.persist(new Singer(i));
                }
                session.persist(new Account(1, 10, "not read"));
                session.flush();
                execute(session, set("statement_tag", "'not-a-read'"));
                show(session, "statement_tag");
                assertEquals(0, outsideStatementFallbacks(fallbacks), mode + ": SET and SHOW read no rows: "
                        + fallbacks.counts());
                assertEquals(3L, countThroughJdbc(session, "Singers"), mode + ": the statement sees the rows before it");
                if (mode == WriteMode.MUTATIONS_ALWAYS) {
                    assertEquals(4, outsideStatementFallbacks(fallbacks), "every captured write ran as DML first: "
                            + fallbacks.counts());
                }
                session.persist(new Singer(3));
                transaction.commit();
            }
            assertEquals(4, SqlQueries.rowCount(database, "Singers"), mode.settingValue());
            assertEquals(1, SqlQueries.rowCount(database, "Accounts"), mode.settingValue());
        }
    }

    /**
     * A StatelessSession captures its writes in both mutation modes: a statement the application runs on its
     * connection sees them.
     */
    @Test
    void aStatementOnAStatelessSessionsConnectionSeesItsInserts() throws SQLException {
        for (WriteMode mode : List.of(WriteMode.MUTATIONS_AT_COMMIT, WriteMode.MUTATIONS_ALWAYS)) {
            WritePathFactories.truncate(database, WritePathSchema.TABLES);
            DmlFallbacks fallbacks = DmlFallbacks.of(factories.get(mode));
            fallbacks.clear();
            try (StatelessSession session = factories.get(mode).openStatelessSession()) {
                Transaction transaction = session.beginTransaction();
                session.insert(new Singer(1));
                session.insert(new Singer(2));
                assertEquals(2L, countThroughJdbc(session, "Singers"), mode + ": the statement sees the inserts");
                assertEquals(2, outsideStatementFallbacks(fallbacks), fallbacks.counts().toString());
                session.insert(new Singer(3));
                transaction.commit();
            }
            assertEquals(3, SqlQueries.rowCount(database, "Singers"), mode.settingValue());
        }
    }

    /**
     * A {@code COMMIT} run as a statement on the session's connection, through {@code doWork} or a native query,
     * commits what the transaction wrote so far, as it does with DML: rows captured as mutations are buffered into
     * it and committed with it, none is lost or written twice, and the emulator's transaction lock is released.
     * Hibernate's transaction goes on in a new Spanner transaction, which its own commit ends. A {@code ROLLBACK}
     * statement undoes what was written before it, captured writes included.
     */
    @Test
    void aCommitOrRollbackStatementEndsWhatTheTransactionWroteSoFarWithItsMutations() throws SQLException {
        for (WriteMode mode : WriteMode.values()) {
            WritePathFactories.truncate(database, WritePathSchema.TABLES);
            try (Session session = factories.get(mode).openSession()) {
                Transaction transaction = session.beginTransaction();
                session.persist(new Singer(1));
                session.persist(new Account(1, 10, "committed by the statement"));
                session.flush();
                execute(session, "COMMIT");
                boolean locked = session.doReturningWork(c -> c.unwrap(SerializedConnection.class).holdsTransactionLock());
                assertFalse(locked, mode + ": the COMMIT statement released the emulator's transaction lock");
                assertEquals(1, SqlQueries.rowCount(database, "Singers"), mode + ": committed by the statement");
                assertEquals(1, SqlQueries.rowCount(database, "Accounts"), mode.settingValue());

                session.persist(new Singer(2));
                session.flush();
                session.createNativeMutationQuery("COMMIT").executeUpdate();
                assertEquals(2, SqlQueries.rowCount(database, "Singers"), mode + ": committed by a native query");

                session.persist(new Singer(3));
                session.flush();
                execute(session, "ROLLBACK");
                session.persist(new Singer(4));
                transaction.commit();
            }
            List<String> names = SqlQueries.rows(database, "SELECT firstName FROM Singers ORDER BY firstName");
            assertEquals(List.of("First1", "First2", "First4"), names,
                    mode + ": the rolled-back singer is gone, the others committed once");
            assertEquals(1, SqlQueries.rowCount(database, "Accounts"), mode.settingValue());
        }
        for (WriteMode mode : List.of(WriteMode.MUTATIONS_AT_COMMIT, WriteMode.MUTATIONS_ALWAYS)) {
            WritePathFactories.truncate(database, WritePathSchema.TABLES);
            try (StatelessSession session = factories.get(mode).openStatelessSession()) {
                Transaction transaction = session.beginTransaction();
                session.insert(new Singer(1));
                session.doWork(connection -> connection.commit());
                assertEquals(1, SqlQueries.rowCount(database, "Singers"), mode + ": Connection.commit() took the insert");
                session.insert(new Singer(2));
                transaction.commit();
            }
            assertEquals(2, SqlQueries.rowCount(database, "Singers"), mode.settingValue());
        }
    }

    /** Counts {@code table}'s rows with a query on the session's own connection, as the application would. */
    private static long countThroughJdbc(SharedSessionContract session, String table) {
        return session.doReturningWork(connection -> {
            try (Statement statement = connection.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM " + table)) {
                rows.next();
                return rows.getLong(1);
            }
        });
    }

    /** The writes that ran as DML because a statement the application ran on the connection followed them. */
    private static long outsideStatementFallbacks(DmlFallbacks fallbacks) {
        return fallbacks.counts().entrySet().stream()
                .filter(entry -> entry.getKey().contains("a statement the application ran on the session's JDBC"))
                .mapToLong(Map.Entry::getValue).sum();
    }

    /** A {@code SET} statement of a setting, as the database's dialect spells it. */
    private String set(String setting, String value) {
        return database.dialect() == DatabaseDialect.POSTGRESQL
                ? "SET spanner." + setting + " = " + value
                : "SET " + setting + " = " + value;
    }

    private String badge(long id) {
        return "INSERT INTO Badges (id, code) VALUES (" + id + ", 'b" + id + "')";
    }

    private static void execute(SharedSessionContract session, String... statements) {
        session.doWork(connection -> {
            try (Statement statement = connection.createStatement()) {
                for (String sql : statements) {
                    statement.execute(sql);
                }
            }
        });
    }

    /** The value of a connection variable ({@code SHOW VARIABLE}); null when unset or empty. */
    private String show(SharedSessionContract session, String variable) {
        String sql = database.dialect() == DatabaseDialect.POSTGRESQL ? "SHOW spanner." + variable
                : "SHOW VARIABLE " + variable;
        return session.doReturningWork(connection -> {
            try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
                row.next();
                String value = row.getString(1);
                return value == null || value.isEmpty() ? null : value;
            }
        });
    }

    private static String messages(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            text.append(cause.getClass().getSimpleName()).append(": ").append(cause.getMessage()).append('\n');
        }
        return text.toString();
    }
}
