package dev.spannerkeys.benchmarks.distribution;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SlidingWindowsTest {

    @Test
    void measuresEveryWindowPosition() {
        // Windows of 3: [0,0,1] max 2 hit 2; [0,1,1] 2/2; [1,1,1] 3/1; [1,1,0] 2/2.
        WindowSummary summary = SlidingWindows.measure(new int[] {0, 0, 1, 1, 1, 0}, 2, 3);
        assertEquals(4, summary.windows());
        assertEquals(2, summary.medianMax());
        assertEquals(3, summary.worstMax());
        assertEquals(9 / 4.0, summary.meanMax(), 1e-12);
        assertEquals(2, summary.medianHit());
        assertEquals(1, summary.fewestHit());
        assertEquals(2.0, summary.worstRatio(), 1e-12);
    }

    @Test
    void keepsTheMaximumWhenTheBusiestBucketDrains() {
        // The busiest bucket (0) loses its inserts one by one while others stay level.
        WindowSummary summary = SlidingWindows.measure(new int[] {0, 0, 0, 1, 2, 3}, 4, 3);
        assertEquals(3, summary.worstMax());
        assertEquals(1, summary.medianMax());
    }

    @Test
    void aSingleBucketHoldsEverything() {
        NoiseFloor floor = NoiseFloor.of(1_000, 1, 10, 1);
        assertEquals(1.0, floor.formulaMean(), 1e-9);
        assertEquals(1.0, floor.simulatedMean(), 1e-9);
    }
}
