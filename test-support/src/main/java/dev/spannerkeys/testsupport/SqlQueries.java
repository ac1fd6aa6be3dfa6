package dev.spannerkeys.testsupport;

import dev.spannerkeys.emulator.EmulatorDatabase;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Plain SQL against an emulator database, for checking what a test really wrote or created (rows,
 * {@code INFORMATION_SCHEMA}) without going through the code under test. Connections are opened
 * with the Spanner JDBC driver directly, so nothing here is counted by {@link CountingSpannerDriver}.
 */
public final class SqlQueries {

    private SqlQueries() {
    }

    /** A plain connection to the database; the caller closes it. */
    public static Connection connect(EmulatorDatabase database) throws SQLException {
        long start = System.nanoTime();
        Connection connection = DriverManager.getConnection(database.jdbcUrl());
        TestPhases.connected(database.jdbcUrl(), System.nanoTime() - start);
        return connection;
    }

    /**
     * The rows {@code sql} returns, each as its columns' values joined with {@code " | "}
     * ({@code null} printed as {@code null}), e.g. {@code "Albums | Singers | CASCADE"}.
     */
    public static List<String> rows(EmulatorDatabase database, String sql) throws SQLException {
        try (Connection connection = connect(database);
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(sql)) {
            return rowsOf(result);
        }
    }

    /**
     * The remaining rows of {@code result}, as {@link #rows(EmulatorDatabase, String)} prints them.
     * Fits Spring's {@code ResultSetExtractor}: {@code jdbcTemplate.query(sql, SqlQueries::rowsOf)}.
     */
    public static List<String> rowsOf(ResultSet result) throws SQLException {
        List<String> rows = new ArrayList<>();
        int columns = result.getMetaData().getColumnCount();
        while (result.next()) {
            List<String> values = new ArrayList<>(columns);
            for (int i = 1; i <= columns; i++) {
                values.add(String.valueOf(result.getString(i)));
            }
            rows.add(String.join(" | ", values));
        }
        return rows;
    }

    /** The first column of the first row of {@code sql} as a number, e.g. of a {@code SELECT COUNT(*)}. */
    public static long count(EmulatorDatabase database, String sql) throws SQLException {
        List<String> rows = rows(database, sql);
        if (rows.isEmpty()) {
            throw new IllegalStateException("no row from: " + sql);
        }
        return Long.parseLong(rows.get(0).split(" \\| ", 2)[0]);
    }

    /** How many rows {@code table} holds. */
    public static long rowCount(EmulatorDatabase database, String table) throws SQLException {
        return count(database, "SELECT COUNT(*) FROM " + table);
    }

    /** The statements of a script written with delimiter {@code ;} at line ends, stripped, blank ones dropped. */
    public static List<String> statements(String script) {
        List<String> statements = new ArrayList<>();
        for (String part : script.split(";\\s*(\\R|$)")) {
            if (!part.isBlank()) {
                statements.add(part.strip());
            }
        }
        return statements;
    }

    /** Runs {@code ddl} as one DDL batch on a plain connection. */
    public static void execute(EmulatorDatabase database, String... ddl) throws SQLException {
        try (Connection connection = connect(database); Statement statement = connection.createStatement()) {
            for (String command : ddl) {
                statement.addBatch(command);
            }
            long start = System.nanoTime();
            statement.executeBatch();
            TestPhases.ddl(System.nanoTime() - start);
        }
    }
}
