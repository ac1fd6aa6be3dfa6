package dev.spannerkeys.hibernate;

import dev.spannerkeys.emulator.EmulatorDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** Test fixture: reads what a schema action really created, as rows of strings. */
final class SchemaQueries {

    private SchemaQueries() {
    }

    /** Each row's columns joined with {@code " | "}. */
    static List<String> rows(EmulatorDatabase database, String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection connection = TestSessionFactories.connect(database);
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(sql)) {
            int columns = result.getMetaData().getColumnCount();
            while (result.next()) {
                List<String> values = new ArrayList<>();
                for (int i = 1; i <= columns; i++) {
                    values.add(String.valueOf(result.getString(i)));
                }
                rows.add(String.join(" | ", values));
            }
        }
        return rows;
    }

    /** Runs {@code ddl} as one DDL batch on a plain connection. */
    static void execute(EmulatorDatabase database, String... ddl) throws SQLException {
        try (Connection connection = TestSessionFactories.connect(database); Statement statement = connection.createStatement()) {
            for (String command : ddl) {
                statement.addBatch(command);
            }
            statement.executeBatch();
        }
    }

    static long count(EmulatorDatabase database, String sql) throws SQLException {
        return Long.parseLong(rows(database, sql).get(0));
    }

    /** Statements of a script written with delimiter {@code ;}, one per entry. */
    static List<String> statements(String script) {
        List<String> statements = new ArrayList<>();
        for (String part : script.split(";\\s*(\\R|$)")) {
            if (!part.isBlank()) {
                statements.add(part.strip());
            }
        }
        return statements;
    }
}
