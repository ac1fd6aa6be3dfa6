package dev.spannerkeys.hibernate.internal.errors;

import dev.spannerkeys.hibernate.errors.CommitOutcomeUnknownException;
import dev.spannerkeys.hibernate.internal.config.SettingValues;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import java.time.Duration;

/**
 * How long a thread may wait for Spanner to answer a commit, and the watch that ends the wait.
 *
 * <p>Measured with the Spanner JDBC driver 2.44.0 (client 6.122.0): when Spanner cannot be reached
 * during a commit, the client retries the request ({@code UNAVAILABLE}) for as long as its own commit
 * timeout allows, which is far beyond what an application thread should wait, and neither the
 * connection's {@code STATEMENT_TIMEOUT} nor {@code Statement.cancel()} shortens it. Interrupting the
 * waiting thread does: the client gives up the wait at once with {@code CANCELLED}. A
 * {@link ThreadDeadline} therefore interrupts the committing thread when the bound has passed, and
 * clears the interrupt it caused once the commit has returned, so the application's thread is left as
 * it was.
 *
 * <p>The watch covers the commit request: from the end of the work Hibernate does before committing
 * (its flush, the buffering of mutations) until the driver's commit returns. Cut short, the commit
 * fails with a {@link CommitOutcomeUnknownException}: the request may still reach Spanner. The flush
 * before it is not covered: its statements may legitimately take long (a large DML flush), and the
 * driver gives up a statement to an unreachable server by itself (after 20 to 30 s, measured); such a
 * failure says that nothing was written. Hibernate's rollback after a failed commit request needs no
 * round trip, so the interrupt, still set then, does not disturb it.
 *
 * <p>The bound is {@value SpannerKeysSettings#COMMIT_TIMEOUT} ({@link #DEFAULT_TIMEOUT} by default),
 * or what is left of the transaction's own timeout ({@code Transaction.setTimeout}, JPA's and Spring's
 * transaction timeouts) when that is shorter, but at least {@link #MINIMUM} so that a transaction that
 * reached its commit just in time can still commit.
 *
 * <p>Thread-safe.
 */
public final class CommitDeadline {

    /** The bound when {@value SpannerKeysSettings#COMMIT_TIMEOUT} is not set: 60 seconds. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

    /** The least time a commit is given, also when the transaction's timeout has (nearly) run out. */
    public static final Duration MINIMUM = Duration.ofSeconds(1);

    private CommitDeadline() {
    }

    /**
     * The configured bound: {@code null} gives {@link #DEFAULT_TIMEOUT}; a number is seconds; text may
     * also be an ISO-8601 duration ({@code PT30S}) or a number with the unit {@code ms}, {@code s},
     * {@code m} or {@code h} ({@code 500ms}, {@code 30s}, {@code 2m}) (read by {@link SettingValues#duration}).
     * Zero turns the bound off: the commit then waits as long as the driver does.
     *
     * @return the bound, or {@code null} for none
     * @throws dev.spannerkeys.hibernate.config.InvalidSettingException naming the setting and the accepted
     *     forms if the value is none of them, or negative
     */
    public static Duration fromSetting(Object value) {
        Duration duration = SettingValues.duration(SpannerKeysSettings.COMMIT_TIMEOUT, value, DEFAULT_TIMEOUT,
                Duration.ZERO);
        return duration.isZero() ? null : duration;
    }

    /**
     * The bound for one commit.
     *
     * @param configured the configured bound, or {@code null} for none
     * @param transactionMillisLeft what is left of the transaction's timeout, or a negative value when it
     *        has none
     * @return the shorter of the two (at least {@link #MINIMUM}), or {@code null} for no bound
     */
    public static Duration forCommit(Duration configured, long transactionMillisLeft) {
        Duration bound = configured;
        if (transactionMillisLeft >= 0) {
            Duration left = Duration.ofMillis(transactionMillisLeft);
            bound = bound == null || left.compareTo(bound) < 0 ? left : bound;
        }
        if (bound != null && bound.compareTo(MINIMUM) < 0) {
            bound = MINIMUM;
        }
        return bound;
    }

    /**
     * Starts watching the current thread's commit.
     *
     * @param bound how long the commit may take; {@code null} watches without a bound (it only measures)
     */
    public static ThreadDeadline start(Duration bound) {
        return ThreadDeadline.start(bound);
    }
}
