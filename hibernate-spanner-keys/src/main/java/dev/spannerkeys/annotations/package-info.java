/**
 * The annotations users put on their entities.
 *
 * <p>Keys: {@link dev.spannerkeys.annotations.BitReversedSequence},
 * {@link dev.spannerkeys.annotations.RandomUuid} (stored as {@link dev.spannerkeys.annotations.UuidStorage})
 * and {@link dev.spannerkeys.annotations.ShardId} for {@code @Id} attributes,
 * {@link dev.spannerkeys.annotations.Descending} for a key part stored newest first. Schema:
 * {@link dev.spannerkeys.annotations.Interleaved} and {@link dev.spannerkeys.annotations.SpannerIndex}
 * on entity classes. Advisor: {@link dev.spannerkeys.annotations.SuppressAdvisorRule} on an entity or
 * attribute, with the reason a finding is accepted.
 *
 * <p>This package holds annotations only, no logic; the generators that implement the key
 * annotations are bound through Hibernate's {@code @IdGeneratorType}, and the others are read at
 * bootstrap by {@code dev.spannerkeys.hibernate.mapping}, {@code .model} and {@code .advisor}.
 */
package dev.spannerkeys.annotations;
