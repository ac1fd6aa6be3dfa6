/**
 * Reading an entity's mapping the way it was written: the field or getter that declares an
 * attribute ({@link dev.spannerkeys.hibernate.mapping.AttributeMembers}), the {@code @Id}
 * attributes in declared order with {@code @Descending}
 * ({@link dev.spannerkeys.hibernate.mapping.KeyAttributes}), and the one form of bootstrap error
 * ({@link dev.spannerkeys.hibernate.mapping.MappingProblems}: entity, attribute, problem, fix), raised as a
 * {@link dev.spannerkeys.hibernate.mapping.MappingProblemException} that keeps the parts apart.
 *
 * <p>Depends on {@code dev.spannerkeys.annotations} and Hibernate's boot model only; the generator,
 * shard, model and advisor packages read annotations through it.
 */
package dev.spannerkeys.hibernate.mapping;
