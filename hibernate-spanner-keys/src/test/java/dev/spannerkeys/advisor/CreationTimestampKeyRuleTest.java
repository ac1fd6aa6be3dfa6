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
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;

/** {@code creation-timestamp-key}: the time of the insert leads the key of a root table. */
class CreationTimestampKeyRuleTest {

    private static AdvisorReport withDefault(String expression) {
        return Models.googleSql()
                .table(root("AuditLog", asc("CreatedAt", "Source"), key("CreatedAt", "TIMESTAMP").withDefault(expression),
                        key("Source", "STRING(64)")))
                .facts(TableFacts.of("AuditLog", "com.example.AuditEntry")
                        .with(ColumnFacts.of("CreatedAt").withAttribute("createdAt"))
                        .with(ColumnFacts.of("Source").withAttribute("source")))
                .report();
    }

    @Test
    void currentTimestampDefaultIsAnError() {
        AdvisorReport report = withDefault("CURRENT_TIMESTAMP()");
        Finding finding = only(report, "creation-timestamp-key");
        assertFinding(finding, "creation-timestamp-key", Severity.ERROR,
                at("AuditLog", "com.example.AuditEntry", "CreatedAt", "createdAt"));
        assertContains(finding.message(),
                "the first key part is the database's clock at insert (DEFAULT CURRENT_TIMESTAMP()), which only grows");
        assertContains(finding.fix(), "@Id @ShardId(of = {\"createdAt\", ...}, shards = 16) Long shardId",
                "declared before 'createdAt'", "keep 'createdAt' as a plain column");
        assertEquals(SpannerGuides.TIMESTAMP_ORDERING, finding.rule().guide());
        assertEquals(1, report.findings().size(), report::toText);
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"PENDING_COMMIT_TIMESTAMP()", "(CURRENT_TIMESTAMP())", "current_timestamp", " now() ",
        "spanner.pending_commit_timestamp()", "LOCALTIMESTAMP"})
    void everyClockDefaultCounts(String expression) {
        Finding finding = only(withDefault(expression), "creation-timestamp-key");
        assertContains(finding.message(), "(DEFAULT " + expression.trim() + ")");
    }

    @Test
    void creationTimestampSource() {
        AdvisorReport report = Models.googleSql()
                .table(root("AuditLog", asc("CreatedAt"), key("CreatedAt", "TIMESTAMP")))
                .facts(TableFacts.of("AuditLog", "com.example.AuditEntry").with(ColumnFacts.of("CreatedAt")
                        .withAttribute("createdAt").withSource(ValueSource.CREATION_TIMESTAMP)))
                .report();
        Finding finding = only(report, "creation-timestamp-key");
        assertFinding(finding, "creation-timestamp-key", Severity.ERROR,
                at("AuditLog", "com.example.AuditEntry", "CreatedAt", "createdAt"));
        assertContains(finding.message(), "the first key part is the insert time (@CreationTimestamp)");
        none(report, "timestamp-key");
    }

    @Test
    void updateTimestampSourceWithoutATimeTypeStillCounts() {
        // A numeric epoch filled at every write still only grows.
        AdvisorReport report = Models.googleSql()
                .table(root("Members", asc("LastSeen"), key("LastSeen", "INT64")))
                .facts(TableFacts.of("Members", "com.example.Member").with(ColumnFacts.of("LastSeen")
                        .withAttribute("lastSeen").withSource(ValueSource.UPDATE_TIMESTAMP)))
                .report();
        Finding finding = only(report, "creation-timestamp-key");
        assertContains(finding.message(), "the time of the last write (@UpdateTimestamp)");
    }

    @Test
    void constantDefaultIsNotTheInsertTime() {
        AdvisorReport report = withDefault("TIMESTAMP '2020-01-01T00:00:00Z'");
        none(report, "creation-timestamp-key");
        only(report, "timestamp-key");
    }

    @Test
    void clockDefaultOnALaterKeyPartIsFine() {
        AdvisorReport report = Models.googleSql()
                .table(root("AuditLog", asc("Source", "CreatedAt"), key("Source", "STRING(64)"),
                        key("CreatedAt", "TIMESTAMP").withDefault("CURRENT_TIMESTAMP()")))
                .report();
        none(report, "creation-timestamp-key");
    }

    @Test
    void clockDefaultOnAPlainColumnIsFine() {
        AdvisorReport report = Models.googleSql()
                .table(root("AuditLog", asc("EntryId"), key("EntryId", "STRING(36)"),
                        col("CreatedAt", "TIMESTAMP").withDefault("CURRENT_TIMESTAMP()")))
                .report();
        none(report, "creation-timestamp-key");
    }

    @Test
    void clockDefaultInAnInterleavedChildIsFine() {
        AdvisorReport report = Models.googleSql()
                .table(root("Sources", asc("Source"), key("Source", "STRING(64)")))
                .table(child("AuditLog", "Sources", asc("Source", "CreatedAt"), key("Source", "STRING(64)"),
                        key("CreatedAt", "TIMESTAMP").withDefault("PENDING_COMMIT_TIMESTAMP()")))
                .report();
        none(report, "creation-timestamp-key");
    }
}
