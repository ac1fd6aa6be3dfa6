package dev.spannerkeys.advisor;

import static dev.spannerkeys.advisor.Models.asc;
import static dev.spannerkeys.advisor.Models.key;
import static dev.spannerkeys.advisor.Models.root;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.advisor.input.Location;
import dev.spannerkeys.advisor.input.Suppression;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.TextReport;
import dev.spannerkeys.internal.advisor.rules.Rules;
import dev.spannerkeys.internal.advisor.rules.UninterleavedChildRule;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The text report: summary line, one block per finding, then the suppressed findings with their reasons. */
class TextReportTest {

    /** Two findings (an error and an info) and one suppressed finding. */
    static AdvisorReport small() {
        return Models.googleSql()
                .table(root("Visits", asc("VisitedAt"), key("VisitedAt", "TIMESTAMP")))
                .table(root("Orders", asc("OrderId"), key("OrderId", "INT64")))
                .table(root("Nightly", asc("StartedAt"), key("StartedAt", "TIMESTAMP")))
                .facts(TableFacts.of("Visits", "com.example.Visit")
                        .with(ColumnFacts.of("VisitedAt").withAttribute("visitedAt")))
                .facts(TableFacts.of("Orders", "com.example.Order")
                        .with(ColumnFacts.of("OrderId").withAttribute("id").withSource(ValueSource.DATABASE_SEQUENCE)))
                .facts(TableFacts.of("Nightly", "com.example.NightlyRun")
                        .with(ColumnFacts.of("StartedAt").withAttribute("startedAt").withSuppression(new Suppression(
                                "timestamp-key", "one row per night", "com.example.NightlyRun.startedAt"))))
                .report();
    }

    @Test
    void aSmallReport() {
        AdvisorReport report = small();
        assertEquals(2, report.findings().size(), report::toText);
        Finding error = report.findings().get(0);
        Finding info = report.findings().get(1);
        assertEquals("timestamp-key", error.ruleId());
        assertEquals("stock-sequence-key", info.ruleId());
        String expected = "Spanner key advisor: 1 error, 0 warnings, 1 info (1 suppressed)\n"
                + "\n"
                + "ERROR [timestamp-key] Entity 'com.example.Visit' (table Visits), attribute 'visitedAt' "
                + "(column VisitedAt): " + error.message() + "\n"
                + "  Fix: " + error.fix() + "\n"
                + "  Why: Spanner's guide \"Schema design best practices\", choosing a primary key to prevent hotspots, best practice #1: "
                + SpannerGuides.MONOTONIC_FIRST_KEY_PART.rule() + "\n"
                + "\n"
                + "INFO [stock-sequence-key] Entity 'com.example.Order' (table Orders), attribute 'id' "
                + "(column OrderId): " + info.message() + "\n"
                + "  Fix: " + info.fix() + "\n"
                + "  Why: " + SpannerGuides.SEQUENTIAL_MIGRATION.describe() + "\n"
                + "\n"
                + "Suppressed:\n"
                + "  [timestamp-key] Entity 'com.example.NightlyRun' (table Nightly), attribute 'startedAt' "
                + "(column StartedAt): one row per night\n";
        assertEquals(expected, TextReport.render(report));
        assertEquals(expected, report.toText());
        assertEquals(expected, report.toString());
    }

    @Test
    void anEmptyReportIsOneLine() {
        AdvisorReport report = new AdvisorReport(List.of(), List.of(), Rules.infos());
        assertEquals("Spanner key advisor: 0 errors, 0 warnings, 0 infos\n", report.toText());
    }

    @Test
    void countsArePluralExceptOne() {
        Location where = Location.ofTable("T", java.util.Optional.empty());
        Finding warning = Finding.of(UninterleavedChildRule.RULE, where, "m", "f");
        AdvisorReport report = new AdvisorReport(List.of(warning, warning), List.of(), Rules.infos());
        String first = report.toText().lines().findFirst().orElseThrow();
        assertEquals("Spanner key advisor: 0 errors, 2 warnings, 0 infos", first);
        assertEquals("WARNING [uninterleaved-child] Table T: m", report.toText().lines().skip(2).findFirst().orElseThrow());
    }
}
