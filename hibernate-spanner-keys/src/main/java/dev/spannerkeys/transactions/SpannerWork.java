package dev.spannerkeys.transactions;

/**
 * A unit of work that runs on the calling thread, such as a call to a Spring Data repository or to a
 * service that opens its own transactions: what {@link SpannerReads#withMaxStaleness} and
 * {@link SpannerTransactions#withTag} run with their options in force.
 *
 * <p>The work may throw a checked exception {@code E}; the method that runs it throws it on unchanged,
 * so a lambda that throws nothing needs no {@code try}.
 *
 * @param <T> what the work returns ({@code Void} and {@code null} for nothing)
 * @param <E> the checked exception the work may throw ({@code RuntimeException} when it throws none)
 */
@FunctionalInterface
public interface SpannerWork<T, E extends Throwable> {

    /** Runs the work. */
    T run() throws E;
}
