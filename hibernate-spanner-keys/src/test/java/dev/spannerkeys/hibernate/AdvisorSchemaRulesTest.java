package dev.spannerkeys.hibernate;

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
import dev.spannerkeys.annotations.Descending;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.internal.schema.SqlDialect;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Lob;
import jakarta.persistence.NamedQuery;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;
import org.hibernate.annotations.UpdateTimestamp;
import org.junit.jupiter.api.Test;

/**
 * The schema rules beyond the first key part, each with an entity that triggers it and a corrected
 * one: monotonic indexes, children that are not interleaved, newest-first reads of ascending keys,
 * UUID string lengths, large columns in interleaved children and shard counts.
 */
class AdvisorSchemaRulesTest {

    @Entity(name = "Member")
    @SpannerIndex(name = "MembersByLastSeen", columns = "lastSeen")        // bad (lastSeen is @UpdateTimestamp)
    public static class Member {
        @Id @BitReversedSequence(name = "member_seq") Long id;
        @UpdateTimestamp Instant lastSeen;
    }

    /** The index interleaved in the member's own rows: each member has its own range. */
    @Entity(name = "TidyMember")
    @SpannerIndex(name = "TidyMembersByLastSeen", columns = {"id", "lastSeen"}, interleaveIn = TidyMember.class)  // good
    public static class TidyMember {
        @Id @BitReversedSequence(name = "tidy_member_seq") Long id;
        @UpdateTimestamp Instant lastSeen;
    }

    @Entity(name = "Author")
    public static class Author {
        @Id @BitReversedSequence(name = "author_seq") Long authorId;
        String name;
    }

    public static class BookKey implements Serializable {
        Long authorId;
        Long bookId;

        @Override
        public boolean equals(Object other) {
            return other instanceof BookKey key && Objects.equals(authorId, key.authorId)
                    && Objects.equals(bookId, key.bookId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(authorId, bookId);
        }
    }

    @Entity(name = "LooseBook")
    @IdClass(BookKey.class)
    public static class LooseBook {                                        // bad
        @Id Long authorId;
        @Id @BitReversedSequence(name = "loose_book_seq") Long bookId;
    }

    @Entity(name = "Book")
    @IdClass(BookKey.class)
    @Interleaved(in = Author.class, onDeleteCascade = true)
    public static class Book {                                             // good
        @Id Long authorId;
        @Id @BitReversedSequence(name = "book_seq") Long bookId;
        String title;
    }

    @Entity(name = "Manuscript")
    @IdClass(BookKey.class)
    @Interleaved(in = Author.class, onDeleteCascade = true)
    public static class Manuscript {
        @Id Long authorId;
        @Id @BitReversedSequence(name = "manuscript_seq") Long bookId;
        @Lob String text;                                                  // info
    }

    public static class ReadingKey implements Serializable {
        Long readerId;
        Instant readAt;

        @Override
        public boolean equals(Object other) {
            return other instanceof ReadingKey key && Objects.equals(readerId, key.readerId)
                    && Objects.equals(readAt, key.readAt);
        }

        @Override
        public int hashCode() {
            return Objects.hash(readerId, readAt);
        }
    }

    @Entity(name = "Reading")
    @IdClass(ReadingKey.class)
    @NamedQuery(name = "Reading.latest", query = "select r from Reading r where r.readerId = :reader order by r.readAt desc")
    public static class Reading {
        @Id Long readerId;
        @Id Instant readAt;                                                    // info
    }

    @Entity(name = "DescReading")
    @IdClass(ReadingKey.class)
    @NamedQuery(name = "DescReading.latest",
            query = "select r from DescReading r where r.readerId = :reader order by r.readAt desc")
    public static class DescReading {
        @Id Long readerId;
        @Id @Descending Instant readAt;                                        // good (GoogleSQL)
    }

    @Entity(name = "WideUuid")
    public static class WideUuid {
        @Id @GeneratedValue(strategy = GenerationType.UUID) String id;         // bad: STRING(255)
    }

    @Entity(name = "NarrowUuid")
    public static class NarrowUuid {
        @Id @GeneratedValue(strategy = GenerationType.UUID) @Column(length = 32) String id;
    }

    @Entity(name = "ExactUuid")
    public static class ExactUuid {
        @Id @GeneratedValue(strategy = GenerationType.UUID) @Column(length = 36) String id;  // good
    }

    public static class TickKey implements Serializable {
        Long shardId;
        Instant tickedAt;
        Long sensorId;

        @Override
        public boolean equals(Object other) {
            return other instanceof TickKey key && Objects.equals(shardId, key.shardId) && Objects.equals(tickedAt, key.tickedAt)
                    && Objects.equals(sensorId, key.sensorId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardId, tickedAt, sensorId);
        }
    }

    @Entity(name = "TwoShardTick")
    @IdClass(TickKey.class)
    public static class TwoShardTick {
        @Id @ShardId(of = {"sensorId", "tickedAt"}, shards = 2) Long shardId;  // bad: 2 write points
        @Id @Descending Instant tickedAt;
        @Id Long sensorId;
    }

    @Entity(name = "SixteenShardTick")
    @IdClass(TickKey.class)
    public static class SixteenShardTick {
        @Id @ShardId(of = {"sensorId", "tickedAt"}, shards = 16) Long shardId; // good
        @Id @Descending Instant tickedAt;
        @Id Long sensorId;
    }

    @Test
    void indexLedByAnUpdateTimestamp() {
        Finding finding = assertOne(report(Member.class), "monotonic-index", "index MembersByLastSeen",
                "attribute 'lastSeen'", "@UpdateTimestamp", "interleaveIn");
        assertEquals(Severity.WARNING, finding.severity());
        assertNone(report(TidyMember.class), "monotonic-index");
        assertNone(report(ShardedHistoryTest.PageView.class), "monotonic-index");
    }

    @Test
    void childKeyedByItsParentButNotInterleaved() {
        assertOne(report(Author.class, LooseBook.class), "uninterleaved-child", "Entity '" + LooseBook.class.getName(),
                "(authorId, bookId)", "@Interleaved(in = Author.class)");
        AdvisorReport corrected = report(Author.class, Book.class);
        assertEquals(0, corrected.findings().size(), corrected.toText());
    }

    @Test
    void timestampKeyReadNewestFirstWithoutDescending() {
        Finding finding = assertOne(report(Reading.class), "newest-first-ascending", "attribute 'readAt'",
                "named query Reading.latest", "@Descending");
        assertEquals(Severity.INFO, finding.severity());
        AdvisorReport corrected = report(DescReading.class);
        assertEquals(0, corrected.findings().size(), corrected.toText());
    }

    @Test
    void newestFirstOnPostgreSqlSuggestsAnIndex() {
        assertOne(report(SqlDialect.POSTGRESQL, Reading.class), "newest-first-ascending", "@SpannerIndex",
                "readAt DESC");
    }

    @Test
    void uuidKeyStoredInAStringOfTheWrongLength() {
        // Taken over (the default), a UUID String key without a length of its own is stored as STRING(36).
        assertEquals(0, report(WideUuid.class).findings().size(), report(WideUuid.class).toText());
        Finding wide = assertOne(OfflineSchemaTool.forClasses(WideUuid.class).dialects(SqlDialect.GOOGLE_STANDARD_SQL)
                .property(SpannerKeysSettings.GENERATED_VALUES, "stock").run().report(), "uuid-string-length",
                "length 255", "@Column(length = 36)");
        assertEquals(Severity.WARNING, wide.severity());
        Finding narrow = assertOne(report(NarrowUuid.class), "uuid-string-length", "length 32", "does not fit");
        assertEquals(Severity.ERROR, narrow.severity());
        AdvisorReport corrected = report(ExactUuid.class);
        assertEquals(0, corrected.findings().size(), corrected.toText());
    }

    @Test
    void lobInAnInterleavedChild() {
        Finding finding = assertOne(report(Author.class, Manuscript.class), "lob-in-interleaved-child",
                "attribute 'text'", "interleaved in Author");
        assertEquals(Severity.INFO, finding.severity());
        assertNone(report(Author.class, Book.class), "lob-in-interleaved-child");
    }

    @Test
    void tooFewShards() {
        Finding finding = assertOne(report(TwoShardTick.class), "shard-count", "shards = 2", "shards = 16");
        assertEquals(Severity.WARNING, finding.severity());
        AdvisorReport corrected = report(SixteenShardTick.class);
        assertEquals(0, corrected.findings().size(), corrected.toText());
    }
}
