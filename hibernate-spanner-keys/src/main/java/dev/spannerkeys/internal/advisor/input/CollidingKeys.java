package dev.spannerkeys.internal.advisor.input;

import dev.spannerkeys.keys.BitReversal;
import java.util.Objects;
import java.util.stream.LongStream;

/**
 * The existing keys of one key column that its {@code @BitReversedSequence} could hand out again:
 * how many, their smallest and largest value, and the smallest and largest counter behind them
 * (the inverse bit reversal). Enough to report them and to compute the start counter or skip range
 * that avoids them all, without holding the keys.
 *
 * <p>The Hibernate layer computes it with one aggregate query on the database; {@link #scan} does
 * the same in Java.
 *
 * @param table the table
 * @param column the key column
 * @param sequence the sequence, as it will run
 * @param count how many existing keys the sequence could return again (0: none)
 * @param minKey the smallest such key
 * @param maxKey the largest such key
 * @param minCounter the smallest counter behind such a key: the first collision happens there
 * @param maxCounter the largest counter behind such a key
 */
public record CollidingKeys(String table, String column, SequenceState sequence, long count, long minKey, long maxKey,
        long minCounter, long maxCounter) {

    /** Requires the names and the sequence. */
    public CollidingKeys {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(column, "column");
        Objects.requireNonNull(sequence, "sequence");
        if (count < 0) {
            throw new IllegalArgumentException("count must not be negative");
        }
    }

    /** No colliding keys. */
    public static CollidingKeys none(String table, String column, SequenceState sequence) {
        return new CollidingKeys(table, column, sequence, 0, 0, 0, 0, 0);
    }

    /** The colliding keys among {@code existingKeys}. */
    public static CollidingKeys scan(String table, String column, SequenceState sequence, LongStream existingKeys) {
        long[] summary = {0, Long.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE};
        existingKeys.filter(sequence::canReturn).forEach(key -> {
            long counter = BitReversal.counterOf(key);
            summary[0]++;
            summary[1] = Math.min(summary[1], key);
            summary[2] = Math.max(summary[2], key);
            summary[3] = Math.min(summary[3], counter);
            summary[4] = Math.max(summary[4], counter);
        });
        return summary[0] == 0 ? none(table, column, sequence)
                : new CollidingKeys(table, column, sequence, summary[0], summary[1], summary[2], summary[3], summary[4]);
    }

    /** Whether any existing key could be returned again. */
    public boolean any() {
        return count > 0;
    }
}
