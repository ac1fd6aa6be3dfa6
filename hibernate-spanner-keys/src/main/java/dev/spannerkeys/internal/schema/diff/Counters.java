package dev.spannerkeys.internal.schema.diff;

import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.TableDefinition;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import dev.spannerkeys.internal.schema.live.SqlExpressions;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The key counters of an existing database: each bit-reversed sequence with the key columns whose
 * default draws from it, and each identity column. On the emulator every counter goes back to its
 * start after a DDL batch of two or more statements, and after any DDL statement it rejects; a schema
 * tool that caused that moves each counter past the keys already stored.
 */
public final class Counters {

    /**
     * One counter.
     *
     * @param sequence the sequence, or empty for an identity column
     * @param startCounter the sequence's start counter in the database (for an identity column: as the database
     *     reports it, 1 where it does not)
     * @param columns the columns holding keys drawn from it, each {@code table.column}
     */
    public record Counter(Optional<String> sequence, long startCounter, List<Column> columns) {

        /** Copies the list. */
        public Counter {
            Objects.requireNonNull(sequence, "sequence");
            columns = List.copyOf(columns);
        }

        /** Where the counter is: {@code sequence s} or {@code identity column T.c}. */
        public String describe() {
            return sequence.map(name -> "sequence " + name)
                    .orElseGet(() -> "identity column " + columns.get(0).table() + "." + columns.get(0).column());
        }
    }

    /**
     * A column holding keys.
     *
     * @param table the table
     * @param column the column
     */
    public record Column(String table, String column) {
    }

    private Counters() {
    }

    /**
     * The counters of {@code database}: its sequences, with the columns that draw from each (by the
     * database's default or the mapping's), and the identity columns the database reports or the
     * mapping declares on its existing tables.
     */
    public static List<Counter> of(SchemaModel model, DatabaseSchema database) {
        List<Counter> counters = new ArrayList<>();
        for (SequenceDefinition sequence : database.sequences()) {
            List<Column> columns = new ArrayList<>();
            for (TableDefinition table : database.tables()) {
                Optional<TableDefinition> mapped = model.table(table.name());
                for (ColumnDefinition column : table.columns()) {
                    Optional<ColumnDefinition> mappedColumn = mapped.flatMap(t -> t.column(column.name()));
                    if (drawsFrom(column, sequence) || mappedColumn.map(c -> drawsFrom(c, sequence)).orElse(false)) {
                        columns.add(new Column(table.name(), column.name()));
                    }
                }
            }
            counters.add(new Counter(Optional.of(sequence.name()), sequence.startCounter(), columns));
        }
        for (TableDefinition table : database.tables()) {
            Optional<TableDefinition> mapped = model.table(table.name());
            for (ColumnDefinition column : table.columns()) {
                boolean identity = column.identity()
                        || mapped.flatMap(t -> t.column(column.name())).map(ColumnDefinition::identity).orElse(false);
                if (identity) {
                    // The start counter where the database reports it; the mapping states none (1).
                    long start = column.identityOptions().map(options -> options.startCounter()).orElse(1L);
                    counters.add(new Counter(Optional.empty(), start, List.of(new Column(table.name(), column.name()))));
                }
            }
        }
        return counters;
    }

    /**
     * The counter to move {@code counter} to, if it must move: past the largest counter behind a
     * stored key and not behind the counter it had reached before ({@code nextBefore}, null if
     * unknown or never used), and only if that is beyond the start it returns to.
     */
    public static Optional<Long> safeCounter(Counter counter, Long nextBefore, Long largestInUse) {
        long safe = Math.max(nextBefore == null ? 0 : nextBefore, largestInUse == null ? 0 : largestInUse + 1);
        return safe > counter.startCounter() ? Optional.of(safe) : Optional.empty();
    }

    private static boolean drawsFrom(ColumnDefinition column, SequenceDefinition sequence) {
        return column.defaultExpression().flatMap(SqlExpressions::sequenceOf)
                .map(name -> name.equalsIgnoreCase(sequence.name())).orElse(false);
    }
}
