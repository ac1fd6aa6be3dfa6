package dev.spannerkeys.internal.schema.ddl;

import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SqlDialect;

/**
 * Prints the DDL and SQL for {@link SequenceDefinition}s in either dialect: creation, dropping,
 * the column default that draws from a sequence, and the query that fetches a pool of values in
 * one round trip. Sequence names are printed through a {@link SpannerIdentifiers.Renderer}, so the DDL and the
 * generator name the same sequence.
 */
public final class SequenceDdl {

    private final SqlDialect dialect;
    private final SpannerIdentifiers.Renderer names;

    /** A printer for {@code dialect} that prints names as given, quoted where the dialect must quote them. */
    public SequenceDdl(SqlDialect dialect) {
        this(dialect, SpannerIdentifiers.Renderer.quoting(dialect));
    }

    /** A printer for {@code dialect} that prints names through {@code names}. */
    public SequenceDdl(SqlDialect dialect, SpannerIdentifiers.Renderer names) {
        this.dialect = dialect;
        this.names = names;
    }

    /** {@code CREATE SEQUENCE ...} with kind, skip range and start counter. */
    public String create(SequenceDefinition sequence) {
        StringBuilder ddl = new StringBuilder("CREATE SEQUENCE ").append(names.sequence(sequence.name()));
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

    /**
     * Moves an existing sequence's counter: GoogleSQL
     * {@code ALTER SEQUENCE s SET OPTIONS (start_with_counter = n)}, PostgreSQL
     * {@code ALTER SEQUENCE s RESTART COUNTER WITH n}. Both set the start counter the emulator
     * returns to when it resets its counters, and (measured on emulator 1.5.28) the next value.
     */
    public String restartCounter(String renderedName, long counter) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL
                ? "ALTER SEQUENCE " + renderedName + " SET OPTIONS (start_with_counter = " + counter + ")"
                : "ALTER SEQUENCE " + renderedName + " RESTART COUNTER WITH " + counter;
    }

    /** {@code DROP SEQUENCE IF EXISTS name}: dropping before a first create must not fail. */
    public String drop(String sequence) {
        return "DROP SEQUENCE IF EXISTS " + names.sequence(sequence);
    }

    /**
     * The column default expression that draws the next value: {@code GET_NEXT_SEQUENCE_VALUE(SEQUENCE s)}
     * or {@code nextval('s')}. The table writer adds the parentheses GoogleSQL requires.
     */
    public String columnDefault(String sequence) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL
                ? "GET_NEXT_SEQUENCE_VALUE(SEQUENCE " + names.sequence(sequence) + ")"
                : "nextval('" + names.sequenceLiteral(sequence) + "')";
    }

    /**
     * The column default of a 31-bit ({@code Integer}) key drawn from a sequence: the next value's upper 31
     * bits, {@code GET_NEXT_SEQUENCE_VALUE(SEQUENCE s) >> 32} or {@code nextval('s') >> 32}. A
     * {@code bit_reversed_positive} value's upper 31 bits are its counter's lower 31 bits reversed, so keys
     * spread over the positive {@code int} range, and a generator that shifts the values it fetches the same
     * way draws keys from the same space.
     */
    public String narrowColumnDefault(String sequence) {
        return columnDefault(sequence) + " >> 32";
    }

    /**
     * The column default of a key that takes the sequence's counter, in order (1, 2, 3, ...), not its spread
     * value: {@code BIT_REVERSE(GET_NEXT_SEQUENCE_VALUE(SEQUENCE s), true)} or
     * {@code spanner.bit_reverse(nextval('s'), true)}. For keys whose order means something (Envers revision
     * numbers); such a key is a hotspot by design.
     */
    public String counterColumnDefault(String sequence) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "BIT_REVERSE(" + columnDefault(sequence) + ", true)"
                : "spanner.bit_reverse(" + columnDefault(sequence) + ", true)";
    }

    /**
     * The query returning {@code n} new values in one round trip. GoogleSQL takes {@code n} as its
     * single parameter; PostgreSQL takes an INT64 array of length {@code n}. It must run in a
     * read-write transaction.
     */
    public String fetchPool(String sequence) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL
                ? "SELECT GET_NEXT_SEQUENCE_VALUE(SEQUENCE " + names.sequence(sequence) + ") FROM UNNEST(GENERATE_ARRAY(1, ?))"
                : "SELECT nextval('" + names.sequenceLiteral(sequence) + "') FROM unnest(?)";
    }

    /**
     * The query returning the sequence's internal counter (NULL before its first value), for checks
     * of existing keys; it runs in any transaction.
     */
    public String internalState(String sequence) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL
                ? "SELECT GET_INTERNAL_SEQUENCE_STATE(SEQUENCE " + names.sequence(sequence) + ")"
                : "SELECT spanner.get_internal_sequence_state('" + names.sequenceLiteral(sequence) + "')";
    }
}
