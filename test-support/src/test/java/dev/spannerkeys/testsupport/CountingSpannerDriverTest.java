package dev.spannerkeys.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.cloud.spanner.ErrorCode;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The counting driver against a real emulator database: what it counts, records and injects. */
@SpannerEmulatorTest
@Tag("smoke")
class CountingSpannerDriverTest {

    private static final String CREATE_SEQUENCE =
            "CREATE SEQUENCE seq OPTIONS (sequence_kind = \"bit_reversed_positive\")";
    private static final String CREATE_TABLE = "CREATE TABLE Notes (Id INT64 NOT NULL, Text STRING(100)) PRIMARY KEY (Id)";
    private static final String CREATE_INDEX = "CREATE INDEX NotesByText ON Notes(Text)";
    private static final String FETCH = "SELECT GET_NEXT_SEQUENCE_VALUE(SEQUENCE seq) FROM UNNEST(GENERATE_ARRAY(1, 5))";

    private static EmulatorDatabase database;
    private static String url;

    @BeforeAll
    static void schema(EmulatorDatabase db) throws SQLException {
        database = db;
        url = CountingSpannerDriver.wrap(db.jdbcUrl());
        CountingSpannerDriver.reset();
        try (Connection connection = DriverManager.getConnection(url);
                Statement statement = connection.createStatement()) {
            statement.execute(CREATE_SEQUENCE);
            statement.addBatch(CREATE_TABLE);
            statement.addBatch("  " + CREATE_INDEX + "\n");
            statement.executeBatch();
        }
        assertEquals(List.of(CREATE_SEQUENCE, CREATE_TABLE, CREATE_INDEX), CountingSpannerDriver.ddl());
        assertEquals(new JdbcCounts(2, 0, 0, 1, 0, 0, 0), CountingSpannerDriver.counts());
    }

    @BeforeEach
    void reset() {
        CountingSpannerDriver.reset();
    }

    @Test
    void countsSequenceFetchesDmlBatchesAndCommits() throws SQLException {
        try (Connection connection = DriverManager.getConnection(url)) {
            connection.setAutoCommit(false);
            try (PreparedStatement fetch = connection.prepareStatement(FETCH); ResultSet rows = fetch.executeQuery()) {
                int values = 0;
                while (rows.next()) {
                    values++;
                }
                assertEquals(5, values);
            }
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO Notes (Id, Text) VALUES (?, ?)")) {
                for (long id = 1; id <= 3; id++) {
                    insert.setLong(1, id);
                    insert.setString(2, "note " + id);
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            connection.commit();
        }
        JdbcCounts counts = CountingSpannerDriver.counts();
        assertEquals(new JdbcCounts(2, 1, 1, 0, 1, 0, 0), counts);
        assertEquals(List.of(), CountingSpannerDriver.ddl());
        assertEquals(List.of("1 | note 1", "2 | note 2", "3 | note 3"),
                SqlQueries.rows(database, "SELECT Id, Text FROM Notes WHERE Id <= 3 ORDER BY Id"));
    }

    @Test
    void countsMutationsBufferedThroughTheUnwrappedConnection() throws SQLException {
        try (Connection connection = DriverManager.getConnection(url)) {
            connection.setAutoCommit(false);
            assertTrue(connection.isWrapperFor(CloudSpannerJdbcConnection.class));
            CloudSpannerJdbcConnection spanner = connection.unwrap(CloudSpannerJdbcConnection.class);
            assertSame(connection, spanner, "unwrapping keeps the counting connection");
            spanner.bufferedWrite(Mutation.newInsertBuilder("Notes").set("Id").to(100).set("Text").to("a").build());
            spanner.bufferedWrite(List.of(
                    Mutation.newInsertBuilder("Notes").set("Id").to(101).set("Text").to("b").build(),
                    Mutation.newInsertBuilder("Notes").set("Id").to(102).set("Text").to("c").build()));
            connection.commit();
        }
        assertEquals(3, CountingSpannerDriver.counts().mutations());
        assertEquals(1, CountingSpannerDriver.counts().commits());
        assertEquals(0, CountingSpannerDriver.counts().statements());
        assertEquals(3, SqlQueries.count(database, "SELECT COUNT(*) FROM Notes WHERE Id >= 100"));
    }

    @Test
    void injectsAbortedIntoSequenceFetchesOnly() throws SQLException {
        CountingSpannerDriver.abortNextSequenceFetches(1);
        try (Connection connection = DriverManager.getConnection(url)) {
            connection.setAutoCommit(false);
            try (Statement statement = connection.createStatement()) {
                statement.executeQuery("SELECT 1").close();
                SQLException aborted = assertThrows(SQLException.class, () -> statement.executeQuery(FETCH));
                assertEquals(ErrorCode.ABORTED.getGrpcStatusCode().value(), aborted.getErrorCode());
                statement.executeQuery(FETCH).close();
            }
            connection.rollback();
        }
        JdbcCounts counts = CountingSpannerDriver.counts();
        assertEquals(3, counts.statements());
        assertEquals(2, counts.sequenceFetches());
        assertEquals(1, counts.injectedAborts());
    }

    @Test
    void proxiesEqualThemselvesAndLeadBackToTheCountingConnection() throws SQLException {
        try (Connection first = DriverManager.getConnection(url); Connection second = DriverManager.getConnection(url);
                Statement statement = first.createStatement()) {
            assertEquals(first, first);
            assertNotEquals(first, second);
            assertEquals(System.identityHashCode(first), first.hashCode());
            assertEquals(statement, statement);
            assertSame(first, statement.getConnection());
            assertSame(first, first.getMetaData().getConnection());
            assertEquals(url, first.getMetaData().getURL(), "connections opened from the reported URL are counted too");
        }
    }

    @Test
    void snapshotsSubtract() {
        JdbcCounts later = new JdbcCounts(10, 5, 4, 3, 2, 7, 1);
        assertEquals(new JdbcCounts(9, 3, 4, 0, 1, 6, 1), later.since(new JdbcCounts(1, 2, 0, 3, 1, 1, 0)));
    }

    @Test
    void recognisesStatementsByTheirText() {
        assertTrue(CountingSpannerDriver.isSequenceFetch("select nextval('s') from unnest(?)"));
        assertTrue(CountingSpannerDriver.isSequenceFetch("\n SELECT GET_NEXT_SEQUENCE_VALUE(SEQUENCE s)"));
        assertFalse(CountingSpannerDriver.isSequenceFetch("INSERT INTO t (id) VALUES (GET_NEXT_SEQUENCE_VALUE(SEQUENCE s))"));
        assertTrue(CountingSpannerDriver.isDdl("  create table t (id int64) primary key (id)"));
        assertFalse(CountingSpannerDriver.isDdl("CREATED_AT"));
        assertTrue(CountingSpannerDriver.isDml("delete from t where true"));
        assertFalse(CountingSpannerDriver.isDml("SELECT * FROM inserts"));
    }

    @Test
    void rejectsANonJdbcUrl() {
        assertThrows(IllegalArgumentException.class, () -> CountingSpannerDriver.wrap("cloudspanner://h/p"));
    }
}
