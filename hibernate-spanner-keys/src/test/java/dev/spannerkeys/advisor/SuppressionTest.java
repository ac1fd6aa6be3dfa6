package dev.spannerkeys.advisor;

import static dev.spannerkeys.advisor.Models.asc;
import static dev.spannerkeys.advisor.Models.assertContains;
import static dev.spannerkeys.advisor.Models.assertFinding;
import static dev.spannerkeys.advisor.Models.at;
import static dev.spannerkeys.advisor.Models.atTable;
import static dev.spannerkeys.advisor.Models.col;
import static dev.spannerkeys.advisor.Models.index;
import static dev.spannerkeys.advisor.Models.key;
import static dev.spannerkeys.advisor.Models.only;
import static dev.spannerkeys.advisor.Models.root;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.advisor.input.Suppression;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.advisor.report.SuppressedFinding;
import dev.spannerkeys.internal.advisor.rules.Rules;
import dev.spannerkeys.internal.schema.KeyPart;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code @SuppressAdvisorRule} as the mapping layer hands it to the advisor: a {@link Suppression} on
 * an attribute's {@link ColumnFacts} or an entity's {@link TableFacts}. A valid one moves the finding
 * to {@link AdvisorReport#suppressed()} with its reason; an invalid one is an {@code invalid-suppression}
 * error and silences nothing.
 */
class SuppressionTest {

    private static final String ENTITY = "com.example.Visit";
    private static final String REASON = "one row per night, written by a batch job";

    /** Visits keyed by a timestamp (timestamp-key), with an index led by an update time (monotonic-index). */
    private static Models.Builder visits(TableFacts facts) {
        return Models.googleSql()
                .table(root("Visits", asc("VisitedAt"), key("VisitedAt", "TIMESTAMP"), col("Page", "STRING(MAX)"),
                        col("UpdatedAt", "TIMESTAMP")))
                .index(index("VisitsByUpdatedAt", "Visits", KeyPart.ascending("UpdatedAt")))
                .facts(facts);
    }

    private static TableFacts facts() {
        return TableFacts.of("Visits", ENTITY)
                .with(ColumnFacts.of("VisitedAt").withAttribute("visitedAt"))
                .with(ColumnFacts.of("Page").withAttribute("page"))
                .with(ColumnFacts.of("UpdatedAt").withAttribute("updatedAt").withSource(ValueSource.UPDATE_TIMESTAMP));
    }

    private static ColumnFacts visitedAt(Suppression suppression) {
        return ColumnFacts.of("VisitedAt").withAttribute("visitedAt").withSuppression(suppression);
    }

    @Test
    void withoutSuppressionsBothFindingsAreReported() {
        AdvisorReport report = visits(facts()).report();
        only(report, "timestamp-key");
        only(report, "monotonic-index");
        assertEquals(List.of(), report.suppressed());
    }

    @Test
    void anAttributeSuppressionSilencesItsColumnAndKeepsTheReason() {
        Suppression suppression = new Suppression("timestamp-key", REASON, ENTITY + ".visitedAt");
        AdvisorReport report = visits(facts().with(visitedAt(suppression))).report();
        assertEquals(List.of(), report.findings("timestamp-key"), report::toText);
        assertEquals(1, report.suppressed().size(), report::toText);
        SuppressedFinding silenced = report.suppressed().get(0);
        assertEquals(suppression, silenced.suppression());
        assertFinding(silenced.finding(), "timestamp-key", Severity.ERROR, at("Visits", ENTITY, "VisitedAt", "visitedAt"));
        // The other finding of the entity stays.
        only(report, "monotonic-index");
        assertFalse(report.has(Severity.ERROR), report::toText);
        assertContains(report.toText(), "Suppressed:\n  [timestamp-key] Entity 'com.example.Visit' (table Visits), "
                + "attribute 'visitedAt' (column VisitedAt): " + REASON + "\n");
    }

    @Test
    void anAttributeSuppressionDoesNotReachOtherAttributes() {
        Suppression onPage = new Suppression("timestamp-key", REASON, ENTITY + ".page");
        AdvisorReport report = visits(facts().with(ColumnFacts.of("Page").withAttribute("page").withSuppression(onPage)))
                .report();
        only(report, "timestamp-key");
        assertEquals(List.of(), report.suppressed());
        // Valid, though useless there: not an invalid suppression.
        assertEquals(List.of(), report.findings("invalid-suppression"));
    }

    @Test
    void anAttributeSuppressionOfAnotherRuleSilencesNothing() {
        Suppression other = new Suppression("creation-timestamp-key", REASON, ENTITY + ".visitedAt");
        AdvisorReport report = visits(facts().with(visitedAt(other))).report();
        only(report, "timestamp-key");
        assertEquals(List.of(), report.suppressed());
        assertEquals(List.of(), report.findings("invalid-suppression"));
    }

    @Test
    void anIndexFindingIsSilencedOnTheAttributeOfItsFirstColumn() {
        Suppression suppression = new Suppression("monotonic-index", "a dashboard reads it, ten writes an hour",
                ENTITY + ".updatedAt");
        AdvisorReport report = visits(facts().with(ColumnFacts.of("UpdatedAt").withAttribute("updatedAt")
                .withSource(ValueSource.UPDATE_TIMESTAMP).withSuppression(suppression))).report();
        assertEquals(List.of(), report.findings("monotonic-index"));
        assertEquals(1, report.suppressed().size());
        assertEquals("VisitsByUpdatedAt", report.suppressed().get(0).finding().location().index().orElseThrow());
        only(report, "timestamp-key");
    }

    @Test
    void anEntitySuppressionCoversTableColumnsAndIndexes() {
        TableFacts facts = facts()
                .with(new Suppression("timestamp-key", REASON, ENTITY))
                .with(new Suppression("monotonic-index", REASON, ENTITY));
        AdvisorReport report = visits(facts).report();
        assertTrue(report.isEmpty(), report::toText);
        assertEquals(List.of("timestamp-key", "monotonic-index"),
                report.suppressed().stream().map(s -> s.finding().ruleId()).toList());
        assertTrue(report.suppressed().stream().allMatch(s -> s.suppression().reason().equals(REASON)));
    }

    @Test
    void anEntitySuppressionCoversTableLevelFindings() {
        AdvisorReport report = Models.googleSql()
                .table(root("Authors", asc("AuthorId"), key("AuthorId", "INT64")))
                .table(root("Notes", asc("AuthorId", "NoteId"), key("AuthorId", "INT64"), key("NoteId", "INT64")))
                .facts(TableFacts.of("Authors", "com.example.Author"))
                .facts(TableFacts.of("Notes", "com.example.Note")
                        .with(new Suppression("uninterleaved-child", "read on their own", "com.example.Note")))
                .report();
        assertEquals(List.of(), report.findings("uninterleaved-child"));
        assertFinding(report.suppressed().get(0).finding(), "uninterleaved-child", Severity.WARNING,
                atTable("Notes", "com.example.Note"));
    }

    @Test
    void anUnknownRuleIsAnInvalidSuppressionAndSilencesNothing() {
        Suppression typo = new Suppression("timestamp-keys", REASON, ENTITY + ".visitedAt");
        AdvisorReport report = visits(facts().with(visitedAt(typo))).report();
        only(report, "timestamp-key");
        assertEquals(List.of(), report.suppressed());
        Finding invalid = only(report, "invalid-suppression");
        assertFinding(invalid, "invalid-suppression", Severity.ERROR, at("Visits", ENTITY, "VisitedAt", "visitedAt"));
        assertEquals("@SuppressAdvisorRule(rule = \"timestamp-keys\") on com.example.Visit.visitedAt names no rule of "
                + "the advisor", invalid.message());
        assertEquals("use one of: " + String.join(", ", Rules.all().stream().map(rule -> rule.info().id()).toList()),
                invalid.fix());
        assertContains(invalid.fix(), "sequential-key", "timestamp-key", "stock-sequence-key");
        assertEquals(Rules.INVALID_SUPPRESSION, invalid.rule());
    }

    @Test
    void aBlankReasonIsAnInvalidSuppressionAndSilencesNothing() {
        Suppression blank = new Suppression("timestamp-key", "  ", ENTITY + ".visitedAt");
        AdvisorReport report = visits(facts().with(visitedAt(blank))).report();
        only(report, "timestamp-key");
        assertEquals(List.of(), report.suppressed());
        Finding invalid = only(report, "invalid-suppression");
        assertFinding(invalid, "invalid-suppression", Severity.ERROR, at("Visits", ENTITY, "VisitedAt", "visitedAt"));
        assertEquals("@SuppressAdvisorRule(rule = \"timestamp-key\") on com.example.Visit.visitedAt gives no reason",
                invalid.message());
        assertContains(invalid.fix(), "say why the finding is accepted");
    }

    @Test
    void anInvalidEntitySuppressionIsReportedOnTheTable() {
        AdvisorReport report = visits(facts().with(new Suppression("no-such-rule", REASON, ENTITY))).report();
        assertFinding(only(report, "invalid-suppression"), "invalid-suppression", Severity.ERROR,
                atTable("Visits", ENTITY));
    }

    @Test
    void anInvalidSuppressionOnATableWithoutFindingsIsStillReported() {
        AdvisorReport report = Models.googleSql()
                .table(root("Orders", asc("OrderId"), key("OrderId", "STRING(36)")))
                .facts(TableFacts.of("Orders", "com.example.Order").with(ColumnFacts.of("OrderId").withAttribute("id")
                        .withSuppression(new Suppression("sequential-key", "", "com.example.Order.id"))))
                .report();
        assertFinding(only(report, "invalid-suppression"), "invalid-suppression", Severity.ERROR,
                at("Orders", "com.example.Order", "OrderId", "id"));
        assertEquals(1, report.findings().size(), report::toText);
    }

    @Test
    void invalidSuppressionsCannotBeSilenced() {
        TableFacts facts = facts()
                .with(visitedAt(new Suppression("timestamp-key", "", ENTITY + ".visitedAt")))
                .with(new Suppression("invalid-suppression", "we know", ENTITY));
        AdvisorReport report = visits(facts).report();
        List<Finding> invalid = report.findings("invalid-suppression");
        assertEquals(2, invalid.size(), report::toText);
        assertTrue(invalid.stream().anyMatch(finding -> finding.message().contains("gives no reason")), report::toText);
        assertTrue(report.suppressed().stream().noneMatch(s -> s.finding().ruleId().equals("invalid-suppression")));
        only(report, "timestamp-key");
    }
}
