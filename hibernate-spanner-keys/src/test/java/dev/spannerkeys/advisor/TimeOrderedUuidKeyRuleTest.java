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
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code time-ordered-uuid-key}: a version 1, 6 or 7 UUID leads the key. */
class TimeOrderedUuidKeyRuleTest {

    private static Models.Builder events(ValueSource source) {
        return Models.googleSql()
                .table(root("Events", asc("EventId"), key("EventId", "STRING(36)"), col("Payload", "JSON")))
                .facts(TableFacts.of("Events", "com.example.Event")
                        .with(ColumnFacts.of("EventId").withAttribute("id").withSource(source).asUuid()));
    }

    @ParameterizedTest
    @CsvSource({
        "TIME_UUID, TIME, a time-based UUID (@UuidGenerator(style = TIME), version 1)",
        "UUID_V6, VERSION_6, a time-ordered UUID (@UuidGenerator(style = VERSION_6))",
        "UUID_V7, VERSION_7, a time-ordered UUID (@UuidGenerator(style = VERSION_7))"})
    void timeOrderedUuidFirstIsAnError(ValueSource source, String style, String description) {
        Finding finding = only(events(source).report(), "time-ordered-uuid-key");
        assertFinding(finding, "time-ordered-uuid-key", Severity.ERROR,
                at("Events", "com.example.Event", "EventId", "id"));
        assertContains(finding.message(), "the first key part is " + description, "leading bits are the time",
                "every insert lands on the last split");
        assertContains(finding.fix(), "replace @UuidGenerator(style = " + style + ") on 'id' with @RandomUuid",
                "@UuidGenerator(style = RANDOM)");
        assertEquals(SpannerGuides.UUID_VERSION, finding.rule().guide());
    }

    @Test
    void randomUuidIsFine() {
        AdvisorReport report = events(ValueSource.RANDOM_UUID).report();
        none(report, "time-ordered-uuid-key");
        // STRING(36), random: nothing to say at all.
        assertEquals(List.of(), report.findings(), report::toText);
    }

    @Test
    void timeOrderedUuidAfterASpreadKeyPartIsNotReported() {
        AdvisorReport report = Models.googleSql()
                .table(root("Events", asc("TenantId", "EventId"), key("TenantId", "INT64"), key("EventId", "STRING(36)")))
                .facts(TableFacts.of("Events", "com.example.Event")
                        .with(ColumnFacts.of("TenantId").withAttribute("tenantId").withSequence("tenant_seq"))
                        .with(ColumnFacts.of("EventId").withAttribute("id").withSource(ValueSource.UUID_V7).asUuid()))
                .report();
        none(report, "time-ordered-uuid-key");
    }

    @Test
    void timeOrderedUuidInAnInterleavedChildIsNotReported() {
        AdvisorReport report = Models.googleSql()
                .table(root("Streams", asc("StreamId"), key("StreamId", "STRING(36)")))
                .table(child("Events", "Streams", asc("StreamId", "EventId"), key("StreamId", "STRING(36)"),
                        key("EventId", "STRING(36)")))
                .facts(TableFacts.of("Streams", "com.example.Stream")
                        .with(ColumnFacts.of("StreamId").withAttribute("id").withSource(ValueSource.RANDOM_UUID).asUuid()))
                .facts(TableFacts.of("Events", "com.example.Event")
                        .with(ColumnFacts.of("EventId").withAttribute("id").withSource(ValueSource.UUID_V7).asUuid()))
                .report();
        none(report, "time-ordered-uuid-key");
    }
}
