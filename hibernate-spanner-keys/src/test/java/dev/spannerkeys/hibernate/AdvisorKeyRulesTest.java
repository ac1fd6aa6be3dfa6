package dev.spannerkeys.hibernate;

import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import static dev.spannerkeys.hibernate.AdvisorFixtures.assertNone;
import static dev.spannerkeys.hibernate.AdvisorFixtures.assertOne;
import static dev.spannerkeys.hibernate.AdvisorFixtures.report;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.ShardId;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Objects;
import java.util.UUID;
import org.hibernate.annotations.ColumnDefault;
import org.hibernate.annotations.CreationTimestamp;
import org.hibernate.annotations.UuidGenerator;
import org.junit.jupiter.api.Test;

/**
 * The first-key-part rules, each with an entity that triggers it and a corrected one that does not:
 * counters, time-ordered UUIDs, timestamps and creation timestamps, and the informational note on
 * stock sequences.
 */
class AdvisorKeyRulesTest {

    @Entity(name = "TableCounted")
    public static class TableCounted {
        @Id @GeneratedValue(strategy = GenerationType.TABLE) Long id;          // bad
    }

    @Entity(name = "StockSequence")
    public static class StockSequence {
        @Id @GeneratedValue(strategy = GenerationType.SEQUENCE) Long id;       // info
    }

    @Entity(name = "BitReversed")
    public static class BitReversed {
        @Id @BitReversedSequence(name = "order_seq") Long id;                  // good (or @RandomUuid)
    }

    @Entity(name = "TimeOrdered")
    public static class TimeOrdered {
        @Id @UuidGenerator(style = UuidGenerator.Style.VERSION_7) UUID id;     // bad
    }

    @Entity(name = "RandomOrdered")
    public static class RandomOrdered {
        @Id @UuidGenerator(style = UuidGenerator.Style.RANDOM) UUID id;
    }

    @Entity(name = "DailyTotal")
    public static class DailyTotal {
        @Id LocalDate day;                                                     // bad
        Long total;
    }

    public static class VisitKey implements Serializable {
        Long userId;
        Instant visitedAt;

        @Override
        public boolean equals(Object other) {
            return other instanceof VisitKey key && Objects.equals(userId, key.userId)
                    && Objects.equals(visitedAt, key.visitedAt);
        }

        @Override
        public int hashCode() {
            return Objects.hash(userId, visitedAt);
        }
    }

    /** The seeds' fix: the user first, the timestamp second. */
    @Entity(name = "UserVisit")
    @IdClass(VisitKey.class)
    public static class UserVisit {
        @Id Long userId;                          // good: a well-spread part first (@IdClass)
        @Id Instant visitedAt;
    }

    public static class ShardedVisitKey implements Serializable {
        Long shardId;
        Long userId;
        Instant visitedAt;

        @Override
        public boolean equals(Object other) {
            return other instanceof ShardedVisitKey key && Objects.equals(shardId, key.shardId)
                    && Objects.equals(userId, key.userId) && Objects.equals(visitedAt, key.visitedAt);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardId, userId, visitedAt);
        }
    }

    /** The other fix: a hashed shard of the user and the time first. */
    @Entity(name = "ShardedVisit")
    @IdClass(ShardedVisitKey.class)
    public static class ShardedVisit {
        @Id @ShardId(of = {"userId", "visitedAt"}, shards = 16) Long shardId;  // good: a hashed shard first
        @Id Long userId;
        @Id Instant visitedAt;
    }

    /** Hibernate refuses @CreationTimestamp on an @Id; a database default is how a key gets the insert time. */
    @Entity(name = "CreatedEvent")
    public static class CreatedEvent {
        @Id @ColumnDefault("CURRENT_TIMESTAMP()") Instant createdAt;           // bad
    }

    public static class EventKey implements Serializable {
        Long shardId;
        Instant createdAt;
        String source;

        @Override
        public boolean equals(Object other) {
            return other instanceof EventKey key && Objects.equals(shardId, key.shardId)
                    && Objects.equals(createdAt, key.createdAt) && Objects.equals(source, key.source);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardId, createdAt, source);
        }
    }

    /** The creation time behind a shard. */
    @Entity(name = "ShardedEvent")
    @IdClass(EventKey.class)
    public static class ShardedEvent {
        @Id @ShardId(of = {"source", "createdAt"}, shards = 16) Long shardId;  // good: shard first,
        @Id Instant createdAt;                                                 //   time second
        @Id String source;
        @CreationTimestamp Instant storedAt;
    }

    /** The report with Hibernate's own generators left in place. */
    private static AdvisorReport stock(Class<?>... entities) {
        return OfflineSchemaTool.forClasses(entities).dialects(SqlDialect.GOOGLE_STANDARD_SQL)
                .property(SpannerKeysSettings.GENERATED_VALUES, "stock").run().report();
    }

    @Test
    void tableCounterKeyIsSequential() {
        // Taken over by default: the key draws from a pooled bit-reversed sequence.
        assertNone(report(TableCounted.class), "sequential-key");
        Finding finding = assertOne(stock(TableCounted.class), "sequential-key", "Entity '"
                + TableCounted.class.getName() + "'", "attribute 'id'", "@GeneratedValue(strategy = TABLE)",
                "@BitReversedSequence(name = \"tablecounted_seq\")");
        assertEquals(Severity.ERROR, finding.severity());
        assertNone(report(BitReversed.class), "sequential-key");
    }

    @Test
    void stockSequenceIsBitReversedButNoted() {
        assertNone(report(StockSequence.class), "stock-sequence-key");
        AdvisorReport report = stock(StockSequence.class);
        assertNone(report, "sequential-key");
        Finding finding = assertOne(report, "stock-sequence-key", "no hotspot", "round trip", "@BitReversedSequence");
        assertEquals(Severity.INFO, finding.severity());
        assertNone(report(BitReversed.class), "stock-sequence-key");
    }

    @Test
    void timeOrderedUuidKey() {
        assertOne(report(TimeOrdered.class), "time-ordered-uuid-key", "VERSION_7", "@RandomUuid");
        assertNone(report(RandomOrdered.class), "time-ordered-uuid-key");
        assertNone(report(RandomUuidKeyed.class), "time-ordered-uuid-key");
    }

    @Test
    void dateFirstKeyPart() {
        assertOne(report(DailyTotal.class), "timestamp-key", "attribute 'day'", "DATE column", "@ShardId");
        AdvisorReport corrected = report(UserVisit.class);
        assertNone(corrected, "timestamp-key");
        assertEquals(0, corrected.findings().size(), corrected.toText());
        AdvisorReport sharded = report(ShardedVisit.class);
        assertEquals(0, sharded.findings().size(), sharded.toText());
    }

    @Test
    void creationTimestampFirstKeyPart() {
        AdvisorReport report = report(CreatedEvent.class);
        assertOne(report, "creation-timestamp-key", "attribute 'createdAt'", "CURRENT_TIMESTAMP()");
        assertNone(report, "timestamp-key");
        AdvisorReport corrected = report(ShardedEvent.class);
        assertNone(corrected, "creation-timestamp-key");
        assertEquals(0, corrected.findings().size(), corrected.toText());
    }

    @Test
    void randomUuidKeyHasNoFinding() {
        AdvisorReport report = report(RandomUuidGeneratorTest.Concert.class, RandomUuidGeneratorTest.Ticket.class,
                RandomUuidGeneratorTest.Badge.class);
        assertEquals(0, report.findings().size(), report.toText());
        assertNone(report(RandomUuidKeyed.class), "uuid-string-length");
    }

    @Entity(name = "RandomUuidKeyed")
    public static class RandomUuidKeyed {
        @Id @RandomUuid String id;                                             // good: random version 4, STRING(36)
    }

    /** A counter in a named schema, as a service that owns the schema maps it. */
    @Entity(name = "SalesCounted")
    @Table(name = "Receipts", schema = "sales")
    public static class SalesCounted {
        @Id @GeneratedValue(strategy = GenerationType.TABLE) Long id;          // bad
    }

    @Entity(name = "SalesDailyTotal")
    @Table(name = "DailyTotals", schema = "sales")
    public static class SalesDailyTotal {
        @Id LocalDate day;                                                     // bad
        Long total;
    }

    @Test
    void findingsNameATableInANamedSchemaByItsQualifiedName() {
        for (SqlDialect dialect : SqlDialect.values()) {
            Finding date = assertOne(report(dialect, SalesDailyTotal.class), "timestamp-key", "Entity '"
                    + SalesDailyTotal.class.getName() + "' (table sales.DailyTotals), attribute 'day'", "@ShardId");
            assertEquals("sales.DailyTotals", date.location().table());
            AdvisorReport counted = OfflineSchemaTool.forClasses(SalesCounted.class).dialects(dialect)
                    .property(SpannerKeysSettings.GENERATED_VALUES, "stock").run().report();
            assertOne(counted, "sequential-key", "(table sales.Receipts), attribute 'id'",
                    "@GeneratedValue(strategy = TABLE)");
        }
        // A table of the same name in the default schema is named as before.
        assertOne(report(DailyTotal.class), "timestamp-key", "(table DailyTotal)");
    }
}
