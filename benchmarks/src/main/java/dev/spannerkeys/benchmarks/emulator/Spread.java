package dev.spannerkeys.benchmarks.emulator;

import java.util.List;

/**
 * Minimum, quartiles and maximum of a few measurements; the median is the figure ratios use, being
 * the least disturbed by a neighbour's build on a shared machine, and the interquartile range
 * ({@code q1}..{@code q3}) says how far it can be trusted.
 *
 * @param min    smallest value
 * @param q1     first quartile (linear interpolation between closest ranks)
 * @param median middle value (mean of the two middle values for an even count)
 * @param q3     third quartile
 * @param max    largest value
 * @param count  number of values
 */
public record Spread(double min, double q1, double median, double q3, double max, int count) {

    /** The spread of {@code values}; at least one value. */
    public static Spread of(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("no values");
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        return new Spread(sorted[0], quantile(sorted, 0.25), median, quantile(sorted, 0.75), sorted[n - 1], n);
    }

    private static double quantile(double[] sorted, double q) {
        double position = q * (sorted.length - 1);
        int below = (int) Math.floor(position);
        int above = Math.min(sorted.length - 1, below + 1);
        return sorted[below] + (position - below) * (sorted[above] - sorted[below]);
    }
}
