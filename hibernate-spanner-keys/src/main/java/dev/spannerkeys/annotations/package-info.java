/**
 * The annotations users put on their entities: {@link dev.spannerkeys.annotations.BitReversedSequence}
 * and {@link dev.spannerkeys.annotations.RandomUuid} for {@code @Id} attributes.
 *
 * <p>This package holds annotations only, no logic; the generators that implement them live in
 * {@code dev.spannerkeys.hibernate} and are bound through Hibernate's {@code @IdGeneratorType}.
 */
package dev.spannerkeys.annotations;
