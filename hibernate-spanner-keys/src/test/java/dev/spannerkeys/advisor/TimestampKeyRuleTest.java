package dev.spannerkeys.advisor;

import static dev.spannerkeys.advisor.Models.asc;
import static dev.spannerkeys.advisor.Models.assertContains;
import static dev.spannerkeys.advisor.Models.assertFinding;
import static dev.spannerkeys.advisor.Models.at;
import static dev.spannerkeys.advisor.Models.child;
import static dev.spannerkeys.advisor.Models.col;
import static dev.spannerkeys.advisor.Models.key;
import static dev.spannerkeys.advisor.Models.none;
import static dev.spannerkeys.advisor.Models.only;
import static dev.spannerkeys.advisor.Models.root;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.internal.schema.KeyPart;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code timestamp-key}: an assigned TIMESTAMP or DATE leads the key of a root table. */
class TimestampKeyRuleTest {

    @Test
    void assignedTimestampFirstIsAnError() {
        AdvisorReport report = Models.googleSql()
                .table(root("Visits", asc("VisitedAt", "UserId"), key("VisitedAt", "TIMESTAMP"), key("UserId", "INT64")))
                .facts(TableFacts.of("Visits", "com.example.Visit")
                        .with(ColumnFacts.of("VisitedAt").withAttribute("visitedAt"))
                        .with(ColumnFacts.of("UserId").withAttribute("userId")))
                .report();
        Finding finding = only(report, "timestamp-key");
        assertFinding(finding, "timestamp-key", Severity.ERROR, at("Visits", "com.example.Visit", "VisitedAt", "visitedAt"));
        assertContains(finding.message(), "the first key part is a TIMESTAMP column", "rows arrive in time order",
                "every insert goes to the end of the table");
        assertContains(finding.fix(), "@Id @ShardId(of = {\"visitedAt\", ...}, shards = 16) Long shardId",
                "before 'visitedAt'", "@Interleaved", "@SuppressAdvisorRule(rule = \"timestamp-key\", reason = \"...\")");
        assertEquals(SpannerGuides.MONOTONIC_FIRST_KEY_PART, finding.rule().guide());
        // Reported once, by this rule only.
        assertEquals(1, report.findings().size(), report::toText);
    }

    @Test
    void dateFirstWithoutMappingFactsNamesTheColumn() {
        AdvisorReport report = Models.googleSql()
                .table(root("DailyTotals", asc("Day"), key("Day", "DATE"), col("Total", "INT64")))
                .report();
        Finding finding = only(report, "timestamp-key");
        assertFinding(finding, "timestamp-key", Severity.ERROR, at("DailyTotals", null, "Day", null));
        assertContains(finding.message(), "is a DATE column");
        assertContains(finding.fix(), "@ShardId(of = {\"Day\", ...}", "before 'Day'");
    }

    @ParameterizedTest
    @CsvSource({"timestamptz", "timestamp with time zone", "date", "TIMESTAMP"})
    void postgreSqlTimeTypesAreRecognized(String type) {
        AdvisorReport report = Models.postgreSql()
                .table(root("readings", asc("read_at"), key("read_at", type)))
                .report();
        Finding finding = only(report, "timestamp-key");
        assertFinding(finding, "timestamp-key", Severity.ERROR, at("readings", null, "read_at", null));
        assertContains(finding.message(), type.equals("date") ? "a DATE column" : "a TIMESTAMP column");
    }

    @Test
    void descendingDoesNotHelp() {
        AdvisorReport report = Models.googleSql()
                .table(root("Visits", List.of(KeyPart.descending("VisitedAt")), key("VisitedAt", "TIMESTAMP")))
                .report();
        assertFinding(only(report, "timestamp-key"), "timestamp-key", Severity.ERROR,
                at("Visits", null, "VisitedAt", null));
    }

    @Test
    void timestampAfterASpreadKeyPartIsFine() {
        AdvisorReport report = Models.googleSql()
                .table(root("Visits", asc("UserId", "VisitedAt"), key("UserId", "INT64"), key("VisitedAt", "TIMESTAMP")))
                .facts(TableFacts.of("Visits", "com.example.Visit")
                        .with(ColumnFacts.of("UserId").withAttribute("userId"))
                        .with(ColumnFacts.of("VisitedAt").withAttribute("visitedAt")))
                .report();
        none(report, "timestamp-key");
    }

    @Test
    void timestampAfterAShardIsFine() {
        AdvisorReport report = Models.googleSql()
                .table(root("Visits", asc("ShardId", "VisitedAt"), key("ShardId", "INT64"), key("VisitedAt", "TIMESTAMP")))
                .facts(TableFacts.of("Visits", "com.example.Visit")
                        .with(ColumnFacts.of("ShardId").withAttribute("shardId").withShards(16))
                        .with(ColumnFacts.of("VisitedAt").withAttribute("visitedAt")))
                .report();
        none(report, "timestamp-key");
        assertEquals(List.of(), report.findings(), report::toText);
    }

    @Test
    void timestampInAnInterleavedChildIsFine() {
        AdvisorReport report = Models.googleSql()
                .table(root("Users", asc("UserId"), key("UserId", "INT64")))
                .table(child("Visits", "Users", asc("UserId", "VisitedAt"), key("UserId", "INT64"),
                        key("VisitedAt", "TIMESTAMP")))
                .report();
        none(report, "timestamp-key");
    }

    @Test
    void insertTimeIsLeftToTheCreationTimestampRule() {
        AdvisorReport report = Models.googleSql()
                .table(root("Visits", asc("VisitedAt"), key("VisitedAt", "TIMESTAMP").withDefault("CURRENT_TIMESTAMP()")))
                .report();
        none(report, "timestamp-key");
        only(report, "creation-timestamp-key");
    }

    @Test
    void numericKeyIsNotATimestamp() {
        none(Models.googleSql().table(root("Visits", asc("VisitId"), key("VisitId", "INT64"))).report(), "timestamp-key");
    }
}
