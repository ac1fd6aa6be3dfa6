package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.advisor.HotspotAdvisorException;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.annotations.SuppressAdvisorRule;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * {@code spanner.keys.advisor} at bootstrap: {@code fail} refuses a timestamp-first key with the full
 * report, {@code warn} (the default) starts and logs it once, {@code off} is silent; suppressions
 * with a reason silence a finding, invalid ones are errors; the other issues' example models have
 * no finding at all.
 */
class AdvisorModesTest {

    @Entity(name = "Heartbeat")
    public static class Heartbeat {
        @Id Instant beatAt;
    }

    @Entity(name = "NightlyRun")
    public static class NightlyRun {
        @Id @SuppressAdvisorRule(rule = "timestamp-key", reason = "one row per night, written by a batch job")
        Instant startedAt;
    }

    @Entity(name = "Misspelled")
    @SuppressAdvisorRule(rule = "timestamp-keys", reason = "typo")
    public static class Misspelled {
        @Id @SuppressAdvisorRule(rule = "timestamp-key", reason = " ") Instant at2;
    }

    @Test
    void failRefusesATimestampFirstKeyWithTheFullReport() {
        RuntimeException error = assertThrows(RuntimeException.class, () -> build("fail", Heartbeat.class).close());
        HotspotAdvisorException refused = cause(error);
        assertTrue(refused.getMessage().contains("ERROR [timestamp-key] Entity '" + Heartbeat.class.getName()
                + "' (table Heartbeat), attribute 'beatAt'"), refused.getMessage());
        assertTrue(refused.getMessage().contains("Fix: "), refused.getMessage());
        assertEquals(1, refused.report().count(Severity.ERROR));
    }

    @Test
    void warnStartsAndLogsOnce() {
        List<LogRecord> records = logged(() -> build("warn", Heartbeat.class).close());
        assertEquals(1, records.size(), records.toString());
        assertEquals(Level.WARNING, records.get(0).getLevel());
        assertTrue(records.get(0).getMessage().contains("[timestamp-key]"), records.get(0).getMessage());
    }

    @Test
    void warnIsTheDefault() {
        List<LogRecord> records = logged(() -> build(null, Heartbeat.class).close());
        assertEquals(1, records.size(), records.toString());
    }

    @Test
    void offIsSilent() {
        assertTrue(logged(() -> build("off", Heartbeat.class).close()).isEmpty());
    }

    @Test
    void anInvalidModeIsRefused() {
        RuntimeException error = assertThrows(RuntimeException.class, () -> build("loud", Heartbeat.class).close());
        assertTrue(OfflineBootstrap.messages(error).contains("Setting 'spanner.keys.advisor' = 'loud': not one of the allowed values fail, warn, off"),
                OfflineBootstrap.messages(error));
    }

    @Test
    void aSuppressionWithAReasonLetsFailModeStart() {
        build("fail", NightlyRun.class).close();
        AdvisorReport report = AdvisorFixtures.report(NightlyRun.class);
        assertTrue(report.isEmpty(), report.toText());
        assertEquals(1, report.suppressed().size());
        assertTrue(report.toText().contains("one row per night"), report.toText());
    }

    @Test
    void unknownRulesAndBlankReasonsAreErrors() {
        AdvisorReport report = AdvisorFixtures.report(Misspelled.class);
        assertEquals(2, report.findings("invalid-suppression").size(), report.toText());
        // The blank reason does not silence the finding either.
        assertEquals(1, report.findings("timestamp-key").size(), report.toText());
        assertTrue(report.toText().contains("\"timestamp-keys\""), report.toText());
    }

    @Test
    void theOtherIssuesExampleModelsHaveNoFinding() {
        AdvisorReport report = AdvisorFixtures.report(MusicEntities.Singer.class, MusicEntities.Album.class,
                MusicEntities.Song.class, ShardedHistoryTest.PageView.class, RandomUuidGeneratorTest.Concert.class,
                RandomUuidGeneratorTest.Ticket.class, RandomUuidGeneratorTest.Badge.class);
        assertTrue(report.isEmpty(), report.toText());
    }

    private static HotspotAdvisorException cause(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (t instanceof HotspotAdvisorException refused) {
                return refused;
            }
        }
        throw new AssertionError("no HotspotAdvisorException in " + OfflineBootstrap.messages(error), error);
    }

    /** A session factory without a database, with {@code spanner.keys.advisor = mode} (unset if null). */
    private static SessionFactory build(String mode, Class<?>... entities) {
        return OfflineBootstrap.build(SpannerKeysDialect.class.getName(),
                mode == null ? Map.of() : Map.of(SpannerKeysSettings.ADVISOR, mode), entities);
    }

    /** The records the advisor logs while {@code action} runs. */
    private static List<LogRecord> logged(Runnable action) {
        return LogCapture.during(LogCapture.ADVISOR, action);
    }
}
