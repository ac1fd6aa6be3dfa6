package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.benchmarks.emulator.entity.Payload;
import dev.spannerkeys.emulator.EmulatorDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Limit (l1): the same rows as plain JDBC batch DML with precomputed keys, no ORM and no key
 * generation: what any DML-based write path can at best reach on this database.
 */
final class JdbcBatchDmlVariant implements WriteVariant {

    @Override
    public String id() {
        return "l1";
    }

    @Override
    public String label() {
        return "raw JDBC batch DML, keys precomputed";
    }

    @Override
    public VariantRun run(EmulatorDatabase database, RunSpec spec) throws SQLException {
        try (Connection connection = TestRows.connectWithTable(database)) {
            Measurement measurement = Measurement.start(id(), spec);
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO RawRow (id, name, city) VALUES (?, ?, ?)")) {
                int pending = 0;
                for (int row = 0; row < spec.rows(); row++) {
                    insert.setLong(1, TestRows.key(row));
                    insert.setString(2, Payload.name(row));
                    insert.setString(3, Payload.city(row));
                    insert.addBatch();
                    pending++;
                    boolean endOfCommit = (row + 1) % spec.commitRows() == 0 || row + 1 == spec.rows();
                    if (pending == spec.batchRows() || endOfCommit) {
                        insert.executeBatch();
                        pending = 0;
                    }
                    if (endOfCommit) {
                        connection.commit();
                    }
                }
            }
            return measurement.stop();
        }
    }
}
