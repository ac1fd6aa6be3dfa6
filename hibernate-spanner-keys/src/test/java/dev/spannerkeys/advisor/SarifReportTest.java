package dev.spannerkeys.advisor;

import static dev.spannerkeys.advisor.Json.at;
import static dev.spannerkeys.advisor.Models.assertContains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.advisor.input.Location;
import dev.spannerkeys.advisor.input.Suppression;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SarifReport;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.advisor.report.SourceLocator;
import dev.spannerkeys.advisor.report.SuppressedFinding;
import dev.spannerkeys.internal.advisor.rules.MonotonicIndexRule;
import dev.spannerkeys.internal.advisor.rules.Rules;
import dev.spannerkeys.internal.advisor.rules.TimestampKeyRule;
import dev.spannerkeys.internal.advisor.rules.UninterleavedChildRule;
import dev.spannerkeys.internal.advisor.rules.UuidStringLengthRule;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The SARIF 2.1.0 log, read back with a JSON parser and checked field by field. */
class SarifReportTest {

    private static Object parse(AdvisorReport report) {
        return Json.parse(SarifReport.render(report));
    }

    @Test
    void theLogHasOneRunOfTheAdvisor() {
        Object log = parse(TextReportTest.small());
        assertEquals(List.of("$schema", "version", "runs"), List.copyOf(((Map<?, ?>) log).keySet()));
        assertEquals("https://json.schemastore.org/sarif-2.1.0.json", at(log, "$schema"));
        assertEquals("2.1.0", at(log, "version"));
        assertEquals(1, ((List<?>) at(log, "runs")).size());
        assertEquals("spanner-keys-advisor", at(log, "runs", 0, "tool", "driver", "name"));
        assertEquals("https://github.com/spannerkeys/hibernate-spanner-keys",
                at(log, "runs", 0, "tool", "driver", "informationUri"));
    }

    @Test
    void everyRuleIsDescribed() {
        Object log = parse(TextReportTest.small());
        List<Object> rules = at(log, "runs", 0, "tool", "driver", "rules");
        assertEquals(Rules.infos().stream().map(RuleInfo::id).toList(),
                rules.stream().map(rule -> at(rule, "id")).toList());
        Object timestampKey = rules.get(2);
        RuleInfo info = TimestampKeyRule.RULE;
        assertEquals("TimestampKey", at(timestampKey, "name"));
        assertEquals(info.summary(), at(timestampKey, "shortDescription", "text"));
        assertEquals(info.summary() + " " + info.guide().describe(), at(timestampKey, "fullDescription", "text"));
        assertEquals("https://github.com/spannerkeys/hibernate-spanner-keys/blob/main/docs/advisor.md#timestamp-key",
                at(timestampKey, "helpUri"));
        assertEquals(info.fix() + " Why: " + info.guide().describe() + " Silence one entity or attribute with "
                + "@SuppressAdvisorRule(rule = \"timestamp-key\", reason = \"...\").", at(timestampKey, "help", "text"));
        assertEquals("error", at(timestampKey, "defaultConfiguration", "level"));
        assertEquals("Schema design best practices", at(timestampKey, "properties", "guide"));
        assertEquals(info.guide().section(), at(timestampKey, "properties", "guideSection"));
        // SARIF has no "info" level: it is "note".
        assertEquals("warning", at(rules.get(5), "defaultConfiguration", "level"));
        assertEquals("note", at(rules.get(9), "defaultConfiguration", "level"));
        assertEquals("invalid-suppression", at(rules.get(12), "id"));
    }

    @Test
    void findingsThenSuppressedFindingsAreResults() {
        AdvisorReport report = TextReportTest.small();
        Object log = parse(report);
        List<Object> results = at(log, "runs", 0, "results");
        assertEquals(3, results.size());

        Finding error = report.findings().get(0);
        Object first = results.get(0);
        assertEquals(List.of("ruleId", "ruleIndex", "level", "message", "locations"),
                List.copyOf(((Map<?, ?>) first).keySet()));
        assertEquals("timestamp-key", at(first, "ruleId"));
        assertEquals(2L, (Long) at(first, "ruleIndex"));
        assertEquals("error", at(first, "level"));
        assertEquals(error.oneLine() + ". Fix: " + error.fix(), at(first, "message", "text"));
        List<Object> locations = at(first, "locations");
        assertEquals(1, locations.size());
        assertFalse(((Map<?, ?>) locations.get(0)).containsKey("physicalLocation"));
        assertEquals("com.example.Visit.visitedAt", at(first, "locations", 0, "logicalLocations", 0, "fullyQualifiedName"));
        assertEquals("member", at(first, "locations", 0, "logicalLocations", 0, "kind"));
        assertEquals("Entity 'com.example.Visit' (table Visits), attribute 'visitedAt' (column VisitedAt)",
                at(first, "locations", 0, "message", "text"));

        Object second = results.get(1);
        assertEquals("stock-sequence-key", at(second, "ruleId"));
        assertEquals(11L, (Long) at(second, "ruleIndex"));
        assertEquals("note", at(second, "level"));

        Object suppressed = results.get(2);
        assertEquals("timestamp-key", at(suppressed, "ruleId"));
        assertEquals("error", at(suppressed, "level"));
        assertEquals("com.example.NightlyRun.startedAt",
                at(suppressed, "locations", 0, "logicalLocations", 0, "fullyQualifiedName"));
        assertEquals(List.of(Map.of("kind", "inSource", "justification", "one row per night")),
                at(suppressed, "suppressions"));
        assertFalse(((Map<?, ?>) first).containsKey("suppressions"));
    }

    @Test
    void logicalLocationsOfTablesIndexesAndUnmappedColumns() {
        Finding table = Finding.of(UninterleavedChildRule.RULE, Location.ofTable("Notes", Optional.of("com.example.Note")),
                "m", "f");
        Finding index = Finding.of(MonotonicIndexRule.RULE,
                Models.at("Events", null, "ReceivedAt", null).withIndex("EventsByReceivedAt"), "m", "f");
        Finding column = Finding.of(TimestampKeyRule.RULE, Models.at("Days", null, "Day", null), "m", "f");
        Object log = parse(new AdvisorReport(List.of(table, index, column), List.of(), Rules.infos()));
        assertEquals(Map.of("fullyQualifiedName", "com.example.Note", "kind", "type"),
                at(log, "runs", 0, "results", 0, "locations", 0, "logicalLocations", 0));
        assertEquals(Map.of("fullyQualifiedName", "Events.EventsByReceivedAt", "kind", "member"),
                at(log, "runs", 0, "results", 1, "locations", 0, "logicalLocations", 0));
        assertEquals(Map.of("fullyQualifiedName", "Days.Day", "kind", "member"),
                at(log, "runs", 0, "results", 2, "locations", 0, "logicalLocations", 0));
    }

    @Test
    void aFindingsOwnSeverityWinsOverTheRuleDefault() {
        Finding tooShort = new Finding(UuidStringLengthRule.RULE, Severity.ERROR, Models.at("A", null, "Id", null),
                "m", "f");
        Object log = parse(new AdvisorReport(List.of(tooShort), List.of(), Rules.infos()));
        assertEquals("error", at(log, "runs", 0, "results", 0, "level"));
        assertEquals(7L, (Long) at(log, "runs", 0, "results", 0, "ruleIndex"));
        assertEquals("warning", at(log, "runs", 0, "tool", "driver", "rules", 7, "defaultConfiguration", "level"));
    }

    @Test
    void sourceLinesBecomePhysicalLocations() {
        AdvisorReport report = TextReportTest.small();
        SourceLocator sources = location -> location.attribute().filter("visitedAt"::equals)
                .map(attribute -> new SourceLocator.SourceLine("src/main/java/com/example/Visit.java", 17));
        Object log = Json.parse(SarifReport.render(report, sources));
        Object located = at(log, "runs", 0, "results", 0, "locations", 0);
        assertEquals(List.of("physicalLocation", "logicalLocations", "message"), List.copyOf(((Map<?, ?>) located).keySet()));
        assertEquals("src/main/java/com/example/Visit.java",
                at(located, "physicalLocation", "artifactLocation", "uri"));
        assertEquals(17L, (Long) at(located, "physicalLocation", "region", "startLine"));
        Object unlocated = at(log, "runs", 0, "results", 1, "locations", 0);
        assertFalse(((Map<?, ?>) unlocated).containsKey("physicalLocation"));
    }

    @Test
    void objectKeysAreWrittenInAFixedOrder() {
        // The log is a build artifact (target/spanner/advisor.sarif): the same report must give the same bytes in
        // every JVM. Map.of iterates in an order that changes from one JVM to the next, so every object is
        // written in the order it is built.
        SourceLocator sources = location -> Optional.of(new SourceLocator.SourceLine("src/X.java", 3));
        String json = SarifReport.render(TextReportTest.small(), sources);
        Object log = Json.parse(json);
        assertEquals(List.of("guide", "guideSection"), keys(at(log, "runs", 0, "tool", "driver", "rules", 0, "properties")));
        assertEquals(List.of("artifactLocation", "region"),
                keys(at(log, "runs", 0, "results", 0, "locations", 0, "physicalLocation")));
        assertEquals(List.of("kind", "justification"), keys(at(log, "runs", 0, "results", 2, "suppressions", 0)));
        assertEquals(List.of("ruleId", "ruleIndex", "level", "message", "locations", "suppressions"),
                keys(at(log, "runs", 0, "results", 2)));
    }

    private static List<Object> keys(Object object) {
        return List.copyOf(((Map<Object, ?>) object).keySet());
    }

    @Test
    void textIsEscaped() {
        String reason = "a \"quoted\" C:\\path,\nnew line\tand tab \u0001 ü";
        Finding finding = Finding.of(TimestampKeyRule.RULE, Models.at("T", null, "C", null), "m", "f");
        Object log = parse(new AdvisorReport(List.of(), List.of(new SuppressedFinding(finding,
                new Suppression("timestamp-key", reason, "T.C"))), Rules.infos()));
        assertEquals(reason, at(log, "runs", 0, "results", 0, "suppressions", 0, "justification"));
        String json = SarifReport.render(new AdvisorReport(List.of(), List.of(new SuppressedFinding(finding,
                new Suppression("timestamp-key", reason, "T.C"))), Rules.infos()));
        assertContains(json, "\\\"quoted\\\"", "C:\\\\path", "\\nnew line\\tand tab \\u0001 ü");
    }

    @Test
    void anEmptyReportStillListsTheRules() {
        Object log = parse(new AdvisorReport(List.of(), List.of(), Rules.infos()));
        assertEquals(List.of(), at(log, "runs", 0, "results"));
        assertEquals(13, ((List<?>) at(log, "runs", 0, "tool", "driver", "rules")).size());
        assertTrue(SarifReport.render(new AdvisorReport(List.of(), List.of(), Rules.infos())).endsWith("}\n"));
    }
}
