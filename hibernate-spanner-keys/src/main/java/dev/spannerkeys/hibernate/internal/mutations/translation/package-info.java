/**
 * Translates one Hibernate write (an insert, update or delete statement with its bound parameters)
 * into a Spanner {@code Mutation}: table and column names as the database knows them
 * ({@link dev.spannerkeys.hibernate.internal.mutations.translation.SpannerNames}), parameter values as Spanner
 * {@code Value}s ({@link dev.spannerkeys.hibernate.internal.mutations.translation.SpannerValues}), and the
 * primary key a delete or update addresses. A write that no mutation can express is reported as
 * {@link dev.spannerkeys.hibernate.internal.mutations.translation.NotExpressibleAsMutation}, with the reason.
 *
 * <p>Depends on Hibernate's mutation model and the Spanner client only; the write path in
 * {@code dev.spannerkeys.hibernate.mutations} uses it.
 */
package dev.spannerkeys.hibernate.internal.mutations.translation;
