/**
 * Everything about {@code @ShardId}: the generator that sets the shard before insert and adds the
 * {@code CHECK} constraint, the one description of a sharded key it resolves from Hibernate's mapping
 * at bootstrap, and the read helpers ({@link dev.spannerkeys.hibernate.shard.ShardKeys} for point
 * lookups, {@link dev.spannerkeys.hibernate.shard.ShardedReads} for reads across all shards), which
 * obtain that description from the persistence unit's session factory, so a read computes the shard
 * that was written. No state is kept outside the session factory.
 *
 * <p>Depends on {@code config}, {@code mapping}, the annotations, and the Hibernate-free {@code keys}
 * and {@code schema}.
 */
package dev.spannerkeys.hibernate.shard;
