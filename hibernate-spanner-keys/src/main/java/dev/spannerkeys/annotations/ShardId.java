package dev.spannerkeys.annotations;

import dev.spannerkeys.hibernate.internal.shard.ShardIdGenerator;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;

/**
 * Marks the first part of a composite key as a hashed shard number, computed before insert from
 * other key attributes: {@code shardId = floorMod(FARM_FINGERPRINT(text of the sources), shards)}.
 *
 * <p>Use it for tables that must stay ordered by time (access logs, events, ledgers): a key of
 * {@code (ShardId, Timestamp, ...)} spreads new rows over {@code shards} write points while each
 * shard stays in time order. The user never sets the value; the database checks it with a
 * {@code CHECK} constraint built from the same expression, so no other writer can store a wrong
 * shard.
 *
 * <pre>{@code
 * @Entity @IdClass(AccessKey.class)
 * class UserAccessLog {
 *   @Id @ShardId(of = {"userId", "lastAccess"}, shards = 16) Long shardId;
 *   @Id @Descending Instant lastAccess;
 *   @Id Long userId;
 * }
 * }</pre>
 *
 * <p>Sources must be other key attributes of the same entity (keys cannot change, so neither can
 * the shard), of type {@code Long}, {@code Integer}, {@code String}, {@code Instant},
 * {@code OffsetDateTime}, {@code ZonedDateTime}, {@code LocalDateTime}, {@code LocalDate},
 * {@code UUID} or {@code Boolean}. {@code dev.spannerkeys.hibernate.shard.ShardKeys} computes the
 * shard for a lookup by full key.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
@IdGeneratorType(ShardIdGenerator.class)
public @interface ShardId {

    /** The names of the key attributes the shard is computed from, in order. */
    String[] of();

    /**
     * The number of shards, 2 to 4096. More shards spread writes over more splits; every read
     * across shards (such as "newest rows") has to visit each of them. A few times the number of
     * nodes is a good start.
     */
    int shards();
}
