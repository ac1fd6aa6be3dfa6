package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.Optional;

/**
 * Decides whether a column's values keep increasing with inserts, from its value source or its
 * type, and says why in words for the message.
 */
final class Monotonic {

    private Monotonic() {
    }

    /** Why {@code column} of {@code table} increases with inserts, or empty if nothing says it does. */
    static Optional<String> why(AdvisorInput input, TableDefinition table, String column) {
        ColumnFacts facts = input.column(table, column);
        if (facts.source().increasing()) {
            return Optional.of("its value is " + facts.source().description());
        }
        if (facts.source() == ValueSource.SHARD) {
            return Optional.empty();
        }
        Optional<String> insertTime = InsertTime.of(input, table, column);
        if (insertTime.isPresent()) {
            return Optional.of("its value is " + insertTime.get());
        }
        String type = input.sqlType(table, column);
        if (ColumnTypes.isTime(type)) {
            return Optional.of("it is a " + ColumnTypes.timeKind(type) + " column");
        }
        return Optional.empty();
    }
}
