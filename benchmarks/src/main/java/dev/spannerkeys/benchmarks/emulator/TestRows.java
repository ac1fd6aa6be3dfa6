package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.keys.BitReversal;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The precomputed keys of the raw JDBC limits: the keys a bit-reversed sequence gives counters
 * 1, 2, 3, ..., so raw rows are spread over the key space exactly like variant (a)'s.
 */
final class TestRows {

    private TestRows() {
    }

    static long key(int row) {
        return BitReversal.reverse(row + 1L);
    }

    /** The raw table, shaped like the Hibernate entities' tables (Hibernate maps String to STRING(255)). */
    static final String CREATE_TABLE = "CREATE TABLE RawRow (id INT64 NOT NULL, name STRING(255), city STRING(255)) "
            + "PRIMARY KEY (id)";

    /**
     * A counted connection to {@code database} with the raw table created and one query run (the
     * first query of a connection is slow and not what a limit measures), in manual-commit mode.
     */
    static Connection connectWithTable(EmulatorDatabase database) throws SQLException {
        Connection connection = DriverManager.getConnection(CountingSpannerDriver.wrap(database.jdbcUrl()));
        try (Statement statement = connection.createStatement()) {
            statement.execute(CREATE_TABLE);
            statement.executeQuery("SELECT 1").close();
            connection.setAutoCommit(false);
            return connection;
        } catch (SQLException | RuntimeException e) {
            connection.close();
            throw e;
        }
    }
}
