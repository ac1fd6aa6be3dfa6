package dev.spannerkeys.hibernate.misuse;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.annotations.UuidStorage;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Objects;
import java.util.UUID;

/** Bad key-generator mappings for {@link MisuseCatalogTest}: one small entity (or set) per misuse. */
final class KeyMisuses {

    private KeyMisuses() {
    }

    // ---- @BitReversedSequence options ----

    @Entity(name = "BrsZeroPool")
    public static class BrsZeroPool {
        @Id @BitReversedSequence(name = "zero_pool_seq", poolSize = 0) Long id;
    }

    @Entity(name = "BrsNegativePool")
    public static class BrsNegativePool {
        @Id @BitReversedSequence(name = "negative_pool_seq", poolSize = -5) Long id;
    }

    @Entity(name = "BrsHugePool")
    public static class BrsHugePool {
        @Id @BitReversedSequence(name = "huge_pool_seq", poolSize = BitReversedSequence.MAX_POOL_SIZE + 1) Long id;
    }

    @Entity(name = "BrsMaxIntPool")
    public static class BrsMaxIntPool {
        @Id @BitReversedSequence(name = "max_int_pool_seq", poolSize = Integer.MAX_VALUE) Long id;
    }

    @Entity(name = "BrsZeroStart")
    public static class BrsZeroStart {
        @Id @BitReversedSequence(name = "zero_start_seq", startCounter = 0) Long id;
    }

    @Entity(name = "BrsNegativeStart")
    public static class BrsNegativeStart {
        @Id @BitReversedSequence(name = "negative_start_seq", startCounter = -1) Long id;
    }

    @Entity(name = "BrsSwappedRange")
    public static class BrsSwappedRange {
        @Id @BitReversedSequence(name = "swapped_range_seq", skipRangeMin = 100, skipRangeMax = 10) Long id;
    }

    @Entity(name = "BrsOnlyMax")
    public static class BrsOnlyMax {
        @Id @BitReversedSequence(name = "only_max_seq", skipRangeMax = 10) Long id;
    }

    @Entity(name = "BrsOnlyMin")
    public static class BrsOnlyMin {
        @Id @BitReversedSequence(name = "only_min_seq", skipRangeMin = 10) Long id;
    }

    @Entity(name = "BrsNegativeRange")
    public static class BrsNegativeRange {
        @Id @BitReversedSequence(name = "negative_range_seq", skipRangeMin = -10, skipRangeMax = 10) Long id;
    }

    // ---- @BitReversedSequence id types ----

    @Entity(name = "BrsInteger")
    public static class BrsInteger {
        @Id @BitReversedSequence(name = "integer_seq") Integer id;
    }

    @Entity(name = "BrsPrimitiveInt")
    public static class BrsPrimitiveInt {
        @Id @BitReversedSequence(name = "primitive_int_seq") int id;
    }

    @Entity(name = "BrsShort")
    public static class BrsShort {
        @Id @BitReversedSequence(name = "short_seq") Short id;
    }

    @Entity(name = "BrsString")
    public static class BrsString {
        @Id @BitReversedSequence(name = "string_seq") String id;
    }

    @Entity(name = "BrsUuid")
    public static class BrsUuid {
        @Id @BitReversedSequence(name = "uuid_seq") UUID id;
    }

    @Entity(name = "BrsBigDecimal")
    public static class BrsBigDecimal {
        @Id @BitReversedSequence(name = "big_decimal_seq") BigDecimal id;
    }

    @Entity(name = "BrsBigInteger")
    public static class BrsBigInteger {
        @Id @BitReversedSequence(name = "big_integer_seq") BigInteger id;
    }

    // ---- @BitReversedSequence names ----

    @Entity(name = "BrsEmptyName")
    public static class BrsEmptyName {
        @Id @BitReversedSequence(name = "") Long id;
    }

    @Entity(name = "BrsQuotedName")
    public static class BrsQuotedName {
        @Id @BitReversedSequence(name = "s` OPTIONS (x = 1) --") Long id;
    }

    @Entity(name = "BrsDigitName")
    public static class BrsDigitName {
        @Id @BitReversedSequence(name = "1seq") Long id;
    }

    @Entity(name = "BrsLongName")
    public static class BrsLongName {
        @Id @BitReversedSequence(name = "s12345678901234567890123456789012345678901234567890123456789012345678901234567890"
                + "123456789012345678901234567890123456789012345678") Long id;
    }

    // ---- misplaced or doubled generators ----

    @Entity(name = "BrsOnColumn")
    public static class BrsOnColumn {
        @Id Long id;
        @BitReversedSequence(name = "on_column_seq") Long number;
    }

    @Entity(name = "UuidOnColumn")
    public static class UuidOnColumn {
        @Id Long id;
        @RandomUuid String token;
    }

    @Entity(name = "BrsWithGeneratedValue")
    public static class BrsWithGeneratedValue {
        @Id @GeneratedValue @BitReversedSequence(name = "with_generated_seq") Long id;
    }

    @Entity(name = "BrsWithSequenceStrategy")
    public static class BrsWithSequenceStrategy {
        @Id @GeneratedValue(strategy = GenerationType.SEQUENCE) @BitReversedSequence(name = "with_sequence_seq") Long id;
    }

    @Entity(name = "UuidWithGeneratedValue")
    public static class UuidWithGeneratedValue {
        @Id @GeneratedValue @RandomUuid String id;
    }

    @Entity(name = "UuidWithUuidStrategy")
    public static class UuidWithUuidStrategy {
        @Id @GeneratedValue(strategy = GenerationType.UUID) @RandomUuid String id;
    }

    @Entity(name = "StockGeneratorOwner")
    public static class StockGeneratorOwner {
        @Id @GeneratedValue(generator = "clash") @SequenceGenerator(name = "clash", sequenceName = "clash_seq") Long id;
    }

    @Entity(name = "BitReversedClash")
    public static class BitReversedClash {
        @Id @BitReversedSequence(name = "clash_seq") Long id;
    }

    // ---- two owners of one sequence ----

    @Entity(name = "FirstSequenceOwner")
    public static class FirstSequenceOwner {
        @Id @BitReversedSequence(name = "owned_seq", startCounter = 1) Long id;
    }

    @Entity(name = "SecondSequenceOwner")
    public static class SecondSequenceOwner {
        @Id @BitReversedSequence(name = "owned_seq", startCounter = 500) Long id;
    }

    @Entity(name = "PoolSizeOwner")
    public static class PoolSizeOwner {
        @Id @BitReversedSequence(name = "owned_seq", startCounter = 1, skipRangeMin = 1, skipRangeMax = 1000) Long id;
    }

    @Entity(name = "LowerCaseSequence")
    public static class LowerCaseSequence {
        @Id @BitReversedSequence(name = "case_seq", startCounter = 1) Long id;
    }

    @Entity(name = "UpperCaseSequence")
    public static class UpperCaseSequence {
        @Id @BitReversedSequence(name = "CASE_SEQ", startCounter = 7) Long id;
    }

    @Entity(name = "SequenceLikeTable")
    @Table(name = "Ledger")
    public static class SequenceLikeTable {
        @Id @BitReversedSequence(name = "Ledger") Long id;
    }

    // ---- @RandomUuid types ----

    @Entity(name = "UuidOnLong")
    public static class UuidOnLong {
        @Id @RandomUuid Long id;
    }

    @Entity(name = "UuidOnInteger")
    public static class UuidOnInteger {
        @Id @RandomUuid Integer id;
    }

    @Entity(name = "UuidOnBytes")
    public static class UuidOnBytes {
        @Id @RandomUuid byte[] id;
    }

    @Entity(name = "UuidBytesOnString")
    public static class UuidBytesOnString {
        @Id @RandomUuid(storage = UuidStorage.BYTES16) String id;
    }

    @Entity(name = "UuidStringOnBinary")
    public static class UuidStringOnBinary {
        @Id @RandomUuid UUID id;
    }

    // ---- stock generators with narrow ids ----

    @Entity(name = "IdentityInteger")
    public static class IdentityInteger {
        @Id @GeneratedValue(strategy = GenerationType.IDENTITY) Integer id;
    }

    @Entity(name = "IdentityPrimitiveInt")
    public static class IdentityPrimitiveInt {
        @Id @GeneratedValue(strategy = GenerationType.IDENTITY) int id;
    }

    @Entity(name = "AutoInt")
    public static class AutoInt {
        @Id @GeneratedValue int id;
    }

    @Entity(name = "SequenceInteger")
    public static class SequenceInteger {
        @Id @GeneratedValue(strategy = GenerationType.SEQUENCE) Integer id;
    }

    @Entity(name = "NamedSequenceShort")
    public static class NamedSequenceShort {
        @Id @GeneratedValue(generator = "short_gen") @SequenceGenerator(name = "short_gen", sequenceName = "short_gen_seq")
        Short id;
    }

    /** An id every entity inherits. */
    @MappedSuperclass
    public abstract static class NumberedBase {
        @Id @GeneratedValue(strategy = GenerationType.SEQUENCE) Integer id;
    }

    @Entity(name = "InheritsNarrowId")
    public static class InheritsNarrowId extends NumberedBase {
        String name;
    }

    // ---- @ShardId ----

    public static class UserKey implements Serializable {
        Long shardId;
        Long userId;

        @Override
        public boolean equals(Object other) {
            return other instanceof UserKey that && Objects.equals(shardId, that.shardId)
                    && Objects.equals(userId, that.userId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardId, userId);
        }
    }

    public static class TwoShardKey implements Serializable {
        Long shardId;
        Long userId;
        Long bucket;

        @Override
        public boolean equals(Object other) {
            return other instanceof TwoShardKey that && Objects.equals(shardId, that.shardId)
                    && Objects.equals(userId, that.userId) && Objects.equals(bucket, that.bucket);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardId, userId, bucket);
        }
    }

    @Entity(name = "ShardSingleKey")
    public static class ShardSingleKey {
        @Id @ShardId(of = {"userId"}, shards = 16) Long shardId;
        Long userId;
    }

    public static class IntShardKey implements Serializable {
        Integer shardId;
        Long userId;

        @Override
        public boolean equals(Object other) {
            return other instanceof IntShardKey that && Objects.equals(shardId, that.shardId)
                    && Objects.equals(userId, that.userId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardId, userId);
        }
    }

    @Entity(name = "ShardInteger")
    @IdClass(IntShardKey.class)
    public static class ShardInteger {
        @Id @ShardId(of = {"userId"}, shards = 16) Integer shardId;
        @Id Long userId;
    }

    @Entity(name = "ShardUnknownSource")
    @IdClass(UserKey.class)
    public static class ShardUnknownSource {
        @Id @ShardId(of = {"customerId"}, shards = 16) Long shardId;
        @Id Long userId;
    }

    @Entity(name = "ShardNonKeySource")
    @IdClass(UserKey.class)
    public static class ShardNonKeySource {
        @Id @ShardId(of = {"email"}, shards = 16) Long shardId;
        @Id Long userId;
        String email;
    }

    @Entity(name = "ShardSelfSource")
    @IdClass(UserKey.class)
    public static class ShardSelfSource {
        @Id @ShardId(of = {"shardId"}, shards = 16) Long shardId;
        @Id Long userId;
    }

    @Entity(name = "ShardNoSources")
    @IdClass(UserKey.class)
    public static class ShardNoSources {
        @Id @ShardId(of = {}, shards = 16) Long shardId;
        @Id Long userId;
    }

    @Entity(name = "ShardRepeatedSource")
    @IdClass(UserKey.class)
    public static class ShardRepeatedSource {
        @Id @ShardId(of = {"userId", "userId"}, shards = 16) Long shardId;
        @Id Long userId;
    }

    @Entity(name = "ShardOne")
    @IdClass(UserKey.class)
    public static class ShardOne {
        @Id @ShardId(of = {"userId"}, shards = 1) Long shardId;
        @Id Long userId;
    }

    @Entity(name = "ShardZero")
    @IdClass(UserKey.class)
    public static class ShardZero {
        @Id @ShardId(of = {"userId"}, shards = 0) Long shardId;
        @Id Long userId;
    }

    @Entity(name = "ShardNegative")
    @IdClass(UserKey.class)
    public static class ShardNegative {
        @Id @ShardId(of = {"userId"}, shards = -4) Long shardId;
        @Id Long userId;
    }

    @Entity(name = "ShardTooMany")
    @IdClass(UserKey.class)
    public static class ShardTooMany {
        @Id @ShardId(of = {"userId"}, shards = 4097) Long shardId;
        @Id Long userId;
    }

    @Entity(name = "ShardMaxInt")
    @IdClass(UserKey.class)
    public static class ShardMaxInt {
        @Id @ShardId(of = {"userId"}, shards = Integer.MAX_VALUE) Long shardId;
        @Id Long userId;
    }

    public static class ShardAndScoreKey implements Serializable {
        Long shardId;
        Double score;

        @Override
        public boolean equals(Object other) {
            return other instanceof ShardAndScoreKey that && Objects.equals(shardId, that.shardId)
                    && Objects.equals(score, that.score);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardId, score);
        }
    }

    @Entity(name = "ShardDoubleSource")
    @IdClass(ShardAndScoreKey.class)
    public static class ShardDoubleSource {
        @Id @ShardId(of = {"score"}, shards = 16) Long shardId;
        @Id Double score;
    }

    public static class ShardAndAmountKey implements Serializable {
        Long shardId;
        BigDecimal amount;

        @Override
        public boolean equals(Object other) {
            return other instanceof ShardAndAmountKey that && Objects.equals(shardId, that.shardId)
                    && Objects.equals(amount, that.amount);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardId, amount);
        }
    }

    @Entity(name = "ShardBigDecimalSource")
    @IdClass(ShardAndAmountKey.class)
    public static class ShardBigDecimalSource {
        @Id @ShardId(of = {"amount"}, shards = 16) Long shardId;
        @Id BigDecimal amount;
    }

    public static class ShardAndRatioKey implements Serializable {
        Long shardId;
        Float ratio;

        @Override
        public boolean equals(Object other) {
            return other instanceof ShardAndRatioKey that && Objects.equals(shardId, that.shardId)
                    && Objects.equals(ratio, that.ratio);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardId, ratio);
        }
    }

    @Entity(name = "ShardFloatSource")
    @IdClass(ShardAndRatioKey.class)
    public static class ShardFloatSource {
        @Id @ShardId(of = {"ratio"}, shards = 16) Long shardId;
        @Id Float ratio;
    }

    @Entity(name = "TwoShardIds")
    @IdClass(TwoShardKey.class)
    public static class TwoShardIds {
        @Id @ShardId(of = {"userId"}, shards = 16) Long shardId;
        @Id Long userId;
        @Id @ShardId(of = {"userId"}, shards = 8) Long bucket;
    }

    @Entity(name = "ShardOnColumn")
    @IdClass(UserKey.class)
    public static class ShardOnColumn {
        @Id Long shardId;
        @Id Long userId;
        @ShardId(of = {"userId"}, shards = 16) Long bucket;
    }

    @Entity(name = "ShardWithGeneratedValue")
    @IdClass(UserKey.class)
    public static class ShardWithGeneratedValue {
        @Id @GeneratedValue @ShardId(of = {"userId"}, shards = 16) Long shardId;
        @Id Long userId;
    }


    // ---- two generators on one attribute ----

    @Entity(name = "BrsWithRandomUuid")
    public static class BrsWithRandomUuid {
        @Id @BitReversedSequence(name = "doubled_seq") @RandomUuid Long id;
    }

    @Entity(name = "UuidWithUuidGenerator")
    public static class UuidWithUuidGenerator {
        @Id @RandomUuid @org.hibernate.annotations.UuidGenerator String id;
    }
}
