package dev.spannerkeys.advisor;

import static dev.spannerkeys.advisor.Models.asc;
import static dev.spannerkeys.advisor.Models.assertContains;
import static dev.spannerkeys.advisor.Models.assertFinding;
import static dev.spannerkeys.advisor.Models.assertLacks;
import static dev.spannerkeys.advisor.Models.atTable;
import static dev.spannerkeys.advisor.Models.child;
import static dev.spannerkeys.advisor.Models.col;
import static dev.spannerkeys.advisor.Models.key;
import static dev.spannerkeys.advisor.Models.none;
import static dev.spannerkeys.advisor.Models.only;
import static dev.spannerkeys.advisor.Models.root;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.advisor.input.ForeignKeyFact;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code uninterleaved-child}: a table keyed by another table's key that is not interleaved in it. */
class UninterleavedChildRuleTest {

    private static TableDefinition authors() {
        return root("Authors", asc("AuthorId"), key("AuthorId", "INT64"), col("Name", "STRING(100)"));
    }

    private static TableFacts authorFacts() {
        return TableFacts.of("Authors", "com.example.Author")
                .with(ColumnFacts.of("AuthorId").withAttribute("id").withSequence("author_seq"));
    }

    @Test
    void childKeyedByItsParentButNotInterleavedIsAWarning() {
        AdvisorReport report = Models.googleSql()
                .table(authors())
                .table(root("LooseBooks", asc("AuthorId", "BookId"), key("AuthorId", "INT64"), key("BookId", "INT64")))
                .facts(authorFacts())
                .facts(TableFacts.of("LooseBooks", "com.example.LooseBook"))
                .report();
        Finding finding = only(report, "uninterleaved-child");
        assertFinding(finding, "uninterleaved-child", Severity.WARNING, atTable("LooseBooks", "com.example.LooseBook"));
        assertEquals("its key (AuthorId, BookId) starts with the key of Author (table Authors) (AuthorId), but it is "
                + "not interleaved, so each LooseBook row is stored away from its Author row", finding.message());
        assertContains(finding.fix(), "add @Interleaved(in = Author.class) to LooseBook;",
                "@SuppressAdvisorRule(rule = \"uninterleaved-child\", reason = \"...\")");
        assertLacks(finding.fix(), "name its leading key columns");
        assertEquals(SpannerGuides.INTERLEAVE_RELATED, finding.rule().guide());
    }

    @Test
    void aForeignKeyWithOtherColumnNamesIsFoundAndTheRenameIsAdvised() {
        AdvisorReport report = Models.googleSql()
                .table(authors())
                .table(root("Books", asc("WriterId", "BookId"), key("WriterId", "INT64"), key("BookId", "INT64")))
                .facts(authorFacts())
                .facts(TableFacts.of("Books", "com.example.Library$Book")
                        .with(new ForeignKeyFact(List.of("WriterId"), "Authors")))
                .report();
        Finding finding = only(report, "uninterleaved-child");
        assertFinding(finding, "uninterleaved-child", Severity.WARNING, atTable("Books", "com.example.Library$Book"));
        assertContains(finding.message(), "its key (WriterId, BookId) starts with the key of Author (table Authors)",
                "each Book row is stored away from its Author row");
        assertContains(finding.fix(), "add @Interleaved(in = Author.class) to Book, and name its leading key columns "
                + "like Authors's: (AuthorId)");
    }

    @Test
    void theParentWithTheLongestMatchingKeyIsNamed() {
        AdvisorReport report = Models.googleSql()
                .table(authors())
                .table(child("Series", "Authors", asc("AuthorId", "SeriesId"), key("AuthorId", "INT64"),
                        key("SeriesId", "INT64")))
                .table(root("Volumes", asc("AuthorId", "SeriesId", "VolumeId"), key("AuthorId", "INT64"),
                        key("SeriesId", "INT64"), key("VolumeId", "INT64")))
                .facts(authorFacts())
                .facts(TableFacts.of("Series", "com.example.Series"))
                .facts(TableFacts.of("Volumes", "com.example.Volume"))
                .report();
        Finding finding = only(report, "uninterleaved-child");
        assertFinding(finding, "uninterleaved-child", Severity.WARNING, atTable("Volumes", "com.example.Volume"));
        assertContains(finding.message(), "starts with the key of Series (table Series) (AuthorId, SeriesId)");
        assertContains(finding.fix(), "add @Interleaved(in = Series.class) to Volume");
    }

    @Test
    void anInterleavedChildIsFine() {
        AdvisorReport report = Models.googleSql()
                .table(authors())
                .table(child("Books", "Authors", asc("AuthorId", "BookId"), key("AuthorId", "INT64"), key("BookId", "INT64")))
                .facts(authorFacts())
                .facts(TableFacts.of("Books", "com.example.Book"))
                .report();
        none(report, "uninterleaved-child");
    }

    @Test
    void tablesWithoutEntitiesAreNotJudged() {
        // A collection table (no entity) and a child of a table no entity maps.
        AdvisorReport collection = Models.googleSql()
                .table(authors())
                .table(root("AuthorAliases", asc("AuthorId", "Alias"), key("AuthorId", "INT64"), key("Alias", "STRING(100)")))
                .facts(authorFacts())
                .report();
        none(collection, "uninterleaved-child");
        AdvisorReport parentUnmapped = Models.googleSql()
                .table(authors())
                .table(root("Books", asc("AuthorId", "BookId"), key("AuthorId", "INT64"), key("BookId", "INT64")))
                .facts(TableFacts.of("Books", "com.example.Book"))
                .report();
        none(parentUnmapped, "uninterleaved-child");
    }

    @Test
    void otherKeyTypesWithoutAForeignKeyAreNotAChild() {
        AdvisorReport report = Models.googleSql()
                .table(authors())
                .table(root("Books", asc("AuthorId", "BookId"), key("AuthorId", "STRING(36)"), key("BookId", "INT64")))
                .facts(authorFacts())
                .facts(TableFacts.of("Books", "com.example.Book"))
                .report();
        none(report, "uninterleaved-child");
    }

    @Test
    void aSameKeyOneToOneTableIsNotAChild() {
        AdvisorReport report = Models.googleSql()
                .table(authors())
                .table(root("AuthorProfiles", asc("AuthorId"), key("AuthorId", "INT64"), col("Bio", "STRING(MAX)")))
                .facts(authorFacts())
                .facts(TableFacts.of("AuthorProfiles", "com.example.AuthorProfile"))
                .report();
        none(report, "uninterleaved-child");
    }

    @Test
    void aForeignKeyOnALaterKeyColumnIsNotAParentKey() {
        AdvisorReport report = Models.googleSql()
                .table(authors())
                .table(root("Books", asc("BookId", "WriterId"), key("BookId", "INT64"), key("WriterId", "INT64")))
                .facts(authorFacts())
                .facts(TableFacts.of("Books", "com.example.Book")
                        .with(new ForeignKeyFact(List.of("WriterId"), "Authors")))
                .report();
        none(report, "uninterleaved-child");
    }
}
