package dev.spannerkeys.hibernate.shard;

import dev.spannerkeys.annotations.ShardId;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;

/**
 * Computes the shard of a {@link ShardId} entity from its source values, so a lookup by full key
 * goes to one shard instead of scanning all of them:
 *
 * <pre>{@code
 * long shard = ShardKeys.shardOf(UserAccessLog.class, userId, lastAccess);
 * UserAccessLog log = em.find(UserAccessLog.class, new AccessKey(shard, lastAccess, userId));
 * }</pre>
 *
 * <p>Values are given in the order of {@code @ShardId(of = ...)}. A {@code LocalDateTime} is taken
 * in the JVM's default time zone, as Hibernate writes it unless {@code hibernate.jdbc.time_zone} is
 * set; with that property set, pass the corresponding {@code Instant} instead.
 */
public final class ShardKeys {

    private ShardKeys() {
    }

    /**
     * The shard of an entity of {@code type} whose source attributes hold {@code sourceValues}.
     *
     * @throws IllegalArgumentException if {@code type} has no {@code @ShardId}, or the values do not
     *     match its sources
     */
    public static long shardOf(Class<?> type, Object... sourceValues) {
        ShardedEntity entity = ShardedEntity.of(type);
        Object[] values = new Object[sourceValues.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = normalized(sourceValues[i]);
        }
        return entity.function().shardOf(values);
    }

    private static Object normalized(Object value) {
        if (value instanceof OffsetDateTime offset) {
            return offset.toInstant();
        }
        if (value instanceof ZonedDateTime zoned) {
            return zoned.toInstant();
        }
        if (value instanceof LocalDateTime local) {
            return local.atZone(ZoneId.systemDefault()).toInstant();
        }
        return value;
    }
}
