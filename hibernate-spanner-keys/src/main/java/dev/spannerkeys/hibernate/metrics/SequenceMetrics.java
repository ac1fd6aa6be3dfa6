package dev.spannerkeys.hibernate.metrics;

/**
 * The measurements of one sequence's pool. Called from any thread; implementations are thread-safe
 * and cheap (a refill or a wait is recorded, never a single id taken).
 */
public interface SequenceMetrics {

    /** Records nothing. */
    SequenceMetrics NONE = new SequenceMetrics() {
        @Override
        public void refill(long nanos, boolean succeeded) {
        }

        @Override
        public void waited(long nanos) {
        }
    };

    /**
     * One refill of the pool: a fetch of a batch of values, with its retries, in the background or by
     * a caller.
     *
     * @param nanos how long it took
     * @param succeeded whether it brought values
     */
    void refill(long nanos, boolean succeeded);

    /**
     * A caller needed an id, found the pool empty and waited {@code nanos} for the next batch (its
     * own fetch, or one already under way).
     */
    void waited(long nanos);
}
