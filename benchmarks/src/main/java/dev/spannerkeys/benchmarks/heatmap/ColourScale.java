package dev.spannerkeys.benchmarks.heatmap;

/**
 * Maps a cell's write count, relative to the even share, to a colour: black for no writes, then a
 * logarithmic ramp from deep purple (1/8 of even) through crimson (even) and orange to yellow (64
 * times even, one range taking every write), like Key Visualizer's dark-to-bright scale.
 *
 * <p>Colours come in a fixed number of steps, so neighbouring cells of similar load share a colour
 * and the SVG writer can merge them into one rectangle.
 */
final class ColourScale {

    /** Colour of cells without writes. */
    static final String NO_WRITES = "#000000";
    /** Lowest and highest ratio to the even share the ramp distinguishes. */
    static final double LOW = 1.0 / 8;
    static final double HIGH = 64;
    /**
     * Half a power of two per step over the nine powers from 1/8 to 64, which puts "even" (1.0) in
     * the middle of a step: random noise around even then keeps one colour instead of flickering
     * across a step boundary.
     */
    static final int STEPS = 19;

    /** The hottest colour: saturated yellow rather than Key Visualizer's white, to stay visible on a white page. */
    static final String HOTTEST = "#ffee33";

    private static final double[] STOPS = {0.0, 0.25, 0.42, 0.62, 0.82, 1.0};
    private static final int[][] RGB = {
        {0x1a, 0x05, 0x33}, {0x5c, 0x12, 0x6e}, {0xb0, 0x1e, 0x3c},
        {0xf2, 0x6b, 0x2a}, {0xfb, 0xb0, 0x2d}, {0xff, 0xee, 0x33},
    };

    private ColourScale() {
    }

    /** The colour of a cell holding {@code ratio} times the even share. */
    static String colour(double ratio) {
        if (ratio <= 0) {
            return NO_WRITES;
        }
        return at(step(ratio) / (double) (STEPS - 1));
    }

    /** Position on the ramp, in [0, 1], before quantising; exposed for the legend. */
    static double position(double ratio) {
        double t = (log2(ratio) - log2(LOW)) / (log2(HIGH) - log2(LOW));
        return Math.max(0, Math.min(1, t));
    }

    private static int step(double ratio) {
        return (int) Math.round(position(ratio) * (STEPS - 1));
    }

    /** The colour at {@code t} in [0, 1] along the ramp. */
    static String at(double t) {
        int segment = 0;
        while (segment < STOPS.length - 2 && t > STOPS[segment + 1]) {
            segment++;
        }
        double local = (t - STOPS[segment]) / (STOPS[segment + 1] - STOPS[segment]);
        StringBuilder hex = new StringBuilder("#");
        for (int channel = 0; channel < 3; channel++) {
            int from = RGB[segment][channel];
            int to = RGB[segment + 1][channel];
            hex.append(String.format("%02x", Math.round(from + (to - from) * local)));
        }
        return hex.toString();
    }

    private static double log2(double value) {
        return Math.log(value) / Math.log(2);
    }
}
