package dev.spannerkeys.benchmarks.emulator;

import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.benchmarks.cli.CommandLine;
import dev.spannerkeys.benchmarks.emulator.entity.Payload;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What one sequence refill costs the emulator next to the commit it serves, with no library code: raw
 * JDBC on two clients of one database, as the library's refill client and writer are. Each step commits
 * {@code --rows} buffered insert mutations (precomputed keys, as limit (l2)), then reads {@code --rows}
 * values from a bit-reversed sequence the way the library's refill does ({@code GET_NEXT_SEQUENCE_VALUE}
 * over {@code GENERATE_ARRAY}, in a read-write transaction that is rolled back), and a trivial
 * read-write transaction for comparison. The ratio refill / commit bounds from below what a writer that
 * draws its keys from such a sequence can reach against (l2) on the emulator, where the refill cannot
 * run beside the commit.
 *
 * <p>Options: {@code --rows} (1,000: rows per commit and values per refill), {@code --steps} (10
 * per database), {@code --rounds} (5 databases; the first is a warm-up and not reported).
 */
public final class RefillCostBenchmark {

    private RefillCostBenchmark() {
    }

    /** Runs the measurement and prints a Markdown table. */
    public static void main(String[] args) throws Exception {
        CommandLine options = new CommandLine(args);
        int rows = options.intValue("--rows", 1_000);
        int steps = options.intValue("--steps", 10);
        int rounds = options.intValue("--rounds", 5);
        options.requireAllUsed();
        List<double[]> measured = new ArrayList<>();
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            for (int round = 0; round <= rounds; round++) {
                double[] perStep = round(emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL), rows, steps);
                if (round > 0) {
                    measured.add(perStep);
                }
            }
        }
        System.out.printf(Locale.ROOT, "%n| round | commit of %,d rows, ms | refill of %,d values, ms | empty read-write "
                + "transaction, ms | refill / commit |%n|---:|---:|---:|---:|---:|%n", rows, rows);
        for (int i = 0; i < measured.size(); i++) {
            double[] m = measured.get(i);
            System.out.printf(Locale.ROOT, "| %d | %.1f | %.1f | %.1f | %.2f |%n", i + 1, m[0], m[1], m[2], m[1] / m[0]);
        }
        double[] ratios = measured.stream().mapToDouble(m -> m[1] / m[0]).sorted().toArray();
        System.out.printf(Locale.ROOT, "%nmedian refill / commit: %.2f (means per step of %d steps per round)%n",
                ratios[ratios.length / 2], steps);
    }

    /** Mean milliseconds per step on a fresh database: commit, refill, empty read-write transaction. */
    private static double[] round(EmulatorDatabase database, int rows, int steps) throws SQLException {
        String refillUrl = database.jdbcUrl().replace(";autoConfigEmulator=true", ";usePlainText=true") + ";numChannels=1";
        try (Connection writer = DriverManager.getConnection(database.jdbcUrl())) {
            try (Statement ddl = writer.createStatement()) {
                ddl.execute(TestRows.CREATE_TABLE);
                ddl.execute("CREATE SEQUENCE refill_seq OPTIONS (sequence_kind = 'bit_reversed_positive')");
            }
            try (Connection refill = DriverManager.getConnection(refillUrl)) {
                writer.setAutoCommit(false);
                refill.setAutoCommit(false);
                CloudSpannerJdbcConnection spanner = writer.unwrap(CloudSpannerJdbcConnection.class);
                long commit = 0;
                long fetch = 0;
                long empty = 0;
                for (int step = 0; step < steps; step++) {
                    List<Mutation> buffered = new ArrayList<>(rows);
                    for (int row = step * rows; row < (step + 1) * rows; row++) {
                        buffered.add(Mutation.newInsertBuilder("RawRow").set("id").to(TestRows.key(row))
                                .set("name").to(Payload.name(row)).set("city").to(Payload.city(row)).build());
                    }
                    spanner.bufferedWrite(buffered);
                    long start = System.nanoTime();
                    writer.commit();
                    long committed = System.nanoTime();
                    long[] values = fetch(refill, rows);
                    long fetched = System.nanoTime();
                    fetch(refill, 0);
                    empty += System.nanoTime() - fetched;
                    fetch += fetched - committed;
                    commit += committed - start;
                    if (values.length != rows || Arrays.stream(values).distinct().count() != rows) {
                        throw new IllegalStateException("the sequence returned " + values.length + " values");
                    }
                }
                return new double[] {commit / 1e6 / steps, fetch / 1e6 / steps, empty / 1e6 / steps};
            }
        }
    }

    /** {@code count} values in one read-write transaction, rolled back as the library's refill does. */
    private static long[] fetch(Connection connection, int count) throws SQLException {
        long[] values = new long[count];
        String sql = count == 0 ? "SELECT 1 FROM UNNEST([1]) WHERE FALSE"
                : "SELECT GET_NEXT_SEQUENCE_VALUE(SEQUENCE refill_seq) FROM UNNEST(GENERATE_ARRAY(1, " + count + "))";
        try (PreparedStatement statement = connection.prepareStatement(sql); ResultSet rows = statement.executeQuery()) {
            int read = 0;
            while (rows.next()) {
                values[read++] = rows.getLong(1);
            }
        }
        connection.rollback();
        return values;
    }
}
