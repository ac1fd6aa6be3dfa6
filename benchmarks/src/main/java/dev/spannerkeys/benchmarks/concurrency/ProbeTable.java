package dev.spannerkeys.benchmarks.concurrency;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/** The one table the measurement reads and writes, created with a few rows in a fresh database. */
final class ProbeTable {

    /** Rows present before a cell starts; reads pick one of them. */
    static final int SEED_ROWS = 100;

    static final String SELECT = "SELECT Payload FROM Probe WHERE Id = ?";
    static final String INSERT = "INSERT INTO Probe (Id, Payload) VALUES (?, ?)";

    private ProbeTable() {
    }

    /** Creates the table and its seed rows (one DDL statement, one multi-row INSERT). */
    static void create(String url) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url);
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE Probe (Id INT64 NOT NULL, Payload STRING(64)) PRIMARY KEY (Id)");
            StringBuilder insert = new StringBuilder("INSERT INTO Probe (Id, Payload) VALUES ");
            for (int id = 1; id <= SEED_ROWS; id++) {
                insert.append(id == 1 ? "" : ", ").append('(').append(id).append(", 'seed ").append(id).append("')");
            }
            statement.executeUpdate(insert.toString());
        }
    }
}
