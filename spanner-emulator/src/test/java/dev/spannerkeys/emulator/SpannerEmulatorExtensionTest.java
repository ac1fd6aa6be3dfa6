package dev.spannerkeys.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@SpannerEmulatorTest
class SpannerEmulatorExtensionTest {

    private static EmulatorDatabase fromBeforeAll;
    private final EmulatorDatabase fromConstructor;
    private EmulatorDatabase fromBeforeEach;

    SpannerEmulatorExtensionTest(EmulatorDatabase database) {
        this.fromConstructor = database;
    }

    @BeforeAll
    static void createSchema(EmulatorDatabase database, SpannerEmulator emulator) throws SQLException {
        fromBeforeAll = database;
        SeenDatabases.assertFresh(database);
        assertSame(SpannerEmulator.shared(), emulator);
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE t (id INT64 NOT NULL) PRIMARY KEY (id)");
            statement.executeUpdate("INSERT INTO t (id) VALUES (7)");
        }
    }

    @BeforeEach
    void remember(EmulatorDatabase database) {
        fromBeforeEach = database;
    }

    @Test
    void testGetsTheClassDatabase(EmulatorDatabase database) {
        assertNotNull(fromBeforeAll);
        assertSame(fromBeforeAll, database);
        assertSame(fromBeforeAll, fromConstructor);
        assertSame(fromBeforeAll, fromBeforeEach);
        assertEquals(DatabaseDialect.GOOGLE_STANDARD_SQL, database.dialect());
    }

    @Test
    void schemaFromBeforeAllIsThere(EmulatorDatabase database) throws SQLException {
        assertEquals(7L, singleId(database));
    }

    @Test
    void emulatorParameterIsTheSharedOne(SpannerEmulator emulator) {
        assertSame(SpannerEmulator.shared(), emulator);
        assertEquals(emulator.hostPort(), fromBeforeAll.hostPort());
    }

    @Nested
    class NestedWithoutAnnotation {

        @Test
        void sharesTheEnclosingClassDatabase(EmulatorDatabase database) throws SQLException {
            assertSame(fromBeforeAll, database);
            assertEquals(7L, singleId(database));
        }
    }

    @Nested
    @SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
    class NestedWithOwnAnnotation {

        @Test
        void getsItsOwnDatabaseOfItsDialect(EmulatorDatabase database) throws SQLException {
            assertNotEquals(fromBeforeAll, database);
            assertEquals(DatabaseDialect.POSTGRESQL, database.dialect());
            try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                    Statement statement = connection.createStatement()) {
                statement.execute("create table t (id bigint primary key)");
                statement.executeUpdate("insert into t (id) values (9)");
            }
            assertEquals(9L, singleId(database));
        }
    }

    static long singleId(EmulatorDatabase database) throws SQLException {
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery("select id from t")) {
            assertTrue(rs.next());
            return rs.getLong(1);
        }
    }
}
