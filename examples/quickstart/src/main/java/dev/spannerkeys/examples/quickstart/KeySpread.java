package dev.spannerkeys.examples.quickstart;

import java.io.PrintStream;
import java.util.Arrays;

/**
 * Counts keys per sixteenth of the key space, the way Spanner orders them: positive INT64 keys by
 * value, UUID strings lexicographically (by their first hex digit).
 */
final class KeySpread {

    static final int RANGES = 16;

    private final String label;
    private final long[] counts = new long[RANGES];

    KeySpread(String label) {
        this.label = label;
    }

    void addInt64(long key) {
        // A positive INT64 has 63 significant bits; the top 4 pick one of 16 equal ranges.
        counts[(int) (key >>> 59)]++;
    }

    void addUuidString(String key) {
        counts[Character.digit(key.charAt(0), 16)]++;
    }

    long[] counts() {
        return counts.clone();
    }

    long total() {
        return Arrays.stream(counts).sum();
    }

    /** The busiest range's count relative to a perfectly even spread (1.0 = even, 16 = one range). */
    double busiestRelativeToMean() {
        long max = Arrays.stream(counts).max().orElse(0);
        return total() == 0 ? 0 : max / (total() / (double) RANGES);
    }

    void print(PrintStream out) {
        out.printf("%s: %d keys, busiest range holds %.2fx the mean (1.00 = perfectly even)%n",
                label, total(), busiestRelativeToMean());
        long max = Math.max(1, Arrays.stream(counts).max().orElse(1));
        for (int range = 0; range < RANGES; range++) {
            int bar = (int) Math.round(40.0 * counts[range] / max);
            out.printf("  range %2d/16  %6d  %s%n", range + 1, counts[range], "#".repeat(bar));
        }
    }
}
