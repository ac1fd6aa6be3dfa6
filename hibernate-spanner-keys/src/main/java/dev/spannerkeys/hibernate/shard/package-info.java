/**
 * Everything about {@code @ShardId}: the generator that sets the shard before insert and adds the
 * {@code CHECK} constraint, the resolved description of a sharded key, and the read helpers
 * ({@link dev.spannerkeys.hibernate.shard.ShardKeys} for point lookups,
 * {@link dev.spannerkeys.hibernate.shard.ShardedReads} for reads across all shards).
 *
 * <p>Depends on {@code config}, {@code mapping}, the annotations, and the Hibernate-free {@code keys}
 * and {@code schema}.
 */
package dev.spannerkeys.hibernate.shard;
