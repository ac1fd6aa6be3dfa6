package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.TestSessionFactories;
import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import jakarta.persistence.UniqueConstraint;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.LogRecord;
import org.hibernate.annotations.ColumnDefault;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The mappings of the tests (and one with every column type), created and then read back from {@code INFORMATION_SCHEMA}: the
 * live schema reader and the comparison agree with the DDL writers, so {@code update} finds nothing
 * to do and nothing to report, and {@code validate} passes, in both dialects.
 */
@SpannerEmulatorTest
class LiveSchemaRoundTripTest {

    /** Column types, defaults, a unique key and a collection table with a hidden key. */
    @Entity(name = "Everything")
    @Table(name = "Everything", uniqueConstraints = @UniqueConstraint(name = "EverythingByCode", columnNames = "Code"))
    @SpannerIndex(name = "EverythingByDay", columns = {"Day DESC", "Ratio"}, storing = {"Title", "Amount"})
    public static class Everything {
        @Id @BitReversedSequence(name = "everything_seq", startCounter = 5, skipRangeMin = 1, skipRangeMax = 1000)
        @Column(name = "Id") Long id;
        @Column(name = "Title", length = 80) String title;
        @Column(name = "Code", nullable = false) String code;
        @Column(name = "Amount", precision = 20, scale = 4) BigDecimal amount;
        @Column(name = "Happened") Instant happened;
        @Column(name = "Day") LocalDate day;
        @Column(name = "Ratio") Double ratio;
        @Column(name = "Active") @ColumnDefault("true") Boolean active;
        @Column(name = "Counter", nullable = false) @ColumnDefault("0") long counter;
        @Column(name = "Payload") byte[] payload;
        @Column(name = "Labels", length = 20) String[] labels;
        @Column(name = "Scores") Long[] scores;
        @ElementCollection
        @CollectionTable(name = "EverythingTags", joinColumns = @JoinColumn(name = "EverythingId"))
        @Column(name = "Tag", length = 30)
        List<String> tags = new ArrayList<>();
    }

    @Entity(name = "UuidKeyed")
    public static class UuidKeyed {
        @Id @RandomUuid String id;
        String name;
    }

    static List<Class<?>[]> mappings(DatabaseDialect dialect) {
        List<Class<?>[]> mappings = new ArrayList<>();
        mappings.add(MusicEntities.ALL);
        mappings.add(new Class<?>[] {Everything.class, UuidKeyed.class});
        mappings.add(new Class<?>[] {SchemaActionsTest.Singer.class, SchemaActionsTest.Concert.class});
        mappings.add(new Class<?>[] {GeneratedCompositeKeyTest.Singer.class, GeneratedCompositeKeyTest.Album.class});
        if (dialect == DatabaseDialect.GOOGLE_STANDARD_SQL) {
            mappings.add(new Class<?>[] {DescendingKeyTest.UserAccessLog.class});
            mappings.add(new Class<?>[] {ShardedHistoryTest.PageView.class});
        } else {
            mappings.add(new Class<?>[] {ShardIdPostgreSqlTest.AccessLog.class});
        }
        return mappings;
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void updateFindsNothingToDoAndValidatePasses(DatabaseDialect dialect, SpannerEmulator emulator) {
        for (Class<?>[] entities : mappings(dialect)) {
            EmulatorDatabase database = emulator.newDatabase(dialect);
            TestSessionFactories.create(database, entities).close();
            CountingSpannerDriver.reset();
            List<LogRecord> logged = LogCapture.during(LogCapture.SCHEMA, () -> TestSessionFactories.create(database,
                    Map.of("hibernate.hbm2ddl.auto", "update"), entities).close());
            List<String> messages = LogCapture.warnings(logged).stream().map(LogRecord::getMessage).toList();
            assertEquals(List.of(), messages, () -> "update of " + List.of(entities) + " reported differences");
            assertEquals(List.of(), CountingSpannerDriver.ddl(), () -> "update of " + List.of(entities) + " sent DDL");
            TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "validate"), entities).close();
        }
    }
}
