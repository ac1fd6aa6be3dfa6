package dev.spannerkeys.annotations;

import dev.spannerkeys.hibernate.internal.id.BitReversedSequenceGenerator;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;

/**
 * Generates a {@code Long} identifier from a Spanner {@code bit_reversed_positive} sequence.
 *
 * <p>Use it on the {@code @Id} of any entity that would otherwise use a database sequence or an
 * auto-increment column: Spanner reverses the bits of the sequence counter, so consecutive inserts
 * land all over the positive INT64 range instead of on the last split of the table.
 *
 * <pre>{@code
 * @Id @BitReversedSequence(name = "singer_seq")
 * Long singerId;
 * }</pre>
 *
 * <p>Values are fetched {@link #poolSize()} at a time in one round trip, on a connection and
 * read-write transaction of their own, never inside the caller's transaction. Schema export
 * creates the sequence (with skip range and start counter) and gives the key column a
 * {@code DEFAULT} that draws from it, so rows written by other tools get keys too.
 *
 * <p>For data migrated from another database, see {@link #startCounter()} (keys that were already
 * bit-reversed at the source) and {@link #skipRangeMin()}/{@link #skipRangeMax()} (keys from a
 * plain sequence or auto-increment column).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
@IdGeneratorType(BitReversedSequenceGenerator.class)
public @interface BitReversedSequence {

    /** The default number of values fetched per round trip. */
    int DEFAULT_POOL_SIZE = 1000;

    /** The largest pool one round trip may fetch. */
    int MAX_POOL_SIZE = 10_000;

    /**
     * The sequence name, a valid Spanner identifier. Several entities may share one sequence if
     * they declare the same options.
     */
    String name();

    /**
     * How many values one round trip fetches (1 to {@value #MAX_POOL_SIZE}). Bit-reversed values
     * carry no order, so the gaps a discarded pool leaves behind are invisible; the only costs of a
     * large pool are the latency of the one fetch and a few kilobytes of memory.
     */
    int poolSize() default DEFAULT_POOL_SIZE;

    /**
     * The first counter value the sequence reverses (Spanner's {@code start_with_counter}). Set it
     * above the largest counter used at the source when migrating keys that were already
     * bit-reversed; {@code dev.spannerkeys.keys.BitReversal#nextSafeCounter} computes it.
     */
    long startCounter() default 1;

    /**
     * Lower bound (inclusive) of a key range the sequence never produces, for example the keys a
     * plain sequence created at the source. {@code 0} together with {@link #skipRangeMax()} {@code 0}
     * means no skip range.
     */
    long skipRangeMin() default 0;

    /** Upper bound (inclusive) of the skip range; see {@link #skipRangeMin()}. */
    long skipRangeMax() default 0;
}
