package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.UuidStorage;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.SequenceGenerator;
import java.util.UUID;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.dialect.SpannerDialect;
import org.junit.jupiter.api.Test;

/**
 * Bad mappings fail while the session factory is built, naming entity, attribute, problem and fix.
 * No database is involved: the dialect is set explicitly and JDBC metadata access is off.
 */
class BootstrapValidationTest {

    @Entity(name = "ZeroPool")
    public static class ZeroPool {
        @Id @BitReversedSequence(name = "zero_seq", poolSize = 0) Long id;
    }

    @Entity(name = "HugePool")
    public static class HugePool {
        @Id @BitReversedSequence(name = "huge_seq", poolSize = BitReversedSequence.MAX_POOL_SIZE + 1) Long id;
    }

    @Entity(name = "ZeroStart")
    public static class ZeroStart {
        @Id @BitReversedSequence(name = "zero_start_seq", startCounter = 0) Long id;
    }

    @Entity(name = "SwappedRange")
    public static class SwappedRange {
        @Id @BitReversedSequence(name = "swapped_seq", skipRangeMin = 100, skipRangeMax = 10) Long id;
    }

    @Entity(name = "HalfRange")
    public static class HalfRange {
        @Id @BitReversedSequence(name = "half_seq", skipRangeMax = 10) Long id;
    }

    @Entity(name = "NegativeRange")
    public static class NegativeRange {
        @Id @BitReversedSequence(name = "negative_seq", skipRangeMin = -10, skipRangeMax = 10) Long id;
    }

    @Entity(name = "FirstOwner")
    public static class FirstOwner {
        @Id @BitReversedSequence(name = "shared_seq", startCounter = 1) Long id;
    }

    @Entity(name = "SecondOwner")
    public static class SecondOwner {
        @Id @BitReversedSequence(name = "shared_seq", startCounter = 500) Long id;
    }

    @Entity(name = "CompatibleOwner")
    public static class CompatibleOwner {
        @Id @BitReversedSequence(name = "shared_seq", startCounter = 1) Long id;
    }

    @Entity(name = "IntegerId")
    public static class IntegerId {
        @Id @BitReversedSequence(name = "int_seq") Integer id;
    }

    @Entity(name = "InjectedName")
    public static class InjectedName {
        @Id @BitReversedSequence(name = "s`; DROP TABLE Singers") Long id;
    }

    @Entity(name = "NumericUuid")
    public static class NumericUuid {
        @Id @RandomUuid Long id;
    }

    @Entity(name = "BytesString")
    public static class BytesString {
        @Id @RandomUuid(storage = UuidStorage.BYTES16) String id;
    }

    @Entity(name = "BinaryUuidAsString")
    public static class BinaryUuidAsString {
        @Id @RandomUuid UUID id;
    }

    @Entity(name = "IdentityInteger")
    public static class IdentityInteger {
        @Id @GeneratedValue(strategy = GenerationType.IDENTITY) Integer id;
    }

    @Entity(name = "AutoInt")
    public static class AutoInt {
        @Id @GeneratedValue int id;
    }

    @Entity(name = "NamedSequenceShort")
    public static class NamedSequenceShort {
        @Id @GeneratedValue(generator = "short_gen") @SequenceGenerator(name = "short_gen", sequenceName = "short_seq")
        Short id;
    }

    /** An id every entity inherits, as in a base class for all tables. */
    @MappedSuperclass
    public abstract static class NumberedEntity {
        @Id @GeneratedValue(strategy = GenerationType.SEQUENCE) Integer id;
    }

    @Entity(name = "InheritsInteger")
    public static class InheritsInteger extends NumberedEntity {
        String name;
    }

    @Entity(name = "TableCountedInteger")
    public static class TableCountedInteger {
        @Id @GeneratedValue(strategy = GenerationType.TABLE) Integer id;
    }

    @Entity(name = "AssignedInteger")
    public static class AssignedInteger {
        @Id Integer id;
    }

    @Entity(name = "IdentityLong")
    public static class IdentityLong {
        @Id @GeneratedValue(strategy = GenerationType.IDENTITY) Long id;
    }

    @Entity(name = "StockDialect")
    public static class StockDialect {
        @Id @BitReversedSequence(name = "stock_seq") Long id;
    }

    @Test
    void poolSizeOutOfRange() {
        assertRejected(ZeroPool.class, "ZeroPool", "poolSize = 0", "Fix:");
        assertRejected(HugePool.class, "HugePool", "poolSize = 10001", "between 1 and 10000");
    }

    @Test
    void startCounterBelowOne() {
        assertRejected(ZeroStart.class, "ZeroStart", "startCounter = 0", "use startCounter >= 1");
    }

    @Test
    void brokenSkipRanges() {
        assertRejected(SwappedRange.class, "SwappedRange", "skipRangeMin = 100 is greater than skipRangeMax = 10", "swap");
        assertRejected(HalfRange.class, "HalfRange", "set both bounds", "skipRangeMax = 10");
        assertRejected(NegativeRange.class, "NegativeRange", "skipRangeMin = -10", "skipRangeMin >= 1");
    }

    @Test
    void oneSequenceNameWithTwoDifferentOptionSets() {
        String message = rejection(FirstOwner.class, SecondOwner.class);
        assertTrue(message.contains("shared_seq"), message);
        assertTrue(message.contains("FirstOwner") && message.contains("SecondOwner"), message);
        assertTrue(message.contains("startCounter=1") && message.contains("startCounter=500"), message);
        assertTrue(message.contains("Fix: give both the same options"), message);
    }

    @Test
    void oneSequenceNameWithTheSameOptionsIsShared() {
        try (SessionFactory factory = build(SpannerKeysDialect.class.getName(), FirstOwner.class, CompatibleOwner.class)) {
            assertTrue(factory.isOpen());
        }
    }

    @Test
    void nonLongIdentifiers() {
        assertRejected(IntegerId.class, "IntegerId", "needs a Long id, but the attribute is Integer", "declare the attribute as Long");
    }

    @Test
    void aSpannerIdentityOrSequenceNeedsALongToo() {
        // Left to Hibernate, every Spanner sequence and identity column is bit-reversed: the first value is 2^62.
        assertRejectedStock(IdentityInteger.class, "IdentityInteger", "@GeneratedValue(strategy = IDENTITY) makes a"
                + " Spanner identity column", "which the Integer attribute cannot hold", "declare the attribute as Long",
                "spanner.keys.generated-values' at take-over");
        assertRejectedStock(AutoInt.class, "AutoInt", "@GeneratedValue(strategy = AUTO) draws from a Spanner sequence",
                "which the int attribute cannot hold", "declare the attribute as Long (or long)");
        // Taken over (the default), Integer ids get 31-bit keys; a Short id is still too narrow.
        try (SessionFactory factory = build(SpannerKeysDialect.class.getName(), IdentityInteger.class, AutoInt.class,
                InheritsInteger.class)) {
            assertTrue(factory.isOpen());
        }
        assertRejected(NamedSequenceShort.class, "NamedSequenceShort", "strategy = AUTO) draws from a Spanner sequence",
                "the Short attribute");
    }

    @Test
    void anInheritedNarrowIdNamesTheClassThatDeclaresIt() {
        assertRejectedStock(InheritsInteger.class, "InheritsInteger", "(declared in " + NumberedEntity.class.getName()
                + ")", "strategy = SEQUENCE", "declare the attribute as Long");
    }

    private static void assertRejectedStock(Class<?> entity, String... fragments) {
        String message = OfflineBootstrap.rejection(Map.of(SpannerKeysSettings.GENERATED_VALUES, "stock"), entity);
        assertTrue(message.contains("attribute 'id'"), message);
        for (String fragment : fragments) {
            assertTrue(message.contains(fragment), "expected '" + fragment + "' in: " + message);
        }
    }

    @Test
    void narrowIdsThatSpannerDoesNotGenerateAreAccepted() {
        try (SessionFactory factory = build(SpannerKeysDialect.class.getName(), TableCountedInteger.class,
                AssignedInteger.class, IdentityLong.class)) {
            assertTrue(factory.isOpen());
        }
    }

    @Test
    void invalidSequenceNamesNeverReachDdl() {
        assertRejected(InjectedName.class, "InjectedName", "cannot name a Spanner object, even quoted", "letter");
    }

    @Test
    void uuidOnANumericId() {
        assertRejected(NumericUuid.class, "NumericUuid", "needs a String or java.util.UUID id, but the attribute is Long",
                "@BitReversedSequence");
    }

    @Test
    void bytesStorageOnAStringId() {
        assertRejected(BytesString.class, "BytesString", "storage = BYTES16", "use storage = STRING36");
    }

    @Test
    void stringStorageOnAUuidMappedToBytes() {
        assertRejected(BinaryUuidAsString.class, "BinaryUuidAsString", "maps this java.util.UUID attribute to a binary column",
                "@JdbcTypeCode(SqlTypes.CHAR)");
    }

    @Test
    void aStockDialectIsRefusedBecauseItWouldDropTheSequenceOptions() {
        String message = rootMessage(assertThrows(RuntimeException.class,
                () -> build(SpannerDialect.class.getName(), StockDialect.class).close()));
        assertTrue(message.contains("StockDialect") && message.contains("attribute 'id'"), message);
        assertTrue(message.contains("remove 'hibernate.dialect'"), message);
    }

    private static void assertRejected(Class<?> entity, String... fragments) {
        OfflineBootstrap.assertRejected(entity, "id", fragments);
    }

    private static String rejection(Class<?>... entities) {
        return OfflineBootstrap.rejection(entities);
    }

    private static SessionFactory build(String dialect, Class<?>... entities) {
        return OfflineBootstrap.build(dialect, entities);
    }

    private static String rootMessage(Throwable error) {
        return OfflineBootstrap.messages(error);
    }
}
