package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Recognizes columns filled with the time of the insert: a creation-timestamp value source, or a
 * database default that is the current or the commit timestamp ({@code CURRENT_TIMESTAMP()},
 * {@code PENDING_COMMIT_TIMESTAMP()}, {@code now()}, {@code spanner.pending_commit_timestamp()}).
 * Hibernate refuses {@code @CreationTimestamp} on an {@code @Id}, so a default is how a key gets it.
 */
final class InsertTime {

    private static final Pattern CLOCK = Pattern.compile(
            "\\(*\\s*(current_timestamp|pending_commit_timestamp|spanner\\.pending_commit_timestamp|now|localtimestamp)"
            + "\\s*(\\(\\s*\\))?\\s*\\)*");

    private InsertTime() {
    }

    /** How {@code column} of {@code table} gets the insert time, or empty if it does not. */
    static Optional<String> of(AdvisorInput input, TableDefinition table, String column) {
        ColumnFacts facts = input.column(table, column);
        if (facts.source() == ValueSource.CREATION_TIMESTAMP || facts.source() == ValueSource.UPDATE_TIMESTAMP) {
            return Optional.of(facts.source().description());
        }
        Optional<String> clock = table.column(column).flatMap(ColumnDefinition::defaultExpression)
                .filter(expression -> CLOCK.matcher(expression.trim().toLowerCase(Locale.ROOT)).matches());
        return clock.map(expression -> "the database's clock at insert (DEFAULT " + expression.trim() + ")");
    }
}
