package dev.spannerkeys.hibernate.shard;

import dev.spannerkeys.hibernate.internal.shard.ShardedKey;
import dev.spannerkeys.annotations.ShardId;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/**
 * Computes the shard of a {@link ShardId} entity from its source values, so a lookup by full key
 * goes to one shard instead of scanning all of them:
 *
 * <pre>{@code
 * long shard = ShardKeys.shardOf(entityManager, UserAccessLog.class, userId, lastAccess);
 * UserAccessLog log = entityManager.find(UserAccessLog.class, new AccessKey(shard, lastAccess, userId));
 * }</pre>
 *
 * <p>Values are given in the order of {@code @ShardId(of = ...)}. The shard is computed by the very
 * description of the key the generator writes with, which the persistence unit resolved from its
 * mapping at bootstrap: the same source attributes (declared on fields or getters, in an
 * {@code @IdClass} or an {@code @EmbeddedId}), the same encoding of each (a {@code java.util.UUID}
 * as text or bytes as Hibernate binds its column), a {@code LocalDateTime} taken in the same time
 * zone ({@code hibernate.jdbc.time_zone}, else the JVM's).
 */
public final class ShardKeys {

    private ShardKeys() {
    }

    /**
     * The shard of an entity of {@code type} whose source attributes hold {@code sourceValues}.
     *
     * @param entityManager any entity manager of the persistence unit (a Hibernate session works too)
     * @throws IllegalArgumentException if {@code type} is not an entity with a {@code @ShardId}, or
     *     the values do not match its sources
     */
    public static long shardOf(EntityManager entityManager, Class<?> type, Object... sourceValues) {
        return shardOf(entityManager.getEntityManagerFactory(), type, sourceValues);
    }

    /**
     * The shard of an entity of {@code type} whose source attributes hold {@code sourceValues}.
     *
     * @param factory the persistence unit (a Hibernate {@code SessionFactory} works too)
     * @throws IllegalArgumentException if {@code type} is not an entity with a {@code @ShardId}, or
     *     the values do not match its sources
     */
    public static long shardOf(EntityManagerFactory factory, Class<?> type, Object... sourceValues) {
        ShardedKey key = ShardedKey.of(factory, type);
        return key.shardOfValues(sourceValues,
                factory.unwrap(SessionFactoryImplementor.class).getSessionFactoryOptions().getJdbcTimeZone());
    }
}
