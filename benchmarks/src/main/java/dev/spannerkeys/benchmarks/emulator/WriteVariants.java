package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.benchmarks.emulator.entity.AssignedKeyRow;
import dev.spannerkeys.benchmarks.emulator.entity.BitReversedRow;
import dev.spannerkeys.benchmarks.emulator.entity.CommitTimestampRow;
import dev.spannerkeys.benchmarks.emulator.entity.IdentityRow;
import dev.spannerkeys.benchmarks.emulator.entity.RandomUuidRow;
import dev.spannerkeys.benchmarks.emulator.entity.StockSequenceRow;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Every write variant the measurement knows, in report order; a new variant is one more entry. */
public final class WriteVariants {

    private static final List<WriteVariant> ALL = List.of(
            new HibernateVariant("a", "Hibernate, @BitReversedSequence pool 1000, JDBC batch DML",
                    BitReversedRow.class, BitReversedRow::new),
            new HibernateVariant("b", "Hibernate, stock @GeneratedValue(SEQUENCE), JDBC batch DML",
                    StockSequenceRow.class, StockSequenceRow::new,
                    Map.of(SpannerKeysSettings.GENERATED_VALUES, "stock")),
            new HibernateVariant("c", "Hibernate, IDENTITY (bit-reversed identity column), no batching possible",
                    IdentityRow.class, IdentityRow::new,
                    Map.of(SpannerKeysSettings.GENERATED_VALUES, "stock")),
            new HibernateVariant("d", "Hibernate, @RandomUuid STRING(36), JDBC batch DML",
                    RandomUuidRow.class, RandomUuidRow::new),
            new HibernateVariant("e", "Hibernate, @BitReversedSequence pool 1000, write mode mutations-at-commit",
                    BitReversedRow.class, BitReversedRow::new,
                    Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit")),
            new HibernateVariant("e1", "(e) with the low-water mark at 100%: always one batch ahead",
                    BitReversedRow.class, BitReversedRow::new,
                    Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit",
                            SpannerKeysSettings.SEQUENCE_LOW_WATER_MARK, "100%")),
            new HibernateVariant("e0", "(e) without prefetch: the caller that empties the pool refills it",
                    BitReversedRow.class, BitReversedRow::new,
                    Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit",
                            SpannerKeysSettings.SEQUENCE_PREFETCH, "false")),
            new HibernateVariant("eu", "(e) with transactions not serialized on the emulator: background refills "
                    + "run beside the writer's open transaction",
                    BitReversedRow.class, BitReversedRow::new,
                    Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit",
                            SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS, "off")),
            new HibernateVariant("ek", "(e) with keys assigned by the application (those of the raw limits): "
                    + "Hibernate's and the write mode's cost without the key generator's",
                    AssignedKeyRow.class, AssignedKeyRow::new,
                    Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit")),
            new HibernateVariant("k", "Hibernate, keys assigned by the application (those of (ek)), JDBC batch DML",
                    AssignedKeyRow.class, AssignedKeyRow::new),
            new HibernateVariant("kt", "(k) with a @CommitTimestamp column: DML writes PENDING_COMMIT_TIMESTAMP()",
                    CommitTimestampRow.class, CommitTimestampRow::new),
            new HibernateVariant("ekt", "(ek) with a @CommitTimestamp column: mutations write Value.COMMIT_TIMESTAMP",
                    CommitTimestampRow.class, CommitTimestampRow::new,
                    Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit")),
            new JdbcBatchDmlVariant(),
            new JdbcMutationsVariant(),
            new JdbcSequenceMutationsVariant());

    private static final Map<String, WriteVariant> BY_ID = ALL.stream()
            .collect(Collectors.toMap(WriteVariant::id, Function.identity()));

    private WriteVariants() {
    }

    /** The ids of all variants, in report order. */
    public static List<String> ids() {
        return ALL.stream().map(WriteVariant::id).toList();
    }

    /** The variant with {@code id}. */
    public static WriteVariant get(String id) {
        WriteVariant variant = BY_ID.get(id.strip());
        if (variant == null) {
            throw new IllegalArgumentException("unknown variant '" + id + "'; known: " + ids());
        }
        return variant;
    }
}
