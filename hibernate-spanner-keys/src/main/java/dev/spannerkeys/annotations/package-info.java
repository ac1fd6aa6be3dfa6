/**
 * The annotations users put on their entities.
 *
 * <p>Keys: {@link dev.spannerkeys.annotations.BitReversedSequence} and
 * {@link dev.spannerkeys.annotations.RandomUuid} for {@code @Id} attributes. Schema:
 * {@link dev.spannerkeys.annotations.Interleaved} and {@link dev.spannerkeys.annotations.SpannerIndex}
 * on entity classes, {@link dev.spannerkeys.annotations.Descending} on {@code @Id} attributes.
 *
 * <p>This package holds annotations only, no logic; the generators that implement the key
 * annotations are bound through Hibernate's {@code @IdGeneratorType}, and the schema annotations
 * are read by the schema export in {@code dev.spannerkeys.hibernate}.
 */
package dev.spannerkeys.annotations;
