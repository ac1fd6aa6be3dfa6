package dev.spannerkeys.advisor;

import static dev.spannerkeys.advisor.Models.asc;
import static dev.spannerkeys.advisor.Models.assertContains;
import static dev.spannerkeys.advisor.Models.assertFinding;
import static dev.spannerkeys.advisor.Models.at;
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
import dev.spannerkeys.internal.schema.Interleave;
import dev.spannerkeys.internal.schema.OnDelete;
import dev.spannerkeys.internal.schema.TableDefinition;
import org.junit.jupiter.api.Test;

/** {@code lob-in-interleaved-child}: a {@code @Lob} attribute in an interleaved table. */
class LobInInterleavedChildRuleTest {

    private static TableDefinition authors() {
        return root("Authors", asc("AuthorId"), key("AuthorId", "INT64"));
    }

    private static TableDefinition manuscripts() {
        return root("Manuscripts", asc("AuthorId", "ManuscriptId"), key("AuthorId", "INT64"),
                key("ManuscriptId", "INT64"), col("Title", "STRING(MAX)"), col("Text", "STRING(MAX)"));
    }

    private static TableFacts manuscriptFacts(boolean lob) {
        ColumnFacts text = ColumnFacts.of("Text").withAttribute("text");
        return TableFacts.of("Manuscripts", "com.example.Manuscript")
                .with(ColumnFacts.of("Title").withAttribute("title"))
                .with(lob ? text.asLob() : text);
    }

    @Test
    void aLobInAnInterleavedChildIsInformational() {
        AdvisorReport report = Models.googleSql()
                .table(authors())
                .table(manuscripts().interleavedIn(Interleave.inParent("Authors", OnDelete.CASCADE)))
                .facts(manuscriptFacts(true))
                .report();
        Finding finding = only(report, "lob-in-interleaved-child");
        assertFinding(finding, "lob-in-interleaved-child", Severity.INFO,
                at("Manuscripts", "com.example.Manuscript", "Text", "text"));
        assertEquals("a @Lob column in a table interleaved in Authors: its large values share the split of every "
                + "Authors row tree, which is right only if they are read together", finding.message());
        assertContains(finding.fix(), "if 'text' is rarely read with its parent, move it to an entity of its own that "
                + "is not interleaved", "otherwise keep it");
        assertEquals(SpannerGuides.LOCALITY_TRADE_OFF, finding.rule().guide());
    }

    @Test
    void colocatedWithoutParentConstraintCountsToo() {
        AdvisorReport report = Models.googleSql()
                .table(authors())
                .table(manuscripts().interleavedIn(Interleave.colocatedWith("Authors")))
                .facts(manuscriptFacts(true))
                .report();
        assertFinding(only(report, "lob-in-interleaved-child"), "lob-in-interleaved-child", Severity.INFO,
                at("Manuscripts", "com.example.Manuscript", "Text", "text"));
    }

    @Test
    void aLobInARootTableIsFine() {
        none(Models.googleSql().table(authors()).table(manuscripts()).facts(manuscriptFacts(true)).report(),
                "lob-in-interleaved-child");
    }

    @Test
    void aLargeColumnThatIsNoLobIsFine() {
        none(Models.googleSql().table(authors())
                .table(manuscripts().interleavedIn(Interleave.colocatedWith("Authors")))
                .facts(manuscriptFacts(false)).report(), "lob-in-interleaved-child");
    }
}
