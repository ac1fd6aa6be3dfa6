package dev.spannerkeys.hibernate.internal.advisor;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.CollidingKeys;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.advisor.input.SequenceState;
import dev.spannerkeys.hibernate.internal.config.DatabaseNaming;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.ddl.SequenceDdl;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The database half of the migration check: for every key column drawn from a
 * {@code @BitReversedSequence} whose table already exists, how the sequence will run (the database's
 * sequence and its internal counter if it exists, else the declared options) and one aggregate query
 * over the existing keys it could return again. The inverse bit reversal runs in the database
 * ({@code BIT_REVERSE(key, true)} is the counter behind a key), so no key leaves it; one single-use
 * read per key column.
 *
 * <p>All names come from the validated schema model, so none is unchecked input; they are printed
 * as the application's SQL prints them ({@link DatabaseNaming}) and looked up in the schema they live in.
 */
final class MigrationCheck {

    private final Connection connection;
    private final SqlDialect dialect;
    private final DatabaseNaming naming;

    private MigrationCheck(Connection connection, SqlDialect dialect, DatabaseNaming naming) {
        this.connection = connection;
        this.dialect = dialect;
        this.naming = naming;
    }

    /**
     * The colliding keys of every checked key column of {@code input} (entries with count 0
     * included); names are printed and compared as {@code naming} renders them.
     */
    static List<CollidingKeys> run(Connection connection, DatabaseNaming naming, AdvisorInput input)
            throws SQLException {
        return new MigrationCheck(connection, input.dialect(), naming).check(input);
    }

    private List<CollidingKeys> check(AdvisorInput input) throws SQLException {
        Set<String> existingTables = new HashSet<>();
        Set<String> schemas = new HashSet<>();
        for (TableDefinition table : input.model().tables()) {
            if (schemas.add(naming.storedSchema(table.name()))) {
                existingTables.addAll(tables(naming.storedSchema(table.name())));
            }
        }
        Map<String, long[]> existingSequences = null;
        List<CollidingKeys> results = new ArrayList<>();
        for (TableDefinition table : input.model().tables()) {
            if (!existingTables.contains(key(naming.storedSchema(table.name()), table.name()))) {
                continue;
            }
            for (KeyPart part : table.primaryKey()) {
                ColumnFacts facts = input.column(table, part.column());
                Optional<SequenceDefinition> declared = facts.sequence().flatMap(name -> input.model().sequences()
                        .stream().filter(sequence -> sequence.name().equalsIgnoreCase(name)).findFirst());
                if (declared.isEmpty()) {
                    continue;
                }
                if (existingSequences == null) {
                    existingSequences = sequenceOptions(input);
                }
                results.add(colliding(table.name(), part.column(), state(declared.get(), existingSequences)));
            }
        }
        return results;
    }

    private CollidingKeys colliding(String tableName, String columnName, SequenceState state) throws SQLException {
        String table = naming.table(tableName);
        String column = naming.column(tableName, columnName);
        String reverse = dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "BIT_REVERSE(" + column + ", true)"
                : "spanner.bit_reverse(" + column + ", true)";
        String sql = "SELECT COUNT(*), MIN(" + column + "), MAX(" + column + "), MIN(" + reverse + "), MAX(" + reverse
                + ") FROM " + table + " WHERE " + column + " > 0 AND " + reverse + " >= ?"
                + (state.hasSkipRange() ? " AND (" + column + " < ? OR " + column + " > ?)" : "");
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setLong(1, state.nextCounter());
            if (state.hasSkipRange()) {
                statement.setLong(2, state.skipRangeMin());
                statement.setLong(3, state.skipRangeMax());
            }
            try (ResultSet row = statement.executeQuery()) {
                row.next();
                long count = row.getLong(1);
                if (count == 0) {
                    return CollidingKeys.none(tableName, columnName, state);
                }
                return new CollidingKeys(tableName, columnName, state, count, row.getLong(2), row.getLong(3), row.getLong(4),
                        row.getLong(5));
            }
        }
    }

    /** The tables of {@code schema}, keyed as {@link #key} keys them. */
    private Set<String> tables(String schema) throws SQLException {
        Set<String> names = new HashSet<>();
        try (PreparedStatement statement = connection.prepareStatement(
                "SELECT TABLE_NAME FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = ?")) {
            statement.setString(1, schema);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    names.add(key(schema, rows.getString(1)));
                }
            }
        }
        return names;
    }

    /**
     * The options of the declared sequences that exist, keyed as {@link #key} keys them: start
     * counter, skip range min and max.
     */
    private Map<String, long[]> sequenceOptions(AdvisorInput input) throws SQLException {
        Set<String> schemas = new HashSet<>();
        input.model().sequences().forEach(sequence -> schemas.add(naming.storedSequenceSchema(sequence.name())));
        Map<String, long[]> options = new HashMap<>();
        for (String schema : schemas) {
            if (dialect == SqlDialect.GOOGLE_STANDARD_SQL) {
                try (PreparedStatement statement = connection.prepareStatement("SELECT NAME, OPTION_NAME, OPTION_VALUE "
                        + "FROM INFORMATION_SCHEMA.SEQUENCE_OPTIONS WHERE SCHEMA = ?")) {
                    statement.setString(1, schema);
                    try (ResultSet rows = statement.executeQuery()) {
                        while (rows.next()) {
                            long[] values = options.computeIfAbsent(key(schema, rows.getString(1)),
                                    name -> new long[] {1, 0, 0});
                            switch (rows.getString(2)) {
                                case "start_with_counter" -> values[0] = Long.parseLong(rows.getString(3));
                                case "skip_range_min" -> values[1] = Long.parseLong(rows.getString(3));
                                case "skip_range_max" -> values[2] = Long.parseLong(rows.getString(3));
                                default -> { }
                            }
                        }
                    }
                }
            } else {
                try (PreparedStatement statement = connection.prepareStatement("SELECT sequence_name, "
                        + "counter_start_value, skip_range_min, skip_range_max FROM information_schema.sequences "
                        + "WHERE sequence_schema = ?")) {
                    statement.setString(1, schema);
                    try (ResultSet rows = statement.executeQuery()) {
                        while (rows.next()) {
                            options.put(key(schema, rows.getString(1)), new long[] {Math.max(1, rows.getLong(2)),
                                    rows.getLong(3), rows.getLong(4)});
                        }
                    }
                }
            }
        }
        return options;
    }

    /** How the declared sequence will run: the database's if it exists, else as declared. */
    private SequenceState state(SequenceDefinition declared, Map<String, long[]> existing) throws SQLException {
        long[] options = existing.get(key(naming.storedSequenceSchema(declared.name()), declared.name()));
        if (options == null) {
            return SequenceState.declared(declared);
        }
        return SequenceState.existing(declared.name(), options[0], options[1], options[2], internalState(declared.name()));
    }

    /** The next counter the sequence hands out, or null if it was never used. */
    private Long internalState(String sequence) throws SQLException {
        String sql = new SequenceDdl(dialect, naming).internalState(sequence);
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            row.next();
            long value = row.getLong(1);
            return row.wasNull() ? null : value;
        }
    }

    /** Names compare case-insensitively, within their schema. */
    private static String key(String schema, String name) {
        return schema.toLowerCase(Locale.ROOT) + '.' + name.toLowerCase(Locale.ROOT);
    }
}
