package dev.spannerkeys.benchmarks.distribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The distribution analysis at a small size (60,000 keys, windows of 10,000): fast enough for every
 * build, large enough that each strategy shows its character.
 */
class DistributionSmokeTest {

    private static DistributionResults results;

    @BeforeAll
    static void analyse() {
        results = DistributionAnalysis.run(DistributionParameters.standard().withKeys(60_000)
                .withFloorTrials(500));
    }

    @Test
    void monotonicKeysPutEveryWindowIntoOneRange() {
        for (String id : new String[] {"sequence", "uuid-v7", "timestamp-first"}) {
            WindowSummary ranges = results.get(id).ranges();
            assertEquals(64.0, ranges.medianRatio(), 1e-9, id);
            assertEquals(64.0, ranges.worstRatio(), 1e-9, id);
            assertEquals(1, ranges.fewestHit(), id);
        }
    }

    @Test
    void bitReversedKeysHitEveryRangeEvenlyInEveryWindow() {
        WindowSummary ranges = results.get("bit-reversed").ranges();
        // 10,000 is not a multiple of 64: the best possible busiest range is 157 of 156.25.
        assertEquals(ranges.integerFloor(), ranges.worstRatio(), 1e-9);
        assertEquals(1.0, ranges.worstRatio(), 0.005);
        assertEquals(64, ranges.fewestHit());
    }

    @Test
    void theNoiseFloorFormulaAgreesWithSimulation() {
        NoiseFloor floor = results.rangeFloor();
        assertEquals(floor.simulatedMean(), floor.formulaMean(), 0.02 * floor.simulatedMean());
        assertTrue(floor.simulatedMean() > 1.15 && floor.simulatedMean() < 1.25, "floor " + floor);
    }

    @Test
    void randomUuidsSitAtTheNoiseFloorNeitherBetterNorWorse() {
        WindowSummary uuid = results.get("uuid-v4").ranges();
        NoiseFloor floor = results.rangeFloor();
        assertEquals(floor.simulatedMean(), uuid.meanRatio(), 0.03 * floor.simulatedMean());
        assertTrue(uuid.worstRatio() < 1.5, "worst window " + uuid.worstRatio());
        assertEquals(64, uuid.fewestHit());
    }

    @Test
    void sixteenShardsAreSixteenWritePointsWithBalancedLoad() {
        StrategyDistribution sharded = results.get("sharded-16");
        ShardBalance shards = sharded.shards().orElseThrow();
        assertEquals(16, shards.shards());
        assertEquals(16, shards.windows().fewestHit());
        assertTrue(shards.windows().medianRatio() <= 1.15, "busiest shard " + shards.windows().medianRatio());
        // Each shard owns 4 of the 64 ranges but writes into one at a time: 4x the busiest shard's share.
        assertEquals(4 * shards.windows().medianRatio(), sharded.ranges().medianRatio(), 0.1);
        assertEquals(16, sharded.ranges().fewestHit());
    }

    @Test
    void manyShardsSpreadOverAllRangesButEachShardSeesOnlyAFewWrites() {
        StrategyDistribution sharded = results.get("sharded-2048");
        ShardBalance shards = sharded.shards().orElseThrow();
        assertEquals(64, sharded.ranges().fewestHit());
        assertTrue(sharded.ranges().medianRatio() < 1.3, "ranges " + sharded.ranges().medianRatio());
        assertEquals(shards.windowFloor().simulatedMean(), shards.windows().meanRatio(),
                0.05 * shards.windowFloor().simulatedMean());
    }

    @Test
    void theReportNamesEveryStrategyAndGoal() {
        String report = DistributionReport.render(results);
        for (StrategyDistribution s : results.strategies()) {
            assertTrue(report.contains(s.strategy().label()), s.strategy().label());
        }
        assertTrue(report.contains("bit-reversed: every window at the integer floor (1.0): **met**"), report);
    }
}
