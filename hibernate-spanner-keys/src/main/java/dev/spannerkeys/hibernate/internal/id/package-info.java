/**
 * The identifier generators behind {@code @BitReversedSequence} and {@code @RandomUuid}, and the
 * sequence pool: values fetched {@code poolSize} at a time on a connection of their own
 * ({@link dev.spannerkeys.hibernate.internal.id.SequenceRefill}), handed out lock-free
 * ({@link dev.spannerkeys.hibernate.internal.id.SequencePool}), and fetched again in the background before the
 * pool runs dry, on the executor of {@link dev.spannerkeys.hibernate.internal.id.SequencePoolService}, a
 * service of each session factory that Hibernate stops when the session factory closes. A pool and its refill
 * connections belong to one database ({@link dev.spannerkeys.hibernate.internal.id.PoolDatabase}): the session
 * factory's, or with multi-tenancy by database each tenant's, set up at its first use
 * ({@link dev.spannerkeys.hibernate.internal.id.PerDatabase}).
 * {@link dev.spannerkeys.hibernate.internal.id.SpannerSequence} carries a sequence's options inside the boot
 * metadata, where the schema model reads them.
 *
 * <p>The generators are {@code AnnotationBasedGenerator}s with a no-argument constructor: Spring's
 * bean container, which Hibernate asks first in a Spring application, creates them without trouble,
 * and their checks run in {@code initialize}, which Hibernate calls itself, so a mapping error
 * reaches the user as this library wrote it.
 * {@link dev.spannerkeys.hibernate.internal.id.NarrowGeneratedKeys} refuses ids too narrow for the values
 * Spanner's own sequences and identity columns hand out.
 *
 * <p>Depends on {@code config}, {@code mapping}, {@code metrics}, the annotations, and the
 * Hibernate-free {@code keys} and {@code schema}; nothing here prints DDL.
 */
package dev.spannerkeys.hibernate.internal.id;
