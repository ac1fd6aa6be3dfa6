package dev.spannerkeys.benchmarks.emulator;

import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.benchmarks.emulator.entity.Payload;
import dev.spannerkeys.emulator.EmulatorDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Limit (l2): the same rows as Spanner mutations buffered into the transaction
 * ({@link CloudSpannerJdbcConnection#bufferedWrite}) and sent with the commit: no SQL at all, the
 * fastest way to write through JDBC.
 */
final class JdbcMutationsVariant implements WriteVariant {

    @Override
    public String id() {
        return "l2";
    }

    @Override
    public String label() {
        return "raw JDBC mutations (bufferedWrite), keys precomputed";
    }

    @Override
    public VariantRun run(EmulatorDatabase database, RunSpec spec) throws SQLException {
        try (Connection connection = TestRows.connectWithTable(database)) {
            CloudSpannerJdbcConnection spanner = connection.unwrap(CloudSpannerJdbcConnection.class);
            Measurement measurement = Measurement.start(id(), spec);
            List<Mutation> buffered = new ArrayList<>(spec.commitRows());
            for (int row = 0; row < spec.rows(); row++) {
                buffered.add(Mutation.newInsertBuilder("RawRow")
                        .set("id").to(TestRows.key(row))
                        .set("name").to(Payload.name(row))
                        .set("city").to(Payload.city(row))
                        .build());
                if ((row + 1) % spec.commitRows() == 0 || row + 1 == spec.rows()) {
                    spanner.bufferedWrite(buffered);
                    connection.commit();
                    buffered.clear();
                }
            }
            return measurement.stop();
        }
    }
}
