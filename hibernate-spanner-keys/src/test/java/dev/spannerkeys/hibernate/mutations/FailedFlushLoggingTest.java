package dev.spannerkeys.hibernate.mutations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.testsupport.SqlQueries;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.hibernate.exception.ConstraintViolationException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A commit whose flush or commit Spanner rejects (a row whose key exists) reports the SQL error once:
 * Hibernate logs a failed statement of the commit flush, and translating the failure for the caller
 * (saying that nothing was written) must not log it a second time.
 */
@SpannerEmulatorTest
class FailedFlushLoggingTest {

    @Entity(name = "Ticket")
    @Table(name = "Tickets")
    public static class Ticket {
        @Id
        @Column(name = "TicketId")
        long id;

        protected Ticket() {
        }

        Ticket(long id) {
            this.id = id;
        }
    }

    private final List<LogRecord> records = new CopyOnWriteArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            records.add(record);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void capture() {
        Logger.getLogger("").addHandler(capture);
    }

    @AfterEach
    void release() {
        Logger.getLogger("").removeHandler(capture);
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aRejectedRowIsReportedOnce(WriteMode mode, SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE Tickets (TicketId INT64 NOT NULL) PRIMARY KEY (TicketId)");
            statement.execute("INSERT INTO Tickets (TicketId) VALUES (7)");
        }
        try (SessionFactory factory = WritePathFactories.create(database, mode, "none", Ticket.class);
                Session session = factory.openSession()) {
            Transaction transaction = session.beginTransaction();
            session.persist(new Ticket(7));
            records.clear();

            RuntimeException failure = assertThrows(RuntimeException.class, transaction::commit);

            // Hibernate reports a statement's SQL error as a pair (HHH000247 with the code, then the message).
            long reports = records.stream()
                    .filter(record -> String.valueOf(record.getMessage()).contains("HHH000247"))
                    .count();
            // dml: the statement of the commit flush, reported by Hibernate when it failed; the mutation
            // modes: the commit's rejection, which reaches the caller as the exception only.
            assertEquals(mode.usesMutations() ? 0 : 1, reports, () -> mode + ": " + failure + "\n" + describe(records));
            assertThrows(ConstraintViolationException.class, () -> {
                throw failure;
            }, () -> mode + ": " + failure);
        }
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement();
                var rows = statement.executeQuery("SELECT COUNT(*) FROM Tickets")) {
            rows.next();
            assertEquals(1, rows.getLong(1), "the rejected row was not written");
        }
    }

    private static String describe(List<LogRecord> records) {
        return records.stream().map(record -> record.getLevel() + " " + record.getLoggerName() + ": "
                + record.getMessage()).collect(Collectors.joining("\n"));
    }
}
