package dev.spannerkeys.transactions;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import java.util.Locale;

/**
 * Spanner's request priority, which Spanner's scheduler uses to order the work of requests that compete
 * for the same CPU: the values of {@value SpannerKeysSettings#TRANSACTION_PRIORITY} and of
 * {@link SpannerTransactions#withTag(String, RequestPriority, SpannerWork)}.
 *
 * <p>Spanner runs requests at {@link #HIGH} priority unless told otherwise. Give batch jobs, reports and
 * other work that can wait {@link #LOW} (or {@link #MEDIUM}) so that it yields to the requests users wait
 * for. The priority applies to every statement and to the commit of a transaction.
 */
public enum RequestPriority {

    /** For work that can wait: batch jobs, reports, back-fills. */
    LOW,

    /** Between the two: background work that still has a deadline. */
    MEDIUM,

    /** Spanner's default: requests a user waits for. */
    HIGH;

    /** The text of the setting that selects this priority: {@code low}, {@code medium} or {@code high}. */
    public String settingValue() {
        return name().toLowerCase(Locale.ROOT);
    }
}
