package dev.spannerkeys.hibernate.mutations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.cloud.spanner.ErrorCode;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.errors.CommitOutcomeUnknownException;
import dev.spannerkeys.hibernate.errors.SpannerErrors;
import dev.spannerkeys.hibernate.internal.errors.CommitDeadline;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.hibernate.JDBCException;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What {@code commit()} raises when Spanner stops answering in the middle of a transaction, in every
 * write mode and both dialects. Each test starts an emulator of its own ({@link SpannerEmulator#start()})
 * and stops it through its own process handle ({@code close()}) while the transaction is open: the
 * commit then cannot be answered, and the Spanner client would retry it far longer than any
 * application waits. The commit must fail within its bound with
 * {@link CommitOutcomeUnknownException}, leave no thread waiting, and leave the caller's thread
 * uninterrupted; a commit that fails before its request was sent must say that nothing was written.
 */
@Tag("emulator")
class CommitOutcomeTest {

    @Entity(name = "Receipt")
    @Table(name = "Receipts")
    public static class Receipt {
        @Id
        @Column(name = "ReceiptId")
        Long receiptId;
        @Column(name = "Amount")
        long amount;

        Receipt() {
        }

        Receipt(long receiptId, long amount) {
            this.receiptId = receiptId;
            this.amount = amount;
        }
    }

    /** The commit bound these tests configure. */
    private static final Duration BOUND = Duration.ofSeconds(3);
    /**
     * What a commit would wait for if the bound a test sets (or the transaction's shorter timeout) were
     * ignored: the library's default bound. A commit that returns sooner was ended by the bound the test
     * set; how much sooner depends on how busy the machine is, so no tighter upper limit is asserted.
     */
    private static final Duration UNCONFIGURED = CommitDeadline.DEFAULT_TIMEOUT;

    @BeforeAll
    static void quietDriver() {
        Logger.getLogger("com.google.cloud.spanner").setLevel(Level.SEVERE);
        Logger.getLogger("io.grpc").setLevel(Level.SEVERE);
    }

    static Stream<Arguments> dialectsAndModes() {
        Stream.Builder<Arguments> all = Stream.builder();
        for (DatabaseDialect dialect : DatabaseDialect.values()) {
            for (WriteMode mode : WriteMode.values()) {
                all.add(Arguments.of(dialect, mode));
            }
        }
        return all.build();
    }

    private static void createSchema(EmulatorDatabase database) throws SQLException {
        try (Connection connection = SqlQueries.connect(database);
                Statement statement = connection.createStatement()) {
            statement.execute(database.dialect() == DatabaseDialect.POSTGRESQL
                    ? "CREATE TABLE Receipts (ReceiptId bigint NOT NULL PRIMARY KEY, Amount bigint)"
                    : "CREATE TABLE Receipts (ReceiptId INT64 NOT NULL, Amount INT64) PRIMARY KEY (ReceiptId)");
        }
    }

    private static SessionFactory factory(EmulatorDatabase database, WriteMode mode, Map<String, String> properties) {
        return WritePathFactories.create(database, CountingSpannerDriver.wrap(database.jdbcUrl()), mode, "none",
                properties, Receipt.class);
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("dialectsAndModes")
    void aCommitSpannerDoesNotAnswerFailsWithinItsBoundAsOutcomeUnknown(DatabaseDialect dialect, WriteMode mode)
            throws SQLException {
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            EmulatorDatabase database = emulator.newDatabase(dialect);
            createSchema(database);
            try (SessionFactory factory = factory(database, mode,
                    Map.of(SpannerKeysSettings.COMMIT_TIMEOUT, BOUND.toSeconds() + "s"));
                    Session session = factory.openSession()) {
                Transaction transaction = session.beginTransaction();
                session.persist(new Receipt(1, 10));
                session.persist(new Receipt(2, 20));
                session.flush(); // dml, mutations-at-commit: two INSERTs, the transaction is open in Spanner
                if (mode.usesMutations()) {
                    session.persist(new Receipt(3, 30)); // a mutation of the commit
                }
                emulator.close(); // this test's own emulator process: Spanner is gone mid-transaction

                long start = System.nanoTime();
                RuntimeException failure = assertThrows(RuntimeException.class, transaction::commit);
                Duration took = Duration.ofNanos(System.nanoTime() - start);

                CommitOutcomeUnknownException unknown = assertInstanceOf(CommitOutcomeUnknownException.class, failure,
                        () -> dialect + " " + mode + ": " + failure);
                // Usually the client retries until the bound ends the wait (CANCELLED); sometimes the dying
                // server closes the channel with the request in flight first (UNKNOWN: channel closed).
                if (unknown.isTimedOut()) {
                    assertEquals(ErrorCode.CANCELLED, unknown.getErrorCode());
                    assertTrue(took.compareTo(BOUND.minusMillis(200)) >= 0, "returned before its bound: " + took);
                } else {
                    assertFalse(SpannerErrors.guaranteesNothingCommitted(unknown.getErrorCode()), unknown::getMessage);
                }
                assertTrue(unknown.getMessage().contains("may or may not have applied"), unknown::getMessage);
                assertTrue(took.compareTo(UNCONFIGURED) < 0, "took " + took);
                assertFalse(Thread.currentThread().isInterrupted(), "the bound's interrupt was cleared");
                assertNoThreadWaitsForACommit();
                System.out.println("[commit outcome] " + dialect + " " + mode + ": unknown after " + took.toMillis()
                        + " ms (bound " + BOUND.toMillis() + " ms), " + unknown.getErrorCode());
            }
        }
    }

    @Test
    void aTransactionTimeoutShorterThanTheBoundEndsTheCommitSooner() throws SQLException {
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
            createSchema(database);
            // The default bound (60 s) applies; the transaction's own timeout is shorter.
            try (SessionFactory factory = factory(database, WriteMode.MUTATIONS_AT_COMMIT, Map.of());
                    Session session = factory.openSession()) {
                Transaction transaction = session.getTransaction();
                transaction.setTimeout(5);
                transaction.begin();
                session.persist(new Receipt(1, 10));
                session.flush();
                session.persist(new Receipt(2, 20));
                emulator.close();

                long start = System.nanoTime();
                RuntimeException failure = assertThrows(RuntimeException.class, transaction::commit);
                Duration took = Duration.ofNanos(System.nanoTime() - start);

                CommitOutcomeUnknownException unknown = assertInstanceOf(CommitOutcomeUnknownException.class, failure,
                        failure::toString);
                assertTrue(unknown.isTimedOut() || !SpannerErrors.guaranteesNothingCommitted(unknown.getErrorCode()),
                        () -> took + " " + unknown.getMessage());
                assertTrue(took.compareTo(UNCONFIGURED) < 0, "took " + took);
                assertFalse(Thread.currentThread().isInterrupted());
                assertNoThreadWaitsForACommit();
            }
        }
    }

    /**
     * In {@code dml}, a write left for the commit flush is a statement Spanner must answer before the
     * commit can be requested. The bound does not cover it (a large flush may take long); the driver
     * gives the statement up by itself, and the commit fails saying that nothing was written.
     */
    @Test
    void aStatementOfTheCommitFlushThatSpannerDoesNotAnswerSaysNothingWasWritten() throws SQLException {
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
            createSchema(database);
            try (SessionFactory factory = factory(database, WriteMode.DML,
                    Map.of(SpannerKeysSettings.COMMIT_TIMEOUT, BOUND.toSeconds() + "s"));
                    Session session = factory.openSession()) {
                Transaction transaction = session.beginTransaction();
                session.persist(new Receipt(1, 10));
                session.flush();
                session.persist(new Receipt(2, 20)); // an INSERT of the commit flush
                emulator.close();

                long start = System.nanoTime();
                RuntimeException failure = assertThrows(RuntimeException.class, transaction::commit);
                Duration took = Duration.ofNanos(System.nanoTime() - start);

                // Whatever the statement's code (UNAVAILABLE once the client gives up; UNKNOWN when the dying
                // server closes the channel with the statement in flight), the commit was never requested.
                assertFalse(failure instanceof CommitOutcomeUnknownException, failure::toString);
                JDBCException statement = assertInstanceOf(JDBCException.class, failure, failure::toString);
                assertFalse(SpannerErrors.guaranteesNothingCommitted(SpannerErrors.codeOf(statement).orElseThrow()),
                        failure::getMessage);
                assertTrue(failure.getMessage().contains("the commit was never requested, so nothing was written"),
                        failure::getMessage);
                assertTrue(took.compareTo(Duration.ofSeconds(120)) < 0, "took " + took);
                assertFalse(Thread.currentThread().isInterrupted());
                assertNoThreadWaitsForACommit();
                System.out.println("[commit outcome] a statement of the commit flush failed after " + took.toMillis()
                        + " ms: " + failure.getMessage().substring(0, 120));
            }
        }
    }

    /** No thread is still waiting for a commit's answer from the Spanner client. */
    private static void assertNoThreadWaitsForACommit() {
        for (Map.Entry<Thread, StackTraceElement[]> thread : Thread.getAllStackTraces().entrySet()) {
            for (StackTraceElement frame : thread.getValue()) {
                if (frame.getMethodName().equals("commit") && (frame.getClassName().startsWith("com.google.cloud.spanner.")
                        || frame.getClassName().startsWith("org.hibernate."))) {
                    fail(thread.getKey().getName() + " still waits in " + frame);
                }
            }
        }
    }
}
