package dev.spannerkeys.advisor;

import static dev.spannerkeys.advisor.Models.asc;
import static dev.spannerkeys.advisor.Models.assertContains;
import static dev.spannerkeys.advisor.Models.assertFinding;
import static dev.spannerkeys.advisor.Models.at;
import static dev.spannerkeys.advisor.Models.key;
import static dev.spannerkeys.advisor.Models.none;
import static dev.spannerkeys.advisor.Models.only;
import static dev.spannerkeys.advisor.Models.root;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.advisor.input.Location;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code shard-count}: a {@code @ShardId} shard count outside 4 to 2,048 (or outside 2 to 4,096). */
class ShardCountRuleTest {

    private static final Location SHARD = at("Ticks", "com.example.Tick", "ShardId", "shardId");

    private static AdvisorReport report(int shards) {
        return Models.googleSql()
                .table(root("Ticks", asc("ShardId", "TickedAt", "SensorId"), key("ShardId", "INT64"),
                        key("TickedAt", "TIMESTAMP"), key("SensorId", "INT64")))
                .facts(TableFacts.of("Ticks", "com.example.Tick")
                        .with(ColumnFacts.of("ShardId").withAttribute("shardId").withShards(shards))
                        .with(ColumnFacts.of("TickedAt").withAttribute("tickedAt"))
                        .with(ColumnFacts.of("SensorId").withAttribute("sensorId")))
                .report();
    }

    @ParameterizedTest
    @CsvSource({"2", "3"})
    void tooFewShardsIsAWarning(int shards) {
        Finding finding = only(report(shards), "shard-count");
        assertFinding(finding, "shard-count", Severity.WARNING, SHARD);
        assertEquals("shards = " + shards + " spreads inserts over only " + shards + " write points: each shard's end "
                + "still takes 1/" + shards + " of all writes", finding.message());
        assertContains(finding.fix(), "@ShardId(shards = 16) or more");
        assertEquals(SpannerGuides.SHARDS, finding.rule().guide());
    }

    @ParameterizedTest
    @CsvSource({"2049", "4096"})
    void veryManyShardsIsInformational(int shards) {
        Finding finding = only(report(shards), "shard-count");
        assertFinding(finding, "shard-count", Severity.INFO, SHARD);
        assertContains(finding.message(), "every read across shards (newest rows, a time range) visits " + shards
                + " key ranges");
        assertContains(finding.fix(), "unless the write rate needs " + shards + " write points");
    }

    @ParameterizedTest
    @CsvSource({"1", "0", "-16", "4097"})
    void countsTheGeneratorRefusesAreErrors(int shards) {
        Finding finding = only(report(shards), "shard-count");
        assertFinding(finding, "shard-count", Severity.ERROR, SHARD);
        assertEquals("shards = " + shards + " is not a shard count @ShardId accepts (2 to 4096)", finding.message());
        assertContains(finding.fix(), "@ShardId(shards = 16)");
    }

    @ParameterizedTest
    @CsvSource({"4", "16", "2048"})
    void saneCountsAreFine(int shards) {
        AdvisorReport report = report(shards);
        none(report, "shard-count");
        // A shard first, a timestamp second: nothing else to report either.
        assertEquals(List.of(), report.findings(), report::toText);
    }

    @Test
    void aTableWithoutShardFactsIsNotChecked() {
        AdvisorReport report = Models.googleSql()
                .table(root("Ticks", asc("SensorId"), key("SensorId", "INT64")))
                .report();
        none(report, "shard-count");
    }
}
