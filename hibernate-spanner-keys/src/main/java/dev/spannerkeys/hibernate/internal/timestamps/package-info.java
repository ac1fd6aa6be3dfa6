/**
 * Spanner's commit timestamps from JPA: {@link dev.spannerkeys.annotations.CommitTimestamp} bound into
 * Hibernate's mapping ({@link dev.spannerkeys.hibernate.internal.timestamps.CommitTimestampBinding}: the column's
 * write becomes the pending commit timestamp, so DML writes it as the column's value and the mutation write
 * path turns it into {@code Value.COMMIT_TIMESTAMP}, and a
 * {@link dev.spannerkeys.hibernate.internal.timestamps.CommitTimestampGeneration} keeps Hibernate from binding a
 * value for it or reading it back; with {@code spanner.keys.hibernate-timestamps-from-commit} Hibernate's
 * {@code @CreationTimestamp}, {@code @UpdateTimestamp} and {@code @CurrentTimestamp} alike), and the listener
 * ({@link dev.spannerkeys.hibernate.internal.timestamps.CommitTimestampIntegrator}) that, once the transaction
 * committed, sets the written attributes to its commit timestamp, in every write mode.
 *
 * <p>Depends on {@code config}, {@code mapping}, {@code mutations} and {@code schema}; the write path refers only to
 * {@link dev.spannerkeys.internal.schema.CommitTimestamps}.
 */
package dev.spannerkeys.hibernate.internal.timestamps;
