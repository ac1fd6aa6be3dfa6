package dev.spannerkeys.hibernate.mutations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.testsupport.SampledByDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.OptimisticLockException;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.io.Serializable;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.StaleObjectStateException;
import org.hibernate.Transaction;
import org.hibernate.exception.ConstraintViolationException;
import org.hibernate.exception.ConstraintViolationException.ConstraintKind;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * One exception per kind of rejected write, whatever the write mode: a duplicate key, a child row
 * without its interleaving parent, a CHECK violation and an optimistic-lock conflict fail
 * {@code commit()} with the same Hibernate exception type (and constraint kind) in {@code dml},
 * {@code mutations-at-commit} and {@code mutations-always}, so Spring translates them alike
 * ({@code DataIntegrityViolationException}, {@code ObjectOptimisticLockingFailureException}); the
 * transaction writes nothing, and the constraint violations say so.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SampledByDialect(cover = DatabaseDialect.GOOGLE_STANDARD_SQL)
abstract class WriteErrorsContract {

    @Entity(name = "Hall")
    @Table(name = "Halls")
    public static class Hall {
        @Id
        @Column(name = "HallId")
        Long hallId;
        @Version
        @Column(name = "Version")
        Long version;
        @Column(name = "Name")
        String name;

        Hall() {
        }

        Hall(long hallId, String name) {
            this.hallId = hallId;
            this.name = name;
        }
    }

    public record SeatKey(Long hallId, Long seatNo) implements Serializable {
    }

    /** Interleaved in Halls; its row number must be positive (a CHECK constraint). */
    @Entity(name = "Seat")
    @Table(name = "Seats")
    @IdClass(SeatKey.class)
    public static class Seat {
        @Id
        @Column(name = "HallId")
        Long hallId;
        @Id
        @Column(name = "SeatNo")
        Long seatNo;
        @Column(name = "RowNumber")
        long rowNumber;

        Seat() {
        }

        Seat(long hallId, long seatNo, long rowNumber) {
            this.hallId = hallId;
            this.seatNo = seatNo;
            this.rowNumber = rowNumber;
        }
    }

    private static final List<String> GOOGLE_SQL = List.of(
            "CREATE TABLE Halls (HallId INT64 NOT NULL, Version INT64, Name STRING(MAX)) PRIMARY KEY (HallId)",
            "CREATE TABLE Seats (HallId INT64 NOT NULL, SeatNo INT64 NOT NULL, RowNumber INT64,"
                    + " CONSTRAINT PositiveRow CHECK (RowNumber > 0)) PRIMARY KEY (HallId, SeatNo),"
                    + " INTERLEAVE IN PARENT Halls ON DELETE CASCADE");
    private static final List<String> POSTGRESQL = List.of(
            "CREATE TABLE Halls (HallId bigint NOT NULL PRIMARY KEY, Version bigint, Name varchar)",
            "CREATE TABLE Seats (HallId bigint NOT NULL, SeatNo bigint NOT NULL, RowNumber bigint,"
                    + " CONSTRAINT PositiveRow CHECK (RowNumber > 0), PRIMARY KEY (HallId, SeatNo))"
                    + " INTERLEAVE IN PARENT Halls ON DELETE CASCADE");

    private final EmulatorDatabase database;
    private final Map<WriteMode, SessionFactory> factories = new TreeMap<>();

    WriteErrorsContract(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeAll
    void createSchema() throws SQLException {
        try (Connection connection = SqlQueries.connect(database);
                Statement statement = connection.createStatement()) {
            for (String ddl : database.dialect() == DatabaseDialect.POSTGRESQL ? POSTGRESQL : GOOGLE_SQL) {
                statement.addBatch(ddl);
            }
            statement.executeBatch();
        }
        for (WriteMode mode : WriteMode.values()) {
            factories.put(mode, WritePathFactories.create(database, mode, "none", Hall.class, Seat.class));
        }
    }

    @AfterAll
    void close() {
        factories.values().forEach(SessionFactory::close);
    }

    @BeforeEach
    void emptyTables() throws SQLException {
        WritePathFactories.truncate(database, List.of("Halls", "Seats"));
    }

    /** Commits one transaction that also writes a few good rows, and returns what the commit threw. */
    private RuntimeException commitFailure(WriteMode mode, java.util.function.Consumer<Session> work) {
        try (Session session = factories.get(mode).openSession()) {
            Transaction transaction = session.beginTransaction();
            for (long id = 100; id < 105; id++) {
                session.persist(new Hall(id, "good " + id));
            }
            work.accept(session);
            return assertThrows(RuntimeException.class, transaction::commit);
        }
    }

    private void assertNothingWritten(long rowsBefore) throws SQLException {
        assertEquals(rowsBefore, SqlQueries.rowCount(database, "Halls"), "the good rows were not written");
    }

    /** The exception says that nothing was written, whichever mode (a DML statement, or the commit) refused it. */
    private static void assertSaysNothingWasWritten(WriteMode mode, RuntimeException failure) {
        assertTrue(failure.getMessage().contains("nothing was written"), () -> mode + ": " + failure.getMessage());
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aDuplicateKeyIsAUniqueConstraintViolation(WriteMode mode) throws SQLException {
        factories.get(mode).inTransaction(session -> session.persist(new Hall(1, "first")));
        RuntimeException failure = commitFailure(mode, session -> session.persist(new Hall(1, "again")));
        ConstraintViolationException violation = assertInstanceOf(ConstraintViolationException.class, failure,
                () -> mode + ": " + failure);
        assertEquals(ConstraintKind.UNIQUE, violation.getKind(), mode + ": " + failure);
        assertSaysNothingWasWritten(mode, failure);
        assertNothingWritten(1);
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aChildWithoutItsInterleavingParentIsAConstraintViolation(WriteMode mode) throws SQLException {
        RuntimeException failure = commitFailure(mode, session -> session.persist(new Seat(999, 1, 1)));
        ConstraintViolationException violation = assertInstanceOf(ConstraintViolationException.class, failure,
                () -> mode + ": " + failure);
        assertEquals(ConstraintKind.OTHER, violation.getKind(), mode + ": " + failure);
        assertSaysNothingWasWritten(mode, failure);
        assertNothingWritten(0);
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aCheckViolationIsACheckConstraintViolation(WriteMode mode) throws SQLException {
        factories.get(mode).inTransaction(session -> session.persist(new Hall(1, "first")));
        RuntimeException failure = commitFailure(mode, session -> session.persist(new Seat(1, 1, -3)));
        ConstraintViolationException violation = assertInstanceOf(ConstraintViolationException.class, failure,
                () -> mode + ": " + failure);
        assertEquals(ConstraintKind.CHECK, violation.getKind(), mode + ": " + failure);
        assertSaysNothingWasWritten(mode, failure);
        assertNothingWritten(1);
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void anOptimisticLockConflictIsAnOptimisticLockException(WriteMode mode) throws SQLException {
        SessionFactory factory = factories.get(mode);
        factory.inTransaction(session -> session.persist(new Hall(1, "first")));
        RuntimeException failure;
        try (Session session = factory.openSession()) {
            session.beginTransaction();
            Hall stale = session.find(Hall.class, 1L);
            session.getTransaction().commit();
            factory.inTransaction(other -> other.find(Hall.class, 1L).name = "changed by another transaction");
            Transaction transaction = session.beginTransaction();
            for (long id = 100; id < 105; id++) {
                session.persist(new Hall(id, "good " + id));
            }
            stale.name = "lost update";
            failure = assertThrows(RuntimeException.class, transaction::commit);
        }
        // Hibernate reports it as JPA's exception, with its own underneath, in every mode.
        assertInstanceOf(OptimisticLockException.class, failure, () -> mode + ": " + failure);
        assertInstanceOf(StaleObjectStateException.class, failure.getCause(), () -> mode + ": " + failure);
        assertNothingWritten(1);
    }
}
