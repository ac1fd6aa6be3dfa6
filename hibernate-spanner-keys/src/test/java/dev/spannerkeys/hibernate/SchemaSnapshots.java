package dev.spannerkeys.hibernate;

import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Test fixture: everything {@code INFORMATION_SCHEMA} reports about a database's default schema,
 * and the internal state of each sequence, as sorted rows; two snapshots are equal when nothing was
 * changed.
 */
final class SchemaSnapshots {

    private SchemaSnapshots() {
    }

    static List<String> of(EmulatorDatabase database) throws SQLException {
        boolean google = database.dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL;
        String schema = google ? "''" : "'public'";
        List<String> rows = new ArrayList<>();
        for (String view : List.of("tables", "columns", "indexes", "index_columns")) {
            rows.addAll(sorted(view, SqlQueries.rows(database,
                    "SELECT * FROM information_schema." + view + " WHERE table_schema = " + schema)));
        }
        for (String view : List.of("table_constraints", "check_constraints", "key_column_usage",
                "referential_constraints")) {
            rows.addAll(sorted(view, SqlQueries.rows(database,
                    "SELECT * FROM information_schema." + view + " WHERE constraint_schema = " + schema)));
        }
        List<String> sequences = SqlQueries.rows(database, google
                ? "SELECT name FROM information_schema.sequences WHERE schema = ''"
                : "SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = 'public'");
        if (google) {
            rows.addAll(sorted("sequence_options", SqlQueries.rows(database,
                    "SELECT * FROM information_schema.sequence_options WHERE schema = ''")));
        } else {
            rows.addAll(sorted("sequences", SqlQueries.rows(database,
                    "SELECT * FROM information_schema.sequences WHERE sequence_schema = 'public'")));
        }
        for (String sequence : sequences) {
            rows.add("counter " + sequence + " = " + counter(database, sequence));
        }
        return rows;
    }

    /** The sequence's internal counter (the next one it hands out), or null if it was never used. */
    static Long counter(EmulatorDatabase database, String sequence) throws SQLException {
        String value = SqlQueries.rows(database, database.dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL
                ? "SELECT GET_INTERNAL_SEQUENCE_STATE(SEQUENCE " + sequence + ")"
                : "SELECT spanner.get_internal_sequence_state('" + sequence + "')").get(0);
        return value.equals("null") ? null : Long.valueOf(value);
    }

    private static List<String> sorted(String view, List<String> rows) {
        return rows.stream().map(row -> view + ": " + row).sorted().toList();
    }
}
