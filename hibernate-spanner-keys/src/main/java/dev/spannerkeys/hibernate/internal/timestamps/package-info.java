/**
 * Spanner's commit timestamps from JPA: {@link dev.spannerkeys.annotations.CommitTimestamp} bound into
 * Hibernate's mapping ({@link dev.spannerkeys.hibernate.internal.timestamps.CommitTimestampBinding}: the column's
 * write becomes the pending commit timestamp, so DML writes it and the mutation write path turns it
 * into {@code Value.COMMIT_TIMESTAMP}; with {@code spanner.keys.hibernate-timestamps-from-commit} Hibernate's
 * {@code @CreationTimestamp}, {@code @UpdateTimestamp} and {@code @CurrentTimestamp} alike), and the listener
 * ({@link dev.spannerkeys.hibernate.internal.timestamps.CommitTimestampIntegrator}) that refuses such a write made as
 * DML and, once the transaction committed, sets the written attributes to its commit timestamp.
 *
 * <p>Depends on {@code config}, {@code mapping} and {@code schema}; the write path refers only to
 * {@link dev.spannerkeys.internal.schema.CommitTimestamps}.
 */
package dev.spannerkeys.hibernate.internal.timestamps;
