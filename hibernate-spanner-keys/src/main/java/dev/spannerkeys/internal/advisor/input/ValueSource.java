package dev.spannerkeys.internal.advisor.input;

/**
 * Where a column's value comes from when a row is inserted, as far as the mapping says: the facts
 * the schema model does not hold (it knows a column's type and default, not which generator fills
 * it). The hotspot rules ask whether a source hands out values in increasing order.
 */
public enum ValueSource {
    /** The application assigns the value; the advisor cannot tell its order. */
    ASSIGNED(false, "an assigned value"),
    /**
     * A stock {@code @GeneratedValue(strategy = TABLE)} (or {@code @TableGenerator}): a counter row in
     * a table, handed out in blocks; values increase with every insert.
     */
    TABLE_COUNTER(true, "a table-backed counter (@GeneratedValue(strategy = TABLE))"),
    /**
     * Hibernate's {@code increment} generator: the largest existing key plus one, in increasing order.
     */
    INCREMENT(true, "Hibernate's increment generator (max(id) + 1)"),
    /**
     * A stock {@code @GeneratedValue(strategy = SEQUENCE | AUTO)} on a numeric key. On Spanner every
     * database sequence is {@code bit_reversed_positive}, so the values are spread (no hotspot), but
     * they are fetched one per insert and have no skip range or start counter for migrated keys.
     */
    DATABASE_SEQUENCE(false, "a stock database sequence (@GeneratedValue(strategy = SEQUENCE | AUTO))"),
    /**
     * A stock {@code @GeneratedValue(strategy = IDENTITY)}: on Spanner an identity column backed by a
     * {@code bit_reversed_positive} sequence, so the values are spread.
     */
    IDENTITY(false, "a stock identity column (@GeneratedValue(strategy = IDENTITY))"),
    /**
     * A sequence's counter, in order (1, 2, 3, ...): an Envers revision number, which Envers compares, so it must
     * ascend; the library takes it over so and suppresses the finding with that reason.
     */
    SEQUENCE_COUNTER(true, "a sequence's counter in order (an Envers revision number, which must ascend)"),
    /** {@code @BitReversedSequence}: spread over the positive INT64 range. */
    BIT_REVERSED_SEQUENCE(false, "@BitReversedSequence"),
    /** A random (version 4) UUID: {@code @RandomUuid}, {@code @UuidGenerator(style = RANDOM | AUTO)}, {@code GenerationType.UUID}. */
    RANDOM_UUID(false, "a random (version 4) UUID"),
    /** Hibernate {@code @UuidGenerator(style = TIME)}: a version 1 style UUID with the time in its leading bits. */
    TIME_UUID(true, "a time-based UUID (@UuidGenerator(style = TIME), version 1)"),
    /** Hibernate {@code @UuidGenerator(style = VERSION_6)}: time-ordered. */
    UUID_V6(true, "a time-ordered UUID (@UuidGenerator(style = VERSION_6))"),
    /** Hibernate {@code @UuidGenerator(style = VERSION_7)}: time-ordered. */
    UUID_V7(true, "a time-ordered UUID (@UuidGenerator(style = VERSION_7))"),
    /** {@code @ShardId}: a hash modulo the shard count. */
    SHARD(false, "@ShardId"),
    /** {@code @CreationTimestamp} or {@code @CurrentTimestamp} at insert: the time of the insert. */
    CREATION_TIMESTAMP(true, "the insert time (@CreationTimestamp)"),
    /** {@code @UpdateTimestamp}, {@code @CurrentTimestamp} on every write, or a timestamp {@code @Version}. */
    UPDATE_TIMESTAMP(true, "the time of the last write (@UpdateTimestamp)");

    private final boolean increasing;
    private final String description;

    ValueSource(boolean increasing, String description) {
        this.increasing = increasing;
        this.description = description;
    }

    /** Whether successive inserts get increasing values from this source. */
    public boolean increasing() {
        return increasing;
    }

    /** How the source is written in a message. */
    public String description() {
        return description;
    }
}
