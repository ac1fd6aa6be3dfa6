package dev.spannerkeys.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** A test that runs once per dialect asks the injected emulator for a database of each. */
@SpannerEmulatorTest
class PerDialectTest {

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void eachDialectGetsItsOwnDatabase(DatabaseDialect dialect, SpannerEmulator emulator, EmulatorDatabase classDatabase)
            throws SQLException {
        EmulatorDatabase db = emulator.newDatabase(dialect);
        assertNotEquals(classDatabase, db);
        assertEquals(dialect, db.dialect());
        String ddl = dialect == DatabaseDialect.POSTGRESQL
                ? "create table t (id bigint primary key)"
                : "CREATE TABLE t (id INT64 NOT NULL) PRIMARY KEY (id)";
        try (Connection connection = DriverManager.getConnection(db.jdbcUrl());
                Statement statement = connection.createStatement()) {
            statement.execute(ddl);
            statement.executeUpdate("insert into t (id) values (3)");
        }
        assertEquals(3L, SpannerEmulatorExtensionTest.singleId(db));
    }
}
