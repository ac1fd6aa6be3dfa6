package dev.spannerkeys.benchmarks.distribution;

/**
 * Slides a window of consecutive inserts over a sequence of bucket numbers one insert at a time
 * and records, for every window position, how many inserts its busiest bucket received.
 *
 * <p>Each step moves one insert in and one out. The busiest count is kept up to date in constant
 * time by counting how many buckets hold each count, so 1,000,000 inserts over 2,048 buckets cost
 * about as much as over 64.
 */
public final class SlidingWindows {

    private SlidingWindows() {
    }

    /**
     * Measures all {@code inserts.length - window + 1} windows.
     *
     * @param inserts the bucket of each insert, in insert order, each in {@code [0, buckets)}
     * @param buckets the number of buckets
     * @param window  inserts per window, at most {@code inserts.length}
     */
    public static WindowSummary measure(int[] inserts, int buckets, int window) {
        if (window < 1 || window > inserts.length) {
            throw new IllegalArgumentException("window " + window + " does not fit " + inserts.length + " inserts");
        }
        int[] counts = new int[buckets];
        // bucketsWithCount[c] = how many buckets hold exactly c inserts of the current window.
        int[] bucketsWithCount = new int[window + 2];
        bucketsWithCount[0] = buckets;
        int max = 0;
        for (int i = 0; i < window; i++) {
            max = Math.max(max, add(counts, bucketsWithCount, inserts[i]));
        }
        long windows = inserts.length - window + 1L;
        long[] windowsWithMax = new long[window + 1];
        long[] windowsWithHits = new long[buckets + 1];
        windowsWithMax[max]++;
        windowsWithHits[buckets - bucketsWithCount[0]]++;
        for (int next = window; next < inserts.length; next++) {
            int removed = inserts[next - window];
            int before = counts[removed];
            remove(counts, bucketsWithCount, removed);
            if (before == max && bucketsWithCount[max] == 0) {
                max--;
            }
            max = Math.max(max, add(counts, bucketsWithCount, inserts[next]));
            windowsWithMax[max]++;
            windowsWithHits[buckets - bucketsWithCount[0]]++;
        }
        return new WindowSummary(window, buckets, windows, median(windowsWithMax, windows), highest(windowsWithMax),
                mean(windowsWithMax, windows), median(windowsWithHits, windows), lowest(windowsWithHits));
    }

    private static int add(int[] counts, int[] bucketsWithCount, int bucket) {
        int count = counts[bucket]++;
        bucketsWithCount[count]--;
        bucketsWithCount[count + 1]++;
        return count + 1;
    }

    private static void remove(int[] counts, int[] bucketsWithCount, int bucket) {
        int count = counts[bucket]--;
        bucketsWithCount[count]--;
        bucketsWithCount[count - 1]++;
    }

    /** The lower median of the values whose frequencies {@code histogram} holds. */
    static int median(long[] histogram, long total) {
        long seen = 0;
        for (int value = 0; value < histogram.length; value++) {
            seen += histogram[value];
            if (2 * seen >= total) {
                return value;
            }
        }
        throw new IllegalStateException("empty histogram");
    }

    private static int highest(long[] histogram) {
        for (int value = histogram.length - 1; value >= 0; value--) {
            if (histogram[value] > 0) {
                return value;
            }
        }
        throw new IllegalStateException("empty histogram");
    }

    private static int lowest(long[] histogram) {
        for (int value = 0; value < histogram.length; value++) {
            if (histogram[value] > 0) {
                return value;
            }
        }
        throw new IllegalStateException("empty histogram");
    }

    private static double mean(long[] histogram, long total) {
        double sum = 0;
        for (int value = 0; value < histogram.length; value++) {
            sum += (double) value * histogram[value];
        }
        return sum / total;
    }
}
