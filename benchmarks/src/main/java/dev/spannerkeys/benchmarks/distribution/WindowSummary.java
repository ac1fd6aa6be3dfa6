package dev.spannerkeys.benchmarks.distribution;

/**
 * How the busiest bucket fared over all sliding windows of a sequence of inserts.
 *
 * @param window      inserts per window
 * @param buckets     equal parts of the key space (or shards) the inserts were counted in
 * @param windows     number of windows measured
 * @param medianMax   median over windows of the busiest bucket's insert count
 * @param worstMax    largest busiest-bucket count of any window
 * @param meanMax     mean over windows of the busiest bucket's count
 * @param medianHit   median over windows of the number of buckets that received any insert
 * @param fewestHit   smallest number of buckets any window wrote to
 */
public record WindowSummary(int window, int buckets, long windows, int medianMax, int worstMax, double meanMax,
        int medianHit, int fewestHit) {

    /** Inserts per bucket if a window were spread perfectly evenly. */
    public double evenShare() {
        return (double) window / buckets;
    }

    /** The median window's busiest bucket relative to the even share (1.0 = perfectly even). */
    public double medianRatio() {
        return medianMax / evenShare();
    }

    /** The worst window's busiest bucket relative to the even share ({@code buckets} = one hot bucket). */
    public double worstRatio() {
        return worstMax / evenShare();
    }

    /** The mean busiest bucket relative to the even share. */
    public double meanRatio() {
        return meanMax / evenShare();
    }

    /**
     * The best ratio any window can reach: {@code window} inserts cannot be split into
     * {@code buckets} equal whole counts unless the one divides the other.
     */
    public double integerFloor() {
        return Math.ceil(evenShare()) / evenShare();
    }
}
