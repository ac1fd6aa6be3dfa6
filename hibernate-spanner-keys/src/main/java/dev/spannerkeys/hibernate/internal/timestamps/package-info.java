/**
 * Spanner's commit timestamps from JPA: {@link dev.spannerkeys.annotations.CommitTimestamp} bound into
 * Hibernate's mapping ({@link dev.spannerkeys.hibernate.internal.timestamps.CommitTimestampBinding}: the column's
 * write becomes the pending commit timestamp, so DML writes it and the mutation write path turns it
 * into {@code Value.COMMIT_TIMESTAMP}), and the guard that refuses such a write made as DML
 * ({@link dev.spannerkeys.hibernate.internal.timestamps.CommitTimestampIntegrator}).
 *
 * <p>Depends on {@code config}, {@code mapping} and {@code schema}; the write path refers only to
 * {@link dev.spannerkeys.internal.schema.CommitTimestamps}.
 */
package dev.spannerkeys.hibernate.internal.timestamps;
