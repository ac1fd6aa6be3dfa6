/**
 * The identifier generators behind {@code @BitReversedSequence} and {@code @RandomUuid}, and the
 * sequence pool: values fetched {@code poolSize} at a time on a connection of their own
 * ({@link dev.spannerkeys.hibernate.id.SequenceRefill}), handed out lock-free
 * ({@link dev.spannerkeys.hibernate.id.SequencePool}), and fetched again in the background before the
 * pool runs dry, on the executor of {@link dev.spannerkeys.hibernate.id.SequencePoolService}, a
 * service of each session factory that Hibernate stops when the session factory closes.
 * {@link dev.spannerkeys.hibernate.id.SpannerSequence} carries a sequence's options inside the boot
 * metadata, where the schema model reads them.
 *
 * <p>Depends on {@code config}, {@code mapping}, {@code metrics} and the Hibernate-free {@code keys}
 * and {@code schema}; nothing here prints DDL.
 */
package dev.spannerkeys.hibernate.id;
