package dev.spannerkeys.transactions;

import dev.spannerkeys.hibernate.config.InvalidSettingException;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.config.SettingValues;
import java.io.Serializable;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;

/**
 * How fresh the data of a Spanner read-only transaction must be: the values of
 * {@value SpannerKeysSettings#READ_ONLY_STALENESS} and of {@link SpannerReads}.
 *
 * <ul>
 *   <li>{@link #strong()} ({@code strong}): the transaction sees every transaction committed before it
 *       began. Spanner's default; on a multi-region instance a read at a replica far from the leader first
 *       asks the leader how current it must be.</li>
 *   <li>{@link #max(Duration)} ({@code max:15s}): Spanner picks the newest timestamp the nearest replica
 *       can serve without waiting, at most that old; the transaction reads all its statements at that one
 *       timestamp. Spanner offers bounded staleness only to single reads, so the library asks for the
 *       timestamp with one single-use read ({@code SELECT 1}) when the transaction begins and runs the
 *       transaction at it: one consistent snapshot, one extra round trip to the nearest replica.</li>
 *   <li>{@link #exact(Duration)} ({@code exact:10s}): the transaction reads at exactly that long ago: no
 *       newer data, and no round trip to choose the timestamp.</li>
 * </ul>
 * A stale read never blocks on the locks of read-write transactions and never aborts; it can return data
 * that has changed since. Immutable and thread-safe.
 */
public final class Staleness implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The kinds of staleness. */
    public enum Mode {
        /** Every committed transaction is seen. */
        STRONG,
        /** At most {@link Staleness#duration()} old, as fresh as the nearest replica can serve at once. */
        MAX,
        /** Exactly {@link Staleness#duration()} old. */
        EXACT
    }

    private static final Staleness STRONG = new Staleness(Mode.STRONG, Duration.ZERO);

    private final Mode mode;
    private final Duration duration;

    private Staleness(Mode mode, Duration duration) {
        this.mode = mode;
        this.duration = duration;
    }

    /** Strong reads: the default of read-only transactions. */
    public static Staleness strong() {
        return STRONG;
    }

    /**
     * Reads at most {@code bound} old.
     *
     * @throws IllegalArgumentException if {@code bound} is not positive
     */
    public static Staleness max(Duration bound) {
        return new Staleness(Mode.MAX, positive(bound, "max"));
    }

    /**
     * Reads at exactly {@code staleness} ago.
     *
     * @throws IllegalArgumentException if {@code staleness} is not positive
     */
    public static Staleness exact(Duration staleness) {
        return new Staleness(Mode.EXACT, positive(staleness, "exact"));
    }

    /**
     * The staleness {@code text} names: {@code strong}, {@code max:<duration>} or {@code exact:<duration>},
     * the duration as seconds ({@code 15}), with a unit ({@code 500ms}, {@code 15s}, {@code 2m}) or in
     * ISO-8601 ({@code PT15S}); case and blanks around the parts do not matter.
     *
     * @throws IllegalArgumentException for any other text, saying what is accepted
     */
    public static Staleness parse(String text) {
        Objects.requireNonNull(text, "text");
        String trimmed = text.strip();
        if (trimmed.equalsIgnoreCase("strong")) {
            return STRONG;
        }
        int colon = trimmed.indexOf(':');
        String kind = colon < 0 ? "" : trimmed.substring(0, colon).strip().toLowerCase(Locale.ROOT);
        if (!kind.equals("max") && !kind.equals("exact")) {
            throw new IllegalArgumentException(notAStaleness(text));
        }
        Duration duration;
        try {
            duration = SettingValues.duration("staleness", trimmed.substring(colon + 1), null, Duration.ofMillis(1));
        } catch (InvalidSettingException e) {
            throw new IllegalArgumentException(notAStaleness(text), e);
        }
        if (duration == null) {
            throw new IllegalArgumentException(notAStaleness(text));
        }
        return kind.equals("max") ? max(duration) : exact(duration);
    }

    private static String notAStaleness(String text) {
        return "Not a staleness: '" + text + "'. Write strong, max:<duration> (e.g. max:15s) or exact:<duration> "
                + "(e.g. exact:10s), the duration in seconds (15), with a unit (500ms, 15s, 2m) or in ISO-8601 (PT15S), "
                + "more than zero";
    }

    private static Duration positive(Duration duration, String kind) {
        Objects.requireNonNull(duration, "duration");
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("A " + kind + " staleness must be more than zero, not " + duration
                    + " (for the freshest data, use Staleness.strong())");
        }
        return duration;
    }

    /** The kind of staleness. */
    public Mode mode() {
        return mode;
    }

    /** The bound of {@link Mode#MAX}, the age of {@link Mode#EXACT}; zero for {@link Mode#STRONG}. */
    public Duration duration() {
        return duration;
    }

    /** Whether this is {@link #strong()}. */
    public boolean isStrong() {
        return mode == Mode.STRONG;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Staleness staleness && staleness.mode == mode && staleness.duration.equals(duration);
    }

    @Override
    public int hashCode() {
        return mode.hashCode() * 31 + duration.hashCode();
    }

    /** The text {@link #parse} reads: {@code strong}, {@code max:15s}, {@code exact:500ms}. */
    @Override
    public String toString() {
        if (mode == Mode.STRONG) {
            return "strong";
        }
        long millis = duration.toMillis();
        String amount = millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
        return mode.name().toLowerCase(Locale.ROOT) + ":" + amount;
    }
}
