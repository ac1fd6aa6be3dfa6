package dev.spannerkeys.hibernate.internal.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.emulator.SerializedSessions.Note;
import dev.spannerkeys.internal.jdbc.EmulatorTransactionLock;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLTransactionRollbackException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.hibernate.SessionFactory;
import org.hibernate.exception.LockAcquisitionException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What still aborts when another process uses the same emulator database, simulated by a thread
 * whose connection is not serialized (a client of its own, unseen by the lock): commits that only
 * wrote mutations are retried, everything else fails with the exception type retry support knows.
 * The session factories' URL turns the driver's own retry off, so that the library's behaviour shows.
 */
@SpannerEmulatorTest
class AbortedTransactionsTest {

    private static final AtomicLong IDS = new AtomicLong(1_000_000);

    @BeforeAll
    static void schema(EmulatorDatabase database) {
        SerializedSessions.createSchema(database);
    }

    @Test
    void commitsThatOnlyWroteMutationsAreRetried(EmulatorDatabase database) throws Exception {
        EmulatorTransactionLock lock = EmulatorTransactionLock.forUrl(database.jdbcUrl());
        long retriesBefore = lock.retries();
        int committed = 0;
        try (SessionFactory factory = factory(database, "mutations-at-commit");
                ForeignWriter foreign = ForeignWriter.start(database)) {
            while (committed < 400 && (committed < 20 || lock.retries() == retriesBefore)) {
                long id = IDS.incrementAndGet();
                factory.inTransaction(session -> session.persist(new Note(id, "retried if aborted")));
                committed++;
            }
        }
        assertTrue(lock.retries() > retriesBefore, "no commit was aborted in " + committed + " transactions");
        assertEquals(committed, SerializedSessions.count(database,
                "SELECT COUNT(*) FROM notes WHERE text = 'retried if aborted'"));
    }

    @Test
    void otherAbortedTransactionsFailWithALockException(EmulatorDatabase database) throws Exception {
        RuntimeException failure = null;
        try (SessionFactory factory = factory(database, "dml");
                ForeignWriter foreign = ForeignWriter.start(database)) {
            for (int i = 0; i < 400 && failure == null; i++) {
                long id = IDS.incrementAndGet();
                try {
                    factory.inTransaction(session -> {
                        session.createSelectionQuery("select count(n) from Note n", Long.class).getSingleResult();
                        session.persist(new Note(id, "dml"));
                        session.flush();
                    });
                } catch (RuntimeException e) {
                    failure = e;
                }
            }
        }
        assertTrue(failure != null, "no transaction was aborted");
        SQLTransactionRollbackException rollback = SerializedSessionsTest.rootCause(failure,
                SQLTransactionRollbackException.class);
        assertEquals("40001", rollback.getSQLState());
        assertTrue(rollback.getErrorCode() == 10 || rollback.getMessage().contains("Transaction not found")
                || rollback.getMessage().contains("Invalid transaction ID"), rollback.getMessage());
        // A statement fails as Hibernate's LockAcquisitionException (a jakarta.persistence.PessimisticLockException
        // through the JPA-style inTransaction); a commit as the LockAcquisitionException the commit's failure
        // translation gives an aborted commit, saying that nothing was written. Spring translates both into a
        // PessimisticLockingFailureException (see the starter's tests).
        assertTrue(hasCause(failure, LockAcquisitionException.class), failure::toString);
        if (!(failure instanceof jakarta.persistence.PessimisticLockException)) {
            assertInstanceOf(LockAcquisitionException.class, failure);
            assertTrue(failure.getMessage().contains("nothing was written"), failure.getMessage());
        }
    }

    private static boolean hasCause(Throwable e, Class<? extends Throwable> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }

    private static SessionFactory factory(EmulatorDatabase database, String writeMode) {
        return SerializedSessions.create(database, 2, Map.of(
                "hibernate.connection.url", database.jdbcUrl("retryAbortsInternally=false"),
                SpannerKeysSettings.WRITE_MODE, writeMode));
    }

    /** Another process's writes: read-write transactions in a loop on a client of its own, not serialized. */
    static final class ForeignWriter implements AutoCloseable {
        private final AtomicBoolean running = new AtomicBoolean(true);
        private final Thread thread;

        private ForeignWriter(EmulatorDatabase database) {
            thread = new Thread(() -> {
                try (Connection connection = DriverManager.getConnection(database.jdbcUrl("numChannels=7"))) {
                    connection.setAutoCommit(false);
                    connection.unwrap(CloudSpannerJdbcConnection.class).setRetryAbortsInternally(false);
                    while (running.get()) {
                        try (Statement statement = connection.createStatement()) {
                            statement.executeUpdate("INSERT INTO notes (id, text) VALUES (" + IDS.incrementAndGet()
                                    + ", 'foreign')");
                            connection.commit();
                        } catch (SQLException e) {
                            try {
                                connection.rollback();
                            } catch (SQLException ignored) {
                                // next round
                            }
                        }
                    }
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            }, "foreign-writer");
            thread.start();
        }

        static ForeignWriter start(EmulatorDatabase database) {
            return new ForeignWriter(database);
        }

        @Override
        public void close() throws InterruptedException {
            running.set(false);
            thread.join(60_000);
        }
    }
}
