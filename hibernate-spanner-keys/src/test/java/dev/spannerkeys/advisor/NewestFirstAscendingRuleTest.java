package dev.spannerkeys.advisor;

import static dev.spannerkeys.advisor.Models.asc;
import static dev.spannerkeys.advisor.Models.assertContains;
import static dev.spannerkeys.advisor.Models.assertFinding;
import static dev.spannerkeys.advisor.Models.assertLacks;
import static dev.spannerkeys.advisor.Models.at;
import static dev.spannerkeys.advisor.Models.col;
import static dev.spannerkeys.advisor.Models.index;
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
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code newest-first-ascending}: an ascending timestamp key part that the mapping reads newest-first. */
class NewestFirstAscendingRuleTest {

    private static final String ENTITY = "com.example.Reading";
    private static final String QUERY = "named query Reading.latest orders it DESC";

    private static TableDefinition readings(KeyPart readAt) {
        return root("Readings", List.of(KeyPart.ascending("ReaderId"), readAt), key("ReaderId", "INT64"),
                key("ReadAt", "TIMESTAMP"), col("Value", "FLOAT64"));
    }

    private static TableFacts facts(boolean readNewestFirst) {
        ColumnFacts readAt = ColumnFacts.of("ReadAt").withAttribute("readAt");
        return TableFacts.of("Readings", ENTITY)
                .with(ColumnFacts.of("ReaderId").withAttribute("readerId").withSequence("reader_seq"))
                .with(readNewestFirst ? readAt.readNewestFirstBy(QUERY) : readAt);
    }

    @Test
    void aNamedQueryReadingNewestFirstIsInformational() {
        AdvisorReport report = Models.googleSql()
                .table(readings(KeyPart.ascending("ReadAt"))).facts(facts(true)).report();
        Finding finding = only(report, "newest-first-ascending");
        assertFinding(finding, "newest-first-ascending", Severity.INFO, at("Readings", ENTITY, "ReadAt", "readAt"));
        assertEquals("the key part is stored ascending, but it is read newest-first (" + QUERY + "), so the newest "
                + "rows are found only after seeking past the older ones", finding.message());
        assertEquals("add @Descending to 'readAt' (PRIMARY KEY (..., ReadAt DESC)); decide it now, a key cannot be "
                + "changed later", finding.fix());
        assertEquals(SpannerGuides.DESCENDING_TIMESTAMPS, finding.rule().guide());
        assertEquals(1, report.findings().size(), report::toText);
    }

    @Test
    void aDescendingIndexIsEvidenceInGoogleSql() {
        AdvisorReport report = Models.googleSql()
                .table(readings(KeyPart.ascending("ReadAt")))
                .index(index("ReadingsByReadAtDesc", "Readings", KeyPart.ascending("ReaderId"),
                        KeyPart.descending("ReadAt")))
                .facts(facts(false))
                .report();
        Finding finding = only(report, "newest-first-ascending");
        assertContains(finding.message(), "read newest-first (index ReadingsByReadAtDesc orders it DESC)");
        assertContains(finding.fix(), "add @Descending to 'readAt'");
    }

    @Test
    void allEvidenceIsListed() {
        AdvisorReport report = Models.googleSql()
                .table(readings(KeyPart.ascending("ReadAt")))
                .index(index("ReadingsByReadAtDesc", "Readings", KeyPart.descending("ReadAt")))
                .facts(facts(true))
                .report();
        assertContains(only(report, "newest-first-ascending").message(),
                "(" + QUERY + "; index ReadingsByReadAtDesc orders it DESC)");
    }

    @Test
    void postgreSqlGetsADescendingIndexInstead() {
        AdvisorReport report = Models.postgreSql()
                .table(readings(KeyPart.ascending("ReadAt"))).facts(facts(true)).report();
        Finding finding = only(report, "newest-first-ascending");
        assertFinding(finding, "newest-first-ascending", Severity.INFO, at("Readings", ENTITY, "ReadAt", "readAt"));
        assertEquals("PostgreSQL-dialect keys cannot be descending: add @SpannerIndex(name = \"ReadingsByReadAtDesc\", "
                + "columns = {\"ReaderId\", \"ReadAt DESC\"})", finding.fix());
        assertLacks(finding.fix(), "@Descending to");
    }

    @Test
    void postgreSqlWithTheAdvisedIndexIsFine() {
        // Following the fix above must make the finding go away: in PostgreSQL the index is the cure.
        AdvisorReport report = Models.postgreSql()
                .table(readings(KeyPart.ascending("ReadAt")))
                .index(index("ReadingsByReadAtDesc", "Readings", KeyPart.ascending("ReaderId"),
                        KeyPart.descending("ReadAt")))
                .facts(facts(true))
                .report();
        none(report, "newest-first-ascending");
    }

    @Test
    void postgreSqlDescendingIndexAloneIsNotEvidence() {
        AdvisorReport report = Models.postgreSql()
                .table(readings(KeyPart.ascending("ReadAt")))
                .index(index("ReadingsByReadAtDesc", "Readings", KeyPart.ascending("ReaderId"),
                        KeyPart.descending("ReadAt")))
                .facts(facts(false))
                .report();
        none(report, "newest-first-ascending");
    }

    @Test
    void aDescendingKeyPartIsFine() {
        none(Models.googleSql().table(readings(KeyPart.descending("ReadAt"))).facts(facts(true)).report(),
                "newest-first-ascending");
    }

    @Test
    void noEvidenceNoFinding() {
        none(Models.googleSql().table(readings(KeyPart.ascending("ReadAt"))).facts(facts(false)).report(),
                "newest-first-ascending");
        // An ascending index is no evidence either.
        none(Models.googleSql().table(readings(KeyPart.ascending("ReadAt")))
                .index(index("ReadingsByReadAt", "Readings", KeyPart.ascending("ReadAt")))
                .facts(facts(false)).report(), "newest-first-ascending");
    }

    @Test
    void onlyTimeKeyPartsCount() {
        AdvisorReport nonTime = Models.googleSql()
                .table(root("Scores", asc("PlayerId", "Points"), key("PlayerId", "INT64"), key("Points", "INT64")))
                .facts(TableFacts.of("Scores", "com.example.Score")
                        .with(ColumnFacts.of("Points").withAttribute("points").readNewestFirstBy("collection order")))
                .report();
        none(nonTime, "newest-first-ascending");
        AdvisorReport nonKey = Models.googleSql()
                .table(root("Readings", asc("ReadingId"), key("ReadingId", "INT64"), col("ReadAt", "TIMESTAMP")))
                .facts(TableFacts.of("Readings", ENTITY)
                        .with(ColumnFacts.of("ReadAt").withAttribute("readAt").readNewestFirstBy(QUERY)))
                .report();
        none(nonKey, "newest-first-ascending");
    }
}
