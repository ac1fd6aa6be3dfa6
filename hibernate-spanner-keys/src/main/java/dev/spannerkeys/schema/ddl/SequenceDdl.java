package dev.spannerkeys.schema.ddl;

import dev.spannerkeys.schema.SequenceDefinition;
import dev.spannerkeys.schema.SqlDialect;

/**
 * Prints the DDL and SQL for {@link SequenceDefinition}s in either dialect: creation, dropping,
 * the column default that draws from a sequence, and the query that fetches a pool of values in
 * one round trip.
 */
public final class SequenceDdl {

    private final SqlDialect dialect;

    /** A printer for {@code dialect}. */
    public SequenceDdl(SqlDialect dialect) {
        this.dialect = dialect;
    }

    /** {@code CREATE SEQUENCE ...} with kind, skip range and start counter. */
    public String create(SequenceDefinition sequence) {
        return create(sequence, sequence.name());
    }

    /**
     * {@code CREATE SEQUENCE ...} for a sequence whose name has been qualified or quoted by the
     * caller ({@code renderedName}).
     */
    public String create(SequenceDefinition sequence, String renderedName) {
        StringBuilder ddl = new StringBuilder("CREATE SEQUENCE ").append(renderedName);
        if (dialect == SqlDialect.GOOGLE_STANDARD_SQL) {
            ddl.append(" OPTIONS (sequence_kind = \"bit_reversed_positive\"");
            if (sequence.hasSkipRange()) {
                ddl.append(", skip_range_min = ").append(sequence.skipRangeMin())
                        .append(", skip_range_max = ").append(sequence.skipRangeMax());
            }
            if (sequence.startCounter() != 1) {
                ddl.append(", start_with_counter = ").append(sequence.startCounter());
            }
            ddl.append(')');
        } else {
            ddl.append(" BIT_REVERSED_POSITIVE");
            if (sequence.hasSkipRange()) {
                ddl.append(" SKIP RANGE ").append(sequence.skipRangeMin()).append(' ').append(sequence.skipRangeMax());
            }
            if (sequence.startCounter() != 1) {
                ddl.append(" START COUNTER ").append(sequence.startCounter());
            }
        }
        return ddl.toString();
    }

    /** {@code DROP SEQUENCE IF EXISTS name}: dropping before a first create must not fail. */
    public String drop(String renderedName) {
        return "DROP SEQUENCE IF EXISTS " + renderedName;
    }

    /**
     * The column default expression that draws the next value: {@code GET_NEXT_SEQUENCE_VALUE(SEQUENCE s)}
     * or {@code nextval('s')}. The table writer adds the parentheses GoogleSQL requires.
     */
    public String columnDefault(String renderedName) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL
                ? "GET_NEXT_SEQUENCE_VALUE(SEQUENCE " + renderedName + ")"
                : "nextval('" + renderedName + "')";
    }

    /**
     * The query returning {@code n} new values in one round trip. GoogleSQL takes {@code n} as its
     * single parameter; PostgreSQL takes an INT64 array of length {@code n}. It must run in a
     * read-write transaction.
     */
    public String fetchPool(String renderedName) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL
                ? "SELECT GET_NEXT_SEQUENCE_VALUE(SEQUENCE " + renderedName + ") FROM UNNEST(GENERATE_ARRAY(1, ?))"
                : "SELECT nextval('" + renderedName + "') FROM unnest(?)";
    }
}
