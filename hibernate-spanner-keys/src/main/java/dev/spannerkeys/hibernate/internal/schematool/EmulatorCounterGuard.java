package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.internal.schema.ddl.DdlWriter;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.diff.Counters;
import dev.spannerkeys.internal.schema.diff.Counters.Counter;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Keeps the emulator's key counters from going back. Emulator 1.5.28 resets every sequence and
 * identity counter to its start after a DDL batch of two or more statements and after any DDL
 * statement it rejects, so keys drawn afterwards repeat stored ones. Before a schema change this
 * guard notes how far each sequence had counted; after a rejected change it moves every counter
 * past both that point and the largest counter behind a stored key, one statement at a time (a
 * single accepted statement resets nothing).
 *
 * <p>Names come from the database's information schema and the validated model. The emulator's
 * identity columns are known only where the mapping declares them (it does not report them).
 */
final class EmulatorCounterGuard {

    private final DdlWriter writer;
    private final SqlDialect dialect;
    private final List<Counter> counters;
    private final Map<String, Long> nextBefore = new HashMap<>();

    private EmulatorCounterGuard(DdlWriter writer, List<Counter> counters) {
        this.writer = writer;
        this.dialect = writer.dialect();
        this.counters = counters;
    }

    /** Notes the counters of {@code database} as they are now. */
    static EmulatorCounterGuard before(Connection connection, DdlWriter writer, SchemaModel model,
            DatabaseSchema database) throws SQLException {
        EmulatorCounterGuard guard = new EmulatorCounterGuard(writer, Counters.of(model, database));
        for (Counter counter : guard.counters) {
            if (counter.sequence().isPresent()) {
                guard.nextBefore.put(counter.sequence().get(), guard.nextCounter(connection, counter.sequence().get()));
            }
        }
        return guard;
    }

    /** The next counter {@code sequence} hands out, or null if it was never used (or was just reset). */
    private Long nextCounter(Connection connection, String sequence) throws SQLException {
        return single(connection, writer.sequenceDdl().internalState(sequence));
    }

    /** Whether the database has a counter to keep. */
    boolean hasCounters() {
        return !counters.isEmpty();
    }

    /**
     * Moves every counter that went back past the keys in use; returns one line per counter moved
     * ({@code sequence s: counter 35}).
     */
    List<String> restore(Connection connection, DdlWriter writer) throws SQLException {
        List<String> moved = new ArrayList<>();
        for (Counter counter : counters) {
            Long largest = null;
            for (Counters.Column column : counter.columns()) {
                Long inColumn = largestCounterIn(connection, column);
                if (inColumn != null && (largest == null || inColumn > largest)) {
                    largest = inColumn;
                }
            }
            Optional<Long> safe = Counters.safeCounter(counter, counter.sequence().map(nextBefore::get).orElse(null),
                    largest);
            if (safe.isPresent() && counter.sequence().isPresent()) {
                // A sequence that did not go back (another client may have drawn past the mark) stays as it is.
                Long now = nextCounter(connection, counter.sequence().get());
                if (now != null && now >= safe.get()) {
                    continue;
                }
            }
            if (safe.isPresent()) {
                Counters.Column first = counter.columns().isEmpty() ? null : counter.columns().get(0);
                String statement = counter.sequence().isPresent()
                        ? writer.restartSequence(counter.sequence().get(), safe.get())
                        : writer.restartIdentity(first.table(), first.column(), safe.get());
                try (Statement ddl = connection.createStatement()) {
                    ddl.execute(statement);
                }
                moved.add(counter.describe() + ": counter " + safe.get());
            }
        }
        return moved;
    }

    /** The largest counter behind a key stored in {@code column}: the inverse bit reversal runs in the database. */
    private Long largestCounterIn(Connection connection, Counters.Column column) throws SQLException {
        String reverse = (dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "BIT_REVERSE(" : "spanner.bit_reverse(")
                + writer.names().column(column.table(), column.column()) + ", true)";
        return single(connection, "SELECT MAX(" + reverse + ") FROM " + writer.names().table(column.table()) + " WHERE "
                + writer.names().column(column.table(), column.column()) + " > 0");
    }

    private static Long single(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            row.next();
            long value = row.getLong(1);
            return row.wasNull() ? null : value;
        }
    }
}
