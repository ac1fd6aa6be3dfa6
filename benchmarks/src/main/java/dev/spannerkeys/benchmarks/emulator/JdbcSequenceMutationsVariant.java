package dev.spannerkeys.benchmarks.emulator;

import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.benchmarks.emulator.entity.BitReversedRow;
import dev.spannerkeys.benchmarks.emulator.entity.Payload;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Map;
import java.util.List;

/**
 * Limit (l3), the fair limit for a writer whose keys come from a sequence: raw JDBC mutations into
 * the very table of variant (e) (created by Hibernate, so schema and sequence are identical), with
 * keys drawn from the same bit-reversed sequence in the cheapest way Spanner allows: per
 * transaction one {@code GET_NEXT_SEQUENCE_VALUE ... FROM UNNEST(GENERATE_ARRAY(1, n))} query in the
 * writer's own read-write transaction, then the mutations, then the commit. The connection is opened
 * and the statement prepared before the clock starts.
 */
final class JdbcSequenceMutationsVariant implements WriteVariant {

    static final String TABLE = "BitReversedRow";
    static final String SEQUENCE = "bit_reversed_row_seq";

    @Override
    public String id() {
        return "l3";
    }

    @Override
    public String label() {
        return "raw JDBC mutations (bufferedWrite), keys drawn from the sequence in the writer's transaction, "
                + "one query per commit";
    }

    @Override
    public VariantRun run(EmulatorDatabase database, RunSpec spec) throws SQLException {
        // The schema of (e), exactly as Hibernate creates it; the session factory is closed before the clock.
        SessionFactories.create(database, spec.batchRows(), Map.of(), BitReversedRow.class).close();
        try (Connection connection = DriverManager.getConnection(CountingSpannerDriver.wrap(database.jdbcUrl()))) {
            try (Statement statement = connection.createStatement()) {
                statement.executeQuery("SELECT 1").close();
            }
            connection.setAutoCommit(false);
            CloudSpannerJdbcConnection spanner = connection.unwrap(CloudSpannerJdbcConnection.class);
            try (PreparedStatement keys = connection.prepareStatement("SELECT GET_NEXT_SEQUENCE_VALUE(SEQUENCE "
                    + SEQUENCE + ") FROM UNNEST(GENERATE_ARRAY(1, ?))")) {
                Measurement measurement = Measurement.start(id(), spec);
                List<Mutation> buffered = new ArrayList<>(spec.commitRows());
                for (int first = 0; first < spec.rows(); first += spec.commitRows()) {
                    int count = Math.min(spec.commitRows(), spec.rows() - first);
                    keys.setLong(1, count);
                    try (ResultSet drawn = keys.executeQuery()) {
                        for (int row = first; drawn.next(); row++) {
                            buffered.add(Mutation.newInsertBuilder(TABLE)
                                    .set("id").to(drawn.getLong(1))
                                    .set("name").to(Payload.name(row))
                                    .set("city").to(Payload.city(row))
                                    .build());
                        }
                    }
                    if (buffered.size() != count) {
                        throw new IllegalStateException("the sequence gave " + buffered.size() + " values, not " + count);
                    }
                    spanner.bufferedWrite(buffered);
                    connection.commit();
                    buffered.clear();
                }
                return measurement.stop();
            }
        }
    }
}
