package dev.spannerkeys.benchmarks.heatmap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.benchmarks.keystrategy.BitReversedSequenceKeys;
import dev.spannerkeys.benchmarks.keystrategy.PlainSequenceKeys;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SvgHeatmapTest {

    @Test
    void countsEveryInsertOnce() {
        Heatmap heatmap = Heatmap.of(new BitReversedSequenceKeys(), 10, 64, 640);
        int total = Arrays.stream(heatmap.counts()).flatMapToInt(Arrays::stream).sum();
        assertEquals(6_400, total);
        // 640 consecutive counters put exactly 10 into each range.
        assertTrue(Arrays.stream(heatmap.counts()).flatMapToInt(Arrays::stream).allMatch(c -> c == 10));
    }

    @Test
    void aSequentialKeyIsOneHotRowAndTheRestBlack() {
        Heatmap heatmap = Heatmap.of(new PlainSequenceKeys(), 10, 64, 640);
        String svg = SvgHeatmap.render(heatmap);
        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assertTrue(svg.strip().endsWith("</svg>"));
        // One merged rectangle for the hot bottom row, in the hottest colour.
        assertTrue(svg.contains("width=\"60\" height=\"5\" fill=\"" + ColourScale.HOTTEST + "\""), svg);
    }

    @Test
    void evenLoadAndExtremesGetDistinctColours() {
        assertEquals(ColourScale.NO_WRITES, ColourScale.colour(0));
        assertEquals(ColourScale.HOTTEST, ColourScale.colour(64));
        assertTrue(!ColourScale.colour(1).equals(ColourScale.colour(8)));
    }
}
