package dev.spannerkeys.hibernate.mutations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Spanner's 80,000 mutations per commit count the rows DML writes as well: a transaction that flushes
 * DML in the middle and writes mutations at commit, one that writes only DML, or one whose every flush
 * buffers mutations ({@code mutations-always}) is refused before its commit once the sum passes the
 * limit, with {@link MutationLimitExceededException}, and writes nothing. A row of 100 columns counts 100 (an id and 99 values), so a few hundred DML rows suffice
 * (the emulator's DML is slow: about 60 ms per such row on a loaded 2-core machine).
 */
@SpannerEmulatorTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MutationLimitAcrossDmlTest {

    /** An id and 99 values: 100 column values per inserted row. */
    @Entity(name = "WideRow")
    @Table(name = "WideRows")
    public static class WideRow {
        @Id
        @Column(name = "RowId")
        Long rowId;
        long c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20;
        long c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40;
        long c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60;
        long c61, c62, c63, c64, c65, c66, c67, c68, c69, c70, c71, c72, c73, c74, c75, c76, c77, c78, c79, c80;
        long c81, c82, c83, c84, c85, c86, c87, c88, c89, c90, c91, c92, c93, c94, c95, c96, c97, c98, c99;

        WideRow() {
        }

        WideRow(long rowId) {
            this.rowId = rowId;
            this.c01 = rowId;
            this.c99 = -rowId;
        }
    }

    private static final int COLUMNS = 100;

    private final EmulatorDatabase database;
    private SessionFactory atCommit;
    private SessionFactory always;
    private SessionFactory dml;

    MutationLimitAcrossDmlTest(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeAll
    void createSchema() {
        Logger.getLogger("com.google.cloud.spanner").setLevel(Level.WARNING);
        WritePathFactories.create(database, null, "create", WideRow.class).close();
        atCommit = WritePathFactories.create(database, WriteMode.MUTATIONS_AT_COMMIT, "none", WideRow.class);
        always = WritePathFactories.create(database, WriteMode.MUTATIONS_ALWAYS, "none", WideRow.class);
        // JDBC batches of 1,000 rows: the statements wait in the batch, so the refused transaction sends none.
        dml = WritePathFactories.create(database, CountingSpannerDriver.wrap(database.jdbcUrl()), WriteMode.DML, "none",
                Map.of("hibernate.jdbc.batch_size", "1000"), WideRow.class);
    }

    @AfterAll
    void close() {
        atCommit.close();
        always.close();
        dml.close();
    }

    @BeforeEach
    void emptyTable() throws SQLException {
        WritePathFactories.truncate(database, List.of("WideRows"));
    }

    @Test
    void aMidTransactionFlushCountsTowardTheLimitOfTheCommitsMutations() throws SQLException {
        MutationLimitExceededException failure;
        try (Session session = atCommit.openSession()) {
            Transaction transaction = session.beginTransaction();
            persist(session, 1, 200);
            session.flush(); // 200 DML rows: 20,000 mutations by Spanner's count
            // 601 more rows as mutations: 60,100, under the limit on their own, 80,100 with the DML rows.
            persist(session, 201, 801);
            failure = assertThrows(MutationLimitExceededException.class, transaction::commit);
        }
        assertEquals(801L * COLUMNS, failure.getMutationCount(), failure.getMessage());
        assertEquals(200L * COLUMNS, failure.getDmlMutationCount(), failure.getMessage());
        assertTrue(failure.getMessage().contains("written by DML statements"), failure.getMessage());
        assertEquals(0, SqlQueries.rowCount(database, "WideRows"), "nothing was committed");
    }

    @Test
    void mutationsAlwaysCountsWhatEveryFlushBuffered() throws SQLException {
        MutationLimitExceededException failure;
        try (Session session = always.openSession()) {
            Transaction transaction = session.beginTransaction();
            persist(session, 1, 200);
            session.flush(); // buffered as mutations in this mode: 20,000
            persist(session, 201, 801);
            failure = assertThrows(MutationLimitExceededException.class, transaction::commit);
        }
        assertEquals(801L * COLUMNS, failure.getMutationCount(), failure.getMessage());
        assertEquals(0, failure.getDmlMutationCount(), failure.getMessage());
        assertEquals(0, SqlQueries.rowCount(database, "WideRows"), "nothing was committed");
    }

    @Test
    void aDmlTransactionIsHeldToTheSameLimit() throws SQLException {
        MutationLimitExceededException failure;
        try (Session session = dml.openSession()) {
            Transaction transaction = session.beginTransaction();
            persist(session, 1, 801);
            failure = assertThrows(MutationLimitExceededException.class, transaction::commit);
        }
        // Refused before the 801st row was added to the JDBC batch: no statement ran.
        assertEquals(801L * COLUMNS, failure.getMutationCount(), failure.getMessage());
        assertEquals(801L * COLUMNS, failure.getDmlMutationCount(), failure.getMessage());
        assertEquals(0, SqlQueries.rowCount(database, "WideRows"), "nothing was committed");
    }

    @Test
    void aTransactionJustUnderTheLimitCommits() throws SQLException {
        try (Session session = atCommit.openSession()) {
            Transaction transaction = session.beginTransaction();
            persist(session, 1, 100);
            session.flush();
            persist(session, 101, 799);
            transaction.commit(); // 79,900 mutations
        }
        assertEquals(799, SqlQueries.rowCount(database, "WideRows"));
    }

    /** Persists the rows with ids {@code first} to {@code last}. */
    private static void persist(Session session, long first, long last) {
        for (long id = first; id <= last; id++) {
            session.persist(new WideRow(id));
        }
    }
}
