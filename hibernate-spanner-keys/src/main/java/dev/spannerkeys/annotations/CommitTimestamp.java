package dev.spannerkeys.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Fills a timestamp attribute with the time Spanner commits the transaction that writes the row:
 * the column is created as {@code TIMESTAMP OPTIONS (allow_commit_timestamp = true)} (PostgreSQL
 * dialect: {@code spanner.commit_timestamp}), and every write of it, in every write mode
 * ({@code spanner.keys.write-mode}), carries the pending commit timestamp: a mutation writes
 * {@code Value.COMMIT_TIMESTAMP}, a DML statement {@code PENDING_COMMIT_TIMESTAMP()} (PostgreSQL:
 * {@code spanner.pending_commit_timestamp()}). After the commit the attribute holds the transaction's
 * commit timestamp. Until then Spanner refuses to read the column in the transaction that wrote it (its
 * other columns can be read): a query that selects it fails with
 * {@code dev.spannerkeys.hibernate.errors.PendingCommitTimestampReadException}, naming the attribute.
 *
 * <pre>{@code
 * @CommitTimestamp
 * Instant updatedAt;                                   // set on insert and on every update
 *
 * @CommitTimestamp(on = CommitTimestamp.On.INSERT)
 * OffsetDateTime createdAt;                            // set once, on insert
 * }</pre>
 *
 * <p>Use it for "last modified" and "created" columns: the value is the transaction's true commit
 * time, ordered like the commits, and costs nothing extra. Allowed on {@code java.time.Instant},
 * {@code java.time.OffsetDateTime}, {@code java.time.LocalDateTime} and {@code java.sql.Timestamp}
 * attributes that are not part of the primary key (a key part must be known when the entity is
 * persisted; the bootstrap error says what to do instead).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
public @interface CommitTimestamp {

    /** Which writes set the commit timestamp; default: inserts and updates. */
    On on() default On.INSERT_AND_UPDATE;

    /** The writes that set the commit timestamp. */
    enum On {
        /** Inserts only: a creation time. Updates leave the column as it is. */
        INSERT,
        /** Updates only: the column stays NULL until the row's first update. */
        UPDATE,
        /** Inserts and every update: a last-modified time. */
        INSERT_AND_UPDATE
    }
}
