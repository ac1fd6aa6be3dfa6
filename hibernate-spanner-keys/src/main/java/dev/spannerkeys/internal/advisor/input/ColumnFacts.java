package dev.spannerkeys.internal.advisor.input;

import dev.spannerkeys.advisor.input.Suppression;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What the mapping says about one column beyond its SQL type: the attribute it comes from, how its
 * value is produced, and the hints the rules need. Build with {@link #of(String)} and the
 * {@code with...} methods.
 *
 * @param column the column name
 * @param attribute the entity attribute the column comes from, if any
 * @param declaredIn the class that declares the attribute when it is not the entity itself (a
 *     {@code @MappedSuperclass} or an entity superclass): where an annotation on the attribute is
 *     written, for every entity that inherits it
 * @param source how the value is produced on insert
 * @param sequence the {@code @BitReversedSequence} the value is drawn from, if any
 * @param uuid whether the column holds a UUID (a {@code java.util.UUID} attribute, or a UUID generator)
 * @param lob whether the attribute is {@code @Lob}
 * @param shards the shard count of a {@code @ShardId} column
 * @param newestFirst where the mapping reads this column newest-first (e.g. {@code @OrderBy("x DESC")}
 *     on a collection, a named query with {@code ORDER BY ... DESC}); empty if nowhere seen
 * @param suppressions suppressions declared on the attribute
 */
public record ColumnFacts(String column, Optional<String> attribute, Optional<String> declaredIn, ValueSource source,
        Optional<String> sequence, boolean uuid, boolean lob, OptionalInt shards, List<String> newestFirst,
        List<Suppression> suppressions) {

    /** Requires the name and copies the lists. */
    public ColumnFacts {
        Objects.requireNonNull(column, "column");
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(declaredIn, "declaredIn");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(sequence, "sequence");
        Objects.requireNonNull(shards, "shards");
        newestFirst = List.copyOf(newestFirst);
        suppressions = List.copyOf(suppressions);
    }

    /** An assigned column with no other facts. */
    public static ColumnFacts of(String column) {
        return new ColumnFacts(column, Optional.empty(), Optional.empty(), ValueSource.ASSIGNED, Optional.empty(), false, false,
                OptionalInt.empty(), List.of(), List.of());
    }

    /** These facts, for the column of {@code attributeName}. */
    public ColumnFacts withAttribute(String attributeName) {
        return new ColumnFacts(column, Optional.of(attributeName), declaredIn, source, sequence, uuid, lob, shards, newestFirst,
                suppressions);
    }

    /**
     * These facts, for an attribute declared in {@code className} (a {@code @MappedSuperclass} or an
     * entity superclass) rather than in the entity itself.
     */
    public ColumnFacts declaredIn(String className) {
        return new ColumnFacts(column, attribute, Optional.of(className), source, sequence, uuid, lob, shards,
                newestFirst, suppressions);
    }

    /** These facts, with the value produced by {@code valueSource}. */
    public ColumnFacts withSource(ValueSource valueSource) {
        return new ColumnFacts(column, attribute, declaredIn, valueSource, sequence, uuid, lob, shards, newestFirst, suppressions);
    }

    /** These facts, drawn from the {@code @BitReversedSequence} named {@code name}. */
    public ColumnFacts withSequence(String name) {
        return new ColumnFacts(column, attribute, declaredIn, ValueSource.BIT_REVERSED_SEQUENCE, Optional.of(name), uuid, lob,
                shards, newestFirst, suppressions);
    }

    /** These facts, for a column holding UUIDs. */
    public ColumnFacts asUuid() {
        return new ColumnFacts(column, attribute, declaredIn, source, sequence, true, lob, shards, newestFirst, suppressions);
    }

    /** These facts, for a {@code @Lob} attribute. */
    public ColumnFacts asLob() {
        return new ColumnFacts(column, attribute, declaredIn, source, sequence, uuid, true, shards, newestFirst, suppressions);
    }

    /** These facts, for a {@code @ShardId} column with {@code count} shards. */
    public ColumnFacts withShards(int count) {
        return new ColumnFacts(column, attribute, declaredIn, ValueSource.SHARD, sequence, uuid, lob, OptionalInt.of(count),
                newestFirst, suppressions);
    }

    /** These facts, with one more place that reads the column newest-first. */
    public ColumnFacts readNewestFirstBy(String where) {
        List<String> all = new java.util.ArrayList<>(newestFirst);
        if (!all.contains(where)) {
            all.add(where);
        }
        return new ColumnFacts(column, attribute, declaredIn, source, sequence, uuid, lob, shards, all, suppressions);
    }

    /** These facts, with one more suppression. */
    public ColumnFacts withSuppression(Suppression suppression) {
        List<Suppression> all = new java.util.ArrayList<>(suppressions);
        all.add(suppression);
        return new ColumnFacts(column, attribute, declaredIn, source, sequence, uuid, lob, shards, newestFirst, all);
    }
}
