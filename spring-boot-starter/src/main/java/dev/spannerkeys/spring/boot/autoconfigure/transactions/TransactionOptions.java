package dev.spannerkeys.spring.boot.autoconfigure.transactions;

import dev.spannerkeys.internal.transactions.TransactionRequests.Request;
import dev.spannerkeys.internal.transactions.TransactionSettings;
import dev.spannerkeys.spring.transactions.StaleRead;
import dev.spannerkeys.spring.transactions.TransactionTag;
import dev.spannerkeys.transactions.RequestPriority;
import dev.spannerkeys.transactions.Staleness;
import java.lang.reflect.Method;
import java.time.Duration;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.convert.DurationStyle;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.util.StringValueResolver;

/**
 * What {@link StaleRead} and {@link TransactionTag} ask of one method, read once: the method's annotation wins over
 * its class's. A value the library cannot honour (no staleness or two, a duration that is none, a tag Spanner would
 * cut, an unknown priority) is refused naming the method, the value and the fix.
 *
 * @param method how messages name the method, {@code OrderService.recent}
 * @param staleness the staleness of {@link StaleRead}, or {@code null}
 * @param tag the tag of {@link TransactionTag}, or {@code null}
 * @param priority the priority of {@link TransactionTag}, or {@code null}
 */
record TransactionOptions(String method, @Nullable Staleness staleness, @Nullable String tag,
        @Nullable RequestPriority priority) {

    /** The options of {@code method} as called on {@code targetClass}; {@code null} when it has none. */
    static @Nullable TransactionOptions of(Method method, Class<?> targetClass, @Nullable StringValueResolver resolver) {
        StaleRead staleRead = AnnotatedElementUtils.findMergedAnnotation(method, StaleRead.class);
        if (staleRead == null) {
            staleRead = AnnotatedElementUtils.findMergedAnnotation(targetClass, StaleRead.class);
        }
        TransactionTag transactionTag = AnnotatedElementUtils.findMergedAnnotation(method, TransactionTag.class);
        if (transactionTag == null) {
            transactionTag = AnnotatedElementUtils.findMergedAnnotation(targetClass, TransactionTag.class);
        }
        if (staleRead == null && transactionTag == null) {
            return null;
        }
        String name = targetClass.getSimpleName() + "." + method.getName();
        Staleness staleness = staleRead == null ? null : staleness(name, staleRead, resolver);
        String tag = null;
        RequestPriority priority = null;
        if (transactionTag != null) {
            tag = resolve(resolver, transactionTag.value());
            if (tag.isEmpty()) {
                tag = null;
            } else {
                String problem = TransactionSettings.tagProblem(tag);
                if (problem != null) {
                    throw new IllegalStateException("@TransactionTag(\"" + tag + "\") on " + name + ": " + problem
                            + ". Fix: use at most 50 printable ASCII characters, e.g. checkout or orders/place");
                }
            }
            priority = priority(name, resolve(resolver, transactionTag.priority()));
        }
        return new TransactionOptions(name, staleness, tag, priority);
    }

    /** The library's request for the transactions that begin while the method runs. */
    Request request() {
        String origin = staleness != null ? "@StaleRead on " + method : "@TransactionTag on " + method;
        return new Request(origin, false, staleness, tag, priority);
    }

    private static Staleness staleness(String method, StaleRead staleRead, @Nullable StringValueResolver resolver) {
        String max = resolve(resolver, staleRead.maxStaleness());
        String exact = resolve(resolver, staleRead.exactStaleness());
        if (max.isEmpty() == exact.isEmpty()) {
            throw new IllegalStateException("@StaleRead on " + method + " names " + (max.isEmpty() ? "no staleness"
                    : "two stalenesses") + ". Fix: set exactly one of maxStaleness (e.g. \"15s\") and exactStaleness "
                    + "(e.g. \"10s\")");
        }
        String text = max.isEmpty() ? exact : max;
        Duration duration;
        try {
            duration = DurationStyle.detectAndParse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("@StaleRead on " + method + ": '" + text + "' is not a duration. Fix: write "
                    + "it as 15s, 500ms, PT15S or a number of milliseconds", e);
        }
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalStateException("@StaleRead on " + method + ": the staleness must be more than zero, not '"
                    + text + "'. Fix: remove @StaleRead for strong reads");
        }
        return max.isEmpty() ? Staleness.exact(duration) : Staleness.max(duration);
    }

    private static @Nullable RequestPriority priority(String method, String text) {
        if (text.isEmpty()) {
            return null;
        }
        try {
            return RequestPriority.valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("@TransactionTag on " + method + ": '" + text + "' is not a request priority."
                    + " Fix: write low, medium or high", e);
        }
    }

    private static String resolve(@Nullable StringValueResolver resolver, String value) {
        String resolved = resolver == null || value.isEmpty() ? value : resolver.resolveStringValue(value);
        return resolved == null ? "" : resolved.strip();
    }
}
