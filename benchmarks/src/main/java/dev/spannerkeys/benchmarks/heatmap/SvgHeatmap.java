package dev.spannerkeys.benchmarks.heatmap;

import java.util.Locale;

/**
 * Renders a {@link Heatmap} as a standalone SVG document: the grid (runs of equal colour in a row
 * merged into one rectangle to keep files small), axis captions, and a colour legend.
 */
public final class SvgHeatmap {

    private static final int CELL_WIDTH = 6;
    private static final int CELL_HEIGHT = 5;
    private static final int LEFT = 78;
    private static final int TOP = 34;
    private static final int BOTTOM = 48;
    private static final int LEGEND_WIDTH = 120;

    private SvgHeatmap() {
    }

    /** The SVG text for {@code heatmap}. */
    public static String render(Heatmap heatmap) {
        int gridWidth = heatmap.columns() * CELL_WIDTH;
        int gridHeight = heatmap.rows() * CELL_HEIGHT;
        int width = LEFT + gridWidth + LEGEND_WIDTH;
        int height = TOP + gridHeight + BOTTOM;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", width, height, width, height));
        svg.append(String.format(Locale.ROOT, "<title>%s: writes per key range over time</title>%n", escape(heatmap.label())));
        svg.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>%n", width, height));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"20\" font-size=\"14\" font-weight=\"bold\">%s</text>%n",
                LEFT, escape(heatmap.label())));
        appendGrid(svg, heatmap);
        appendAxes(svg, heatmap, gridWidth, gridHeight);
        appendLegend(svg, LEFT + gridWidth + 16, gridHeight);
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static void appendGrid(StringBuilder svg, Heatmap heatmap) {
        svg.append(String.format(Locale.ROOT, "<g shape-rendering=\"crispEdges\">%n<rect x=\"%d\" y=\"%d\" width=\"%d\" "
                + "height=\"%d\" fill=\"%s\"/>%n", LEFT, TOP, heatmap.columns() * CELL_WIDTH,
                heatmap.rows() * CELL_HEIGHT, ColourScale.NO_WRITES));
        double even = heatmap.evenCount();
        for (int row = 0; row < heatmap.rows(); row++) {
            // Row 0 holds the lowest keys and is drawn at the bottom, as on a chart.
            int y = TOP + (heatmap.rows() - 1 - row) * CELL_HEIGHT;
            int column = 0;
            while (column < heatmap.columns()) {
                String colour = ColourScale.colour(heatmap.counts()[column][row] / even);
                int end = column + 1;
                while (end < heatmap.columns()
                        && ColourScale.colour(heatmap.counts()[end][row] / even).equals(colour)) {
                    end++;
                }
                if (!colour.equals(ColourScale.NO_WRITES)) {
                    svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>%n",
                            LEFT + column * CELL_WIDTH, y, (end - column) * CELL_WIDTH, CELL_HEIGHT, colour));
                }
                column = end;
            }
        }
        // A frame, so that a hot row at the edge of the grid still stands out from the page.
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" "
                + "stroke=\"#808080\"/>%n", LEFT, TOP, heatmap.columns() * CELL_WIDTH, heatmap.rows() * CELL_HEIGHT));
        svg.append("</g>\n");
    }

    private static void appendAxes(StringBuilder svg, Heatmap heatmap, int gridWidth, int gridHeight) {
        int bottom = TOP + gridHeight;
        long inserts = (long) heatmap.columns() * heatmap.insertsPerColumn();
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">0</text>%n", LEFT, bottom + 18));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%,d</text>%n",
                LEFT + gridWidth, bottom + 18, inserts));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">inserts (time) \u2192, "
                + "one column = %,d inserts</text>%n", LEFT + gridWidth / 2, bottom + 34, heatmap.insertsPerColumn()));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">high keys</text>%n",
                LEFT - 6, TOP + 10));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">low keys</text>%n",
                LEFT - 6, bottom));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%d ranges</text>%n",
                LEFT - 6, TOP + gridHeight / 2 + 4, heatmap.rows()));
    }

    private static void appendLegend(StringBuilder svg, int x, int gridHeight) {
        int steps = ColourScale.STEPS;
        double stepHeight = (double) (gridHeight - 24) / steps;
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">writes / even</text>%n", x, TOP - 6));
        svg.append("<g shape-rendering=\"crispEdges\">\n");
        for (int i = 0; i < steps; i++) {
            double t = i / (double) (steps - 1);
            double y = TOP + (steps - 1 - i) * stepHeight;
            svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"14\" height=\"%.1f\" fill=\"%s\"/>%n",
                    x, y, stepHeight + 0.5, ColourScale.at(t)));
        }
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"14\" height=\"12\" fill=\"%s\"/>%n",
                x, TOP + gridHeight - 12, ColourScale.NO_WRITES));
        svg.append("</g>\n");
        double[] marks = {ColourScale.LOW, 1, 8, ColourScale.HIGH};
        String[] labels = {"\u2264 1/8", "1\u00d7 (even)", "8\u00d7", "64\u00d7"};
        for (int i = 0; i < marks.length; i++) {
            double t = ColourScale.position(marks[i]);
            double y = TOP + (1 - t) * (steps - 1) * stepHeight + stepHeight / 2 + 4;
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\">%s</text>%n", x + 20, y, labels[i]));
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">no writes</text>%n", x + 20, TOP + gridHeight - 2));
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
