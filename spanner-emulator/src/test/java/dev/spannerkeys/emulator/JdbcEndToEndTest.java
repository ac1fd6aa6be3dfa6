package dev.spannerkeys.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.cloud.spanner.Dialect;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Proves the URLs this module builds really create and reach a database, in both dialects. */
@Tag("emulator")
@Tag("smoke")
class JdbcEndToEndTest {

    @Test
    void googleSqlUrlWorks() throws SQLException {
        EmulatorDatabase db = SpannerEmulator.shared().newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        roundTrip(db, "CREATE TABLE t (id INT64 NOT NULL) PRIMARY KEY (id)");
        try (Connection connection = DriverManager.getConnection(db.jdbcUrl())) {
            assertEquals(Dialect.GOOGLE_STANDARD_SQL, connection.unwrap(CloudSpannerJdbcConnection.class).getDialect());
        }
    }

    @Test
    void postgresqlUrlWorks() throws SQLException {
        EmulatorDatabase db = SpannerEmulator.shared().newDatabase(DatabaseDialect.POSTGRESQL);
        roundTrip(db, "create table t (id bigint primary key)");
        try (Connection connection = DriverManager.getConnection(db.jdbcUrl())) {
            assertEquals(Dialect.POSTGRESQL, connection.unwrap(CloudSpannerJdbcConnection.class).getDialect());
        }
    }

    @Test
    void urlWithExtraPropertiesReachesTheSameDatabase() throws SQLException {
        EmulatorDatabase db = SpannerEmulator.shared().newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        roundTrip(db, "CREATE TABLE t (id INT64 NOT NULL) PRIMARY KEY (id)");
        try (Connection connection = DriverManager.getConnection(db.jdbcUrl("numChannels=2"));
                Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery("SELECT id FROM t")) {
            assertTrue(rs.next());
            assertEquals(42L, rs.getLong(1));
        }
    }

    private static void roundTrip(EmulatorDatabase db, String createTable) throws SQLException {
        try (Connection connection = DriverManager.getConnection(db.jdbcUrl());
                Statement statement = connection.createStatement()) {
            statement.execute(createTable);
            assertEquals(1, statement.executeUpdate("insert into t (id) values (42)"));
            try (ResultSet rs = statement.executeQuery("select id from t")) {
                assertTrue(rs.next());
                assertEquals(42L, rs.getLong(1));
                assertFalse(rs.next());
            }
        }
    }
}
