package dev.spannerkeys.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Fills a timestamp attribute with the time Spanner commits the transaction that writes the row:
 * the column is created as {@code TIMESTAMP OPTIONS (allow_commit_timestamp = true)} (PostgreSQL
 * dialect: {@code spanner.commit_timestamp}),
 * and a mutation writes {@code Value.COMMIT_TIMESTAMP}. It needs a mutation write mode
 * ({@code spanner.keys.write-mode = mutations-at-commit} or {@code mutations-always}): the entity is
 * written by the commit flush as a mutation; a write of it as DML (an explicit flush before the commit)
 * fails the transaction. The attribute is not changed by the commit: read the row again to see the
 * commit timestamp the database stored.
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
