package dev.spannerkeys.advisor;

import static dev.spannerkeys.advisor.Models.asc;
import static dev.spannerkeys.advisor.Models.assertContains;
import static dev.spannerkeys.advisor.Models.assertFinding;
import static dev.spannerkeys.advisor.Models.at;
import static dev.spannerkeys.advisor.Models.child;
import static dev.spannerkeys.advisor.Models.col;
import static dev.spannerkeys.advisor.Models.index;
import static dev.spannerkeys.advisor.Models.interleavedIndex;
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
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.TableDefinition;
import org.junit.jupiter.api.Test;

/** {@code monotonic-index}: a non-interleaved index led by a column that keeps increasing. */
class MonotonicIndexRuleTest {

    private static final String ENTITY = "com.example.Member";

    private static TableDefinition members() {
        return root("Members", asc("MemberId"), key("MemberId", "STRING(36)"), col("LastSeen", "TIMESTAMP"),
                col("Joined", "DATE"), col("Rank", "INT64"), col("Name", "STRING(100)"), col("ShardId", "INT64"));
    }

    private static TableFacts memberFacts() {
        return TableFacts.of("Members", ENTITY)
                .with(ColumnFacts.of("MemberId").withAttribute("id").withSource(ValueSource.RANDOM_UUID).asUuid())
                .with(ColumnFacts.of("LastSeen").withAttribute("lastSeen").withSource(ValueSource.UPDATE_TIMESTAMP))
                .with(ColumnFacts.of("Joined").withAttribute("joined"))
                .with(ColumnFacts.of("Rank").withAttribute("rank").withSource(ValueSource.TABLE_COUNTER))
                .with(ColumnFacts.of("Name").withAttribute("name"));
    }

    private static AdvisorReport report(IndexDefinition index) {
        return Models.googleSql().table(members()).index(index).facts(memberFacts()).report();
    }

    @Test
    void indexLedByAnUpdateTimestampIsAWarning() {
        Finding finding = only(report(index("MembersByLastSeen", "Members", KeyPart.ascending("LastSeen"))),
                "monotonic-index");
        assertFinding(finding, "monotonic-index", Severity.WARNING,
                at("Members", ENTITY, "LastSeen", "lastSeen").withIndex("MembersByLastSeen"));
        assertContains(finding.message(), "the index is not interleaved and its first column LastSeen keeps increasing "
                + "(its value is the time of the last write (@UpdateTimestamp))", "every write lands at the end of the index");
        assertContains(finding.fix(), "@SpannerIndex(name = \"MembersByLastSeen\", columns = {\"shardId\", \"LastSeen\"})",
                "columns = {<parent key>, \"LastSeen\"}, interleaveIn = Parent.class)");
        assertEquals(SpannerGuides.MONOTONIC_INDEX, finding.rule().guide());
    }

    @Test
    void anAssignedDateIsIncreasingByItsType() {
        Finding finding = only(report(index("MembersByJoined", "Members", KeyPart.ascending("Joined"),
                KeyPart.ascending("Name"))), "monotonic-index");
        assertFinding(finding, "monotonic-index", Severity.WARNING,
                at("Members", ENTITY, "Joined", "joined").withIndex("MembersByJoined"));
        assertContains(finding.message(), "(it is a DATE column)");
        assertContains(finding.fix(), "columns = {\"shardId\", \"Joined\", \"Name\"}");
    }

    @Test
    void descendingOrderDoesNotHelp() {
        Finding finding = only(report(index("MembersByLastSeenDesc", "Members", KeyPart.descending("LastSeen"))),
                "monotonic-index");
        assertContains(finding.fix(), "columns = {\"shardId\", \"LastSeen DESC\"}");
    }

    @Test
    void aCounterColumnIsIncreasing() {
        Finding finding = only(report(index("MembersByRank", "Members", KeyPart.ascending("Rank"))), "monotonic-index");
        assertContains(finding.message(), "its first column Rank keeps increasing (its value is a table-backed counter");
    }

    @Test
    void aClockDefaultIsIncreasingWithoutMappingFacts() {
        AdvisorReport report = Models.googleSql()
                .table(root("Events", asc("EventId"), key("EventId", "STRING(36)"),
                        col("ReceivedAt", "TIMESTAMP").withDefault("PENDING_COMMIT_TIMESTAMP()")))
                .index(index("EventsByReceivedAt", "Events", KeyPart.ascending("ReceivedAt")))
                .report();
        Finding finding = only(report, "monotonic-index");
        assertFinding(finding, "monotonic-index", Severity.WARNING,
                at("Events", null, "ReceivedAt", null).withIndex("EventsByReceivedAt"));
        assertContains(finding.message(), "(its value is the database's clock at insert (DEFAULT PENDING_COMMIT_TIMESTAMP()))");
    }

    @Test
    void aTimestampAfterASpreadColumnIsFine() {
        none(report(index("MembersByNameAndLastSeen", "Members", KeyPart.ascending("Name"),
                KeyPart.ascending("LastSeen"))), "monotonic-index");
    }

    @Test
    void aShardFirstIsFine() {
        AdvisorReport report = Models.googleSql().table(members())
                .index(index("MembersByShardAndLastSeen", "Members", KeyPart.ascending("ShardId"),
                        KeyPart.ascending("LastSeen")))
                .facts(memberFacts().with(ColumnFacts.of("ShardId").withAttribute("shardId").withShards(16)))
                .report();
        none(report, "monotonic-index");
    }

    @Test
    void aPlainStringOrIntegerIsNotIncreasing() {
        none(report(index("MembersByName", "Members", KeyPart.ascending("Name"))), "monotonic-index");
        AdvisorReport report = Models.googleSql().table(members())
                .index(index("MembersByRank", "Members", KeyPart.ascending("Rank")))
                .facts(memberFacts().with(ColumnFacts.of("Rank").withAttribute("rank")))
                .report();
        none(report, "monotonic-index");
    }

    @Test
    void anInterleavedIndexIsFine() {
        Models.Builder builder = Models.googleSql()
                .table(root("Users", asc("UserId"), key("UserId", "INT64")))
                .table(child("Visits", "Users", asc("UserId", "VisitId"), key("UserId", "INT64"), key("VisitId", "INT64"),
                        col("VisitedAt", "TIMESTAMP")));
        none(builder.index(interleavedIndex("VisitsByTime", "Visits", "Users", KeyPart.ascending("UserId"),
                KeyPart.ascending("VisitedAt"))).report(), "monotonic-index");
    }

    @Test
    void theSameIndexNotInterleavedButLedByTheTimeIsReported() {
        AdvisorReport report = Models.googleSql()
                .table(root("Users", asc("UserId"), key("UserId", "INT64")))
                .table(child("Visits", "Users", asc("UserId", "VisitId"), key("UserId", "INT64"), key("VisitId", "INT64"),
                        col("VisitedAt", "TIMESTAMP")))
                .index(index("VisitsByTime", "Visits", KeyPart.ascending("VisitedAt")))
                .report();
        assertFinding(only(report, "monotonic-index"), "monotonic-index", Severity.WARNING,
                at("Visits", null, "VisitedAt", null).withIndex("VisitsByTime"));
    }
}
