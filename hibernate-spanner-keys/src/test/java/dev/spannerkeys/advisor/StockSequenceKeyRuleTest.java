package dev.spannerkeys.advisor;

import static dev.spannerkeys.advisor.Models.asc;
import static dev.spannerkeys.advisor.Models.assertContains;
import static dev.spannerkeys.advisor.Models.assertFinding;
import static dev.spannerkeys.advisor.Models.at;
import static dev.spannerkeys.advisor.Models.child;
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
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code stock-sequence-key}: a stock sequence or identity column fills the first key part. */
class StockSequenceKeyRuleTest {

    private static Models.Builder orders(ValueSource source) {
        return Models.googleSql()
                .table(root("Orders", asc("OrderId"), key("OrderId", "INT64")))
                .facts(TableFacts.of("Orders", "com.example.Order")
                        .with(ColumnFacts.of("OrderId").withAttribute("id").withSource(source)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "DATABASE_SEQUENCE; a stock database sequence (@GeneratedValue(strategy = SEQUENCE | AUTO))",
        "IDENTITY;          a stock identity column (@GeneratedValue(strategy = IDENTITY))"})
    void stockGeneratorsAreInformational(ValueSource source, String description) {
        AdvisorReport report = orders(source).report();
        Finding finding = only(report, "stock-sequence-key");
        assertFinding(finding, "stock-sequence-key", Severity.INFO, at("Orders", "com.example.Order", "OrderId", "id"));
        assertContains(finding.message(), "the key comes from " + description, "created bit_reversed_positive, so there "
                + "is no hotspot", "separate round trip", "not protected by a skip range or start counter");
        assertEquals("remove spanner.keys.generated-values=stock, so that the library takes the id over, or use "
                + "@BitReversedSequence(name = \"orders_seq\") on 'id' instead of @GeneratedValue", finding.fix());
        assertEquals(SpannerGuides.SEQUENTIAL_MIGRATION, finding.rule().guide());
        // Not a hotspot: nothing more serious than this note.
        assertEquals(List.of(finding), report.findings(), report::toText);
    }

    @Test
    void anInheritedIdIsFixedOnceInTheClassThatDeclaresIt() {
        // Two tables, one id in a @MappedSuperclass: one annotation there, one sequence name for both.
        Models.Builder builder = Models.googleSql();
        for (String table : List.of("Invoice", "Receipt")) {
            builder.table(root(table, asc("Id"), key("Id", "INT64")))
                    .facts(TableFacts.of(table, "com.example." + table).with(ColumnFacts.of("Id").withAttribute("id")
                            .declaredIn("com.example.BaseDocument").withSource(ValueSource.DATABASE_SEQUENCE)));
        }
        List<Finding> findings = builder.report().findings();
        assertEquals(2, findings.size());
        for (Finding finding : findings) {
            assertEquals("remove spanner.keys.generated-values=stock, so that the library takes the id over, or use "
                    + "@BitReversedSequence(name = \"base_document_seq\") on 'BaseDocument.id' instead of "
                    + "@GeneratedValue", finding.fix());
            assertContains(finding.location().describe(), "attribute 'id' declared in 'com.example.BaseDocument'");
        }
    }

    @Test
    void theProjectsSequenceIsFine() {
        AdvisorReport report = Models.googleSql()
                .table(root("Orders", asc("OrderId"), key("OrderId", "INT64")))
                .facts(TableFacts.of("Orders", "com.example.Order")
                        .with(ColumnFacts.of("OrderId").withAttribute("id").withSequence("orders_seq")))
                .report();
        none(report, "stock-sequence-key");
        assertEquals(List.of(), report.findings(), report::toText);
    }

    @Test
    void aStockSequenceOnALaterKeyPartIsNotReported() {
        AdvisorReport report = Models.googleSql()
                .table(root("Orders", asc("TenantId", "OrderId"), key("TenantId", "STRING(36)"), key("OrderId", "INT64")))
                .facts(TableFacts.of("Orders", "com.example.Order")
                        .with(ColumnFacts.of("OrderId").withAttribute("id").withSource(ValueSource.DATABASE_SEQUENCE)))
                .report();
        none(report, "stock-sequence-key");
    }

    @Test
    void aStockSequenceInAnInterleavedChildIsNotReported() {
        AdvisorReport report = Models.googleSql()
                .table(root("Customers", asc("CustomerId"), key("CustomerId", "INT64")))
                .table(child("Orders", "Customers", asc("CustomerId", "OrderId"), key("CustomerId", "INT64"),
                        key("OrderId", "INT64")))
                .facts(TableFacts.of("Orders", "com.example.Order")
                        .with(ColumnFacts.of("CustomerId").withAttribute("customerId").withSource(ValueSource.IDENTITY))
                        .with(ColumnFacts.of("OrderId").withAttribute("id").withSource(ValueSource.DATABASE_SEQUENCE)))
                .report();
        none(report, "stock-sequence-key");
    }
}
