package dev.spannerkeys.benchmarks.emulator;

import java.util.List;

/**
 * Minimum, median and maximum of a few measurements; the median is the figure ratios use, being
 * the least disturbed by a neighbour's build on a shared machine.
 *
 * @param min    smallest value
 * @param median middle value (mean of the two middle values for an even count)
 * @param max    largest value
 * @param count  number of values
 */
public record Spread(double min, double median, double max, int count) {

    /** The spread of {@code values}; at least one value. */
    public static Spread of(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("no values");
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        return new Spread(sorted[0], median, sorted[n - 1], n);
    }
}
