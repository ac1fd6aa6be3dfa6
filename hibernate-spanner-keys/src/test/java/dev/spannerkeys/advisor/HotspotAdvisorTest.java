package dev.spannerkeys.advisor;

import dev.spannerkeys.internal.advisor.HotspotAdvisor;
import static dev.spannerkeys.advisor.Models.asc;
import static dev.spannerkeys.advisor.Models.at;
import static dev.spannerkeys.advisor.Models.atTable;
import static dev.spannerkeys.advisor.Models.col;
import static dev.spannerkeys.advisor.Models.index;
import static dev.spannerkeys.advisor.Models.key;
import static dev.spannerkeys.advisor.Models.root;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.advisor.input.Location;
import dev.spannerkeys.advisor.input.Suppression;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.internal.advisor.rules.AdvisorRule;
import dev.spannerkeys.internal.advisor.rules.Rules;
import dev.spannerkeys.internal.schema.KeyPart;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The advisor as a whole: the rule catalog, the report order and the report's queries. */
class HotspotAdvisorTest {

    /** A schema with findings of every severity, spread over tables whose names sort differently by case. */
    private static AdvisorReport mixed() {
        return Models.googleSql()
                .table(root("zeta", asc("ZetaAt"), key("ZetaAt", "TIMESTAMP")))
                .table(root("Alpha", asc("AlphaId"), key("AlphaId", "INT64"), col("CreatedAt", "TIMESTAMP")))
                .index(index("AlphaByCreatedAt", "Alpha", KeyPart.ascending("CreatedAt")))
                .table(root("Beta", asc("BetaAt", "Code"), key("BetaAt", "TIMESTAMP"), key("Code", "STRING(10)")))
                .facts(TableFacts.of("Alpha", "com.example.Alpha")
                        .with(ColumnFacts.of("AlphaId").withAttribute("id").withSource(ValueSource.IDENTITY)))
                .facts(TableFacts.of("Beta", "com.example.Beta")
                        .with(ColumnFacts.of("BetaAt").withAttribute("betaAt")
                                .withSuppression(new Suppression("timestamp", "typo", "com.example.Beta.betaAt")))
                        .with(ColumnFacts.of("Code").withAttribute("code").asUuid()))
                .report();
    }

    private static String row(Finding finding) {
        return finding.severity() + " " + finding.location().table() + "." + finding.location().column().orElse("")
                + finding.location().index().map(name -> "/" + name).orElse("") + " " + finding.ruleId();
    }

    @Test
    void theCatalogListsEveryRuleOnceWithInvalidSuppressionLast() {
        List<String> ids = List.of("sequential-key", "time-ordered-uuid-key", "timestamp-key", "creation-timestamp-key",
                "migration-collision", "monotonic-index", "uninterleaved-child", "uuid-string-length", "shard-count",
                "newest-first-ascending", "lob-in-interleaved-child", "stock-sequence-key", "invalid-suppression");
        assertEquals(ids, Rules.infos().stream().map(RuleInfo::id).toList());
        assertEquals(ids.subList(0, 12), Rules.all().stream().map(rule -> rule.info().id()).toList());
        assertEquals(Rules.infos(), HotspotAdvisor.standard().advise(Models.googleSql().input()).rules());
        assertEquals(Optional.of(Rules.INVALID_SUPPRESSION), Rules.info("invalid-suppression"));
        assertEquals(Optional.empty(), Rules.info("timestamp"));
    }

    @Test
    void defaultSeveritiesMatchTheDocumentation() {
        assertEquals(List.of(Severity.ERROR, Severity.ERROR, Severity.ERROR, Severity.ERROR, Severity.ERROR,
                Severity.WARNING, Severity.WARNING, Severity.WARNING, Severity.WARNING, Severity.INFO, Severity.INFO,
                Severity.INFO, Severity.ERROR), Rules.infos().stream().map(RuleInfo::severity).toList());
    }

    @Test
    void ruleIdsAreLowercaseWordsJoinedByDashes() {
        assertThrows(IllegalArgumentException.class, () -> new RuleInfo("Timestamp_Key", "X", Severity.INFO,
                SpannerGuides.SHARDS, "", ""));
        assertThrows(IllegalArgumentException.class, () -> new RuleInfo("timestamp-", "X", Severity.INFO,
                SpannerGuides.SHARDS, "", ""));
    }

    @Test
    void findingsAreOrderedBySeverityThenTableColumnAndRule() {
        AdvisorReport report = mixed();
        assertEquals(List.of(
                "ERROR Beta.BetaAt invalid-suppression",
                "ERROR Beta.BetaAt timestamp-key",
                "ERROR Beta.Code uuid-string-length",
                "ERROR zeta.ZetaAt timestamp-key",
                "WARNING Alpha.CreatedAt/AlphaByCreatedAt monotonic-index",
                "INFO Alpha.AlphaId stock-sequence-key"),
                report.findings().stream().map(HotspotAdvisorTest::row).toList(), report::toText);
    }

    @Test
    void theReportAnswersBySeverity() {
        AdvisorReport report = mixed();
        assertEquals(4, report.count(Severity.ERROR));
        assertEquals(1, report.count(Severity.WARNING));
        assertEquals(1, report.count(Severity.INFO));
        assertEquals(5, report.atLeast(Severity.WARNING).size());
        assertEquals(report.findings().subList(0, 4), report.atLeast(Severity.ERROR));
        assertTrue(report.has(Severity.ERROR));
        assertEquals(Optional.of(Severity.ERROR), report.highest());
        assertEquals(2, report.findings("timestamp-key").size());
        assertFalse(report.isEmpty());

        AdvisorReport infoOnly = new AdvisorReport(report.findings().subList(5, 6), List.of(), report.rules());
        assertEquals(Optional.of(Severity.INFO), infoOnly.highest());
        assertFalse(infoOnly.has(Severity.WARNING));
        assertTrue(infoOnly.has(Severity.INFO));

        AdvisorReport empty = HotspotAdvisor.standard().advise(Models.googleSql()
                .table(root("Orders", asc("OrderId"), key("OrderId", "STRING(36)"))).input());
        assertTrue(empty.isEmpty());
        assertEquals(Optional.empty(), empty.highest());
        assertFalse(empty.has(Severity.INFO));
    }

    @Test
    void theComparatorBreaksEveryTie() {
        // One rule reporting in scrambled order, a second rule with an id that sorts first.
        RuleInfo zRule = new RuleInfo("z-rule", "ZRule", Severity.WARNING, SpannerGuides.SHARDS, "z", "z");
        RuleInfo aRule = new RuleInfo("a-rule", "ARule", Severity.WARNING, SpannerGuides.SHARDS, "a", "a");
        Location table = atTable("Items", null);
        Location column = at("Items", null, "Name", null);
        List<Finding> scrambled = List.of(
                Finding.of(zRule, at("items", null, "name", null).withIndex("ItemsByNameB"), "m", "f"),
                new Finding(zRule, Severity.INFO, atTable("Apples", null), "m", "f"),
                Finding.of(zRule, column.withIndex("ItemsByNameA"), "m", "f"),
                Finding.of(zRule, column, "m", "f"),
                new Finding(zRule, Severity.ERROR, atTable("Zebras", null), "m", "f"),
                Finding.of(zRule, table, "m", "f"),
                Finding.of(zRule, at("Items", null, "Id", null), "m", "f"));
        AdvisorRule scrambler = rule(zRule, findings -> scrambled.forEach(findings));
        AdvisorRule second = rule(aRule, findings -> findings.accept(Finding.of(aRule, column, "m", "f")));
        AdvisorReport report = new HotspotAdvisor(List.of(scrambler, second)).advise(Models.googleSql().input());
        assertEquals(List.of(
                "ERROR Zebras. z-rule",
                "WARNING Items. z-rule",
                "WARNING Items.Id z-rule",
                "WARNING Items.Name a-rule",
                "WARNING Items.Name z-rule",
                "WARNING Items.Name/ItemsByNameA z-rule",
                "WARNING items.name/ItemsByNameB z-rule",
                "INFO Apples. z-rule"),
                report.findings().stream().map(HotspotAdvisorTest::row).toList());
        assertEquals(List.of(zRule, aRule, Rules.INVALID_SUPPRESSION), report.rules());
    }

    @Test
    void aCustomRuleSetOnlyAcceptsItsOwnIdsInSuppressions() {
        RuleInfo only = new RuleInfo("only-rule", "OnlyRule", Severity.WARNING, SpannerGuides.SHARDS, "o", "o");
        Location column = at("Items", "com.example.Item", "Name", "name");
        AdvisorRule rule = rule(only, findings -> findings.accept(Finding.of(only, column, "m", "f")));
        AdvisorReport report = new HotspotAdvisor(List.of(rule)).advise(Models.googleSql()
                .table(root("Items", asc("Name"), key("Name", "STRING(100)")))
                .facts(TableFacts.of("Items", "com.example.Item").with(ColumnFacts.of("Name").withAttribute("name")
                        .withSuppression(new Suppression("only-rule", "fine", "com.example.Item.name"))
                        .withSuppression(new Suppression("timestamp-key", "fine", "com.example.Item.name"))))
                .input());
        assertEquals(1, report.suppressed().size());
        Finding invalid = report.findings().get(0);
        assertEquals("invalid-suppression", invalid.ruleId());
        assertEquals("use one of: only-rule", invalid.fix());
    }

    @Test
    void adviceIsRepeatable() {
        AdvisorInput input = Models.googleSql()
                .table(root("Visits", asc("VisitedAt"), key("VisitedAt", "TIMESTAMP")))
                .input();
        HotspotAdvisor advisor = HotspotAdvisor.standard();
        assertEquals(advisor.advise(input).findings(), advisor.advise(input).findings());
    }

    private static AdvisorRule rule(RuleInfo info, Consumer<Consumer<Finding>> body) {
        return new AdvisorRule() {
            @Override
            public RuleInfo info() {
                return info;
            }

            @Override
            public void check(AdvisorInput input, Consumer<Finding> findings) {
                body.accept(findings);
            }
        };
    }
}
