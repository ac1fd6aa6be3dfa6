package dev.spannerkeys.advisor;

import dev.spannerkeys.internal.advisor.HotspotAdvisor;
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

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** {@code sequential-key}: a counter that hands out increasing numbers fills the first key part. */
class SequentialKeyRuleTest {

    private static Models.Builder orders(ValueSource source) {
        return Models.googleSql()
                .table(root("Orders", asc("OrderId"), key("OrderId", "INT64"), col("Total", "NUMERIC")))
                .facts(TableFacts.of("Orders", "com.example.Order")
                        .with(ColumnFacts.of("OrderId").withAttribute("id").withSource(source)));
    }

    @Test
    void tableCounterOnTheFirstKeyPartIsAnError() {
        Finding finding = only(orders(ValueSource.TABLE_COUNTER).report(), "sequential-key");
        assertFinding(finding, "sequential-key", Severity.ERROR, at("Orders", "com.example.Order", "OrderId", "id"));
        assertContains(finding.message(), "filled by a table-backed counter (@GeneratedValue(strategy = TABLE))",
                "every insert goes to the end of the table");
        assertContains(finding.fix(), "replace the generator on 'id' with @BitReversedSequence(name = \"orders_seq\")",
                "@RandomUuid");
        assertEquals(SpannerGuides.SEQUENCES, finding.rule().guide());
    }

    @Test
    void aSequenceCounterInOrderIsReportedWithWhyItIsKept() {
        Finding finding = only(orders(ValueSource.SEQUENCE_COUNTER).report(), "sequential-key");
        assertContains(finding.message(), "a sequence's counter in order (an Envers revision number, which must ascend)",
                "every insert goes to the end of the table");
        assertContains(finding.fix(), "Envers revisions", "@BitReversedSequence(name = \"orders_seq\")");
    }

    @Test
    void incrementGeneratorWithoutAttributeNamesTheColumn() {
        AdvisorInput input = Models.googleSql()
                .table(root("Orders", asc("OrderId"), key("OrderId", "INT64")))
                .facts(TableFacts.of("Orders", null).with(ColumnFacts.of("OrderId").withSource(ValueSource.INCREMENT)))
                .input();
        Finding finding = only(HotspotAdvisor.standard().advise(input), "sequential-key");
        assertFinding(finding, "sequential-key", Severity.ERROR, at("Orders", null, "OrderId", null));
        assertContains(finding.message(), "Hibernate's increment generator (max(id) + 1)");
        assertContains(finding.fix(), "replace the generator on 'OrderId'", "name = \"orders_seq\"");
    }

    @ParameterizedTest
    @EnumSource(value = ValueSource.class, names = {"TABLE_COUNTER", "INCREMENT", "SEQUENCE_COUNTER"},
            mode = EnumSource.Mode.EXCLUDE)
    void otherSourcesAreNotSequential(ValueSource source) {
        none(orders(source).report(), "sequential-key");
    }

    @Test
    void counterOnALaterKeyPartIsNotReported() {
        AdvisorReport report = Models.googleSql()
                .table(root("Orders", asc("TenantId", "OrderId"), key("TenantId", "STRING(36)"), key("OrderId", "INT64")))
                .facts(TableFacts.of("Orders", "com.example.Order")
                        .with(ColumnFacts.of("OrderId").withAttribute("id").withSource(ValueSource.TABLE_COUNTER)))
                .report();
        none(report, "sequential-key");
    }

    @Test
    void counterInAnInterleavedChildIsNotReported() {
        // The child's first key part is its parent's: the rows follow the parent's spread keys.
        AdvisorReport report = Models.googleSql()
                .table(root("Customers", asc("CustomerId"), key("CustomerId", "INT64")))
                .table(child("Orders", "Customers", asc("CustomerId", "OrderId"), key("CustomerId", "INT64"),
                        key("OrderId", "INT64")))
                .facts(TableFacts.of("Customers", "com.example.Customer")
                        .with(ColumnFacts.of("CustomerId").withAttribute("id").withSequence("customer_seq")))
                .facts(TableFacts.of("Orders", "com.example.Order")
                        .with(ColumnFacts.of("CustomerId").withAttribute("customerId").withSource(ValueSource.INCREMENT))
                        .with(ColumnFacts.of("OrderId").withAttribute("orderId").withSource(ValueSource.TABLE_COUNTER)))
                .report();
        none(report, "sequential-key");
    }
}
