package dev.spannerkeys.benchmarks.heatmap;

import dev.spannerkeys.benchmarks.keystrategy.KeySpace;
import dev.spannerkeys.benchmarks.keystrategy.KeyStrategy;
import java.util.function.LongSupplier;

/**
 * Write counts per (time slice, key range) cell for one key strategy.
 *
 * @param label            the strategy's name
 * @param columns          time slices, each {@code insertsPerColumn} consecutive inserts
 * @param rows             equal key ranges; row 0 holds the lowest keys
 * @param insertsPerColumn inserts per time slice
 * @param counts           {@code counts[column][row]}
 */
public record Heatmap(String label, int columns, int rows, int insertsPerColumn, int[][] counts) {

    /** Counts the first {@code columns * insertsPerColumn} inserts of {@code strategy}. */
    public static Heatmap of(KeyStrategy strategy, int columns, int rows, int insertsPerColumn) {
        int[][] counts = new int[columns][rows];
        LongSupplier positions = strategy.start();
        for (int column = 0; column < columns; column++) {
            for (int i = 0; i < insertsPerColumn; i++) {
                counts[column][KeySpace.bucket(positions.getAsLong(), rows)]++;
            }
        }
        return new Heatmap(strategy.label(), columns, rows, insertsPerColumn, counts);
    }

    /** A cell's count if every slice spread its inserts evenly over all rows. */
    public double evenCount() {
        return (double) insertsPerColumn / rows;
    }
}
