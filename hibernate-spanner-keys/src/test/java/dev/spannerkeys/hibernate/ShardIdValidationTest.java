package dev.spannerkeys.hibernate;

import static dev.spannerkeys.hibernate.OfflineBootstrap.assertRejected;

import dev.spannerkeys.annotations.ShardId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import java.io.Serializable;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/** Bad {@code @ShardId} mappings fail at bootstrap with entity, attribute, problem and fix. */
class ShardIdValidationTest {

    public static class Key implements Serializable {
        Long shardId;
        Long userId;
        String note;
    }

    public static class TwoKey implements Serializable {
        Long shardId;
        Long userId;
    }

    @Entity(name = "SingleKey")
    public static class SingleKey {
        @Id @ShardId(of = {"userId"}, shards = 16) Long shardId;
        Long userId;
    }

    public static class IntegerKey implements Serializable {
        Integer shardId;
        Long userId;
    }

    @Entity(name = "IntegerShard")
    @IdClass(IntegerKey.class)
    public static class IntegerShard {
        @Id @ShardId(of = {"userId"}, shards = 16) Integer shardId;
        @Id Long userId;
    }

    @Entity(name = "UnknownSource")
    @IdClass(TwoKey.class)
    public static class UnknownSource {
        @Id @ShardId(of = {"customerId"}, shards = 16) Long shardId;
        @Id Long userId;
    }

    @Entity(name = "NonKeySource")
    @IdClass(TwoKey.class)
    public static class NonKeySource {
        @Id @ShardId(of = {"email"}, shards = 16) Long shardId;
        @Id Long userId;
        String email;
    }

    @Entity(name = "SelfSource")
    @IdClass(TwoKey.class)
    public static class SelfSource {
        @Id @ShardId(of = {"shardId"}, shards = 16) Long shardId;
        @Id Long userId;
    }

    @Entity(name = "OneShard")
    @IdClass(TwoKey.class)
    public static class OneShard {
        @Id @ShardId(of = {"userId"}, shards = 1) Long shardId;
        @Id Long userId;
    }

    @Entity(name = "TooManyShards")
    @IdClass(TwoKey.class)
    public static class TooManyShards {
        @Id @ShardId(of = {"userId"}, shards = 5000) Long shardId;
        @Id Long userId;
    }

    public static class DoubleKey implements Serializable {
        Long shardId;
        Double score;
    }

    @Entity(name = "UnsupportedType")
    @IdClass(DoubleKey.class)
    public static class UnsupportedType {
        @Id @ShardId(of = {"score"}, shards = 16) Long shardId;
        @Id Double score;
    }

    @Entity(name = "NoSources")
    @IdClass(TwoKey.class)
    public static class NoSources {
        @Id @ShardId(of = {}, shards = 16) Long shardId;
        @Id Long userId;
    }

    @Test
    void eachBadMappingIsRefusedWithItsFix() {
        assertRejected(SingleKey.class, "shardId", "needs a composite key", "@IdClass or @EmbeddedId");
        assertRejected(IntegerShard.class, "shardId", "needs a Long attribute", "declare the shard attribute as Long");
        assertRejected(UnknownSource.class, "shardId", "'customerId' does not exist", "(userId)");
        assertRejected(NonKeySource.class, "shardId", "'email' is not a key attribute", "go stale");
        assertRejected(SelfSource.class, "shardId", "names itself", "hash the other key attributes");
        assertRejected(OneShard.class, "shardId", "shards = 1", "2 to 4096");
        assertRejected(TooManyShards.class, "shardId", "shards = 5000", "2 to 4096");
        assertRejected(UnsupportedType.class, "shardId", "java.lang.Double", "time-zone-free");
        assertRejected(NoSources.class, "shardId", "names no source attribute", "userId");
    }

    @Test
    void aStockDialectIsRefused() {
        String message = OfflineBootstrap.rejection(org.hibernate.dialect.SpannerDialect.class.getName(), IntegerShardFree.class);
        org.junit.jupiter.api.Assertions.assertTrue(message.contains("remove 'hibernate.dialect'"), message);
    }

    @Entity(name = "IntegerShardFree")
    @IdClass(TwoKey.class)
    public static class IntegerShardFree {
        @Id @ShardId(of = {"userId"}, shards = 16) Long shardId;
        @Id Long userId;
    }

    @Test
    void aCorrectMappingBoots() {
        try (SessionFactory factory = OfflineBootstrap.build(SpannerKeysDialect.class.getName(), IntegerShardFree.class)) {
            org.junit.jupiter.api.Assertions.assertTrue(factory.isOpen());
        }
    }
}
