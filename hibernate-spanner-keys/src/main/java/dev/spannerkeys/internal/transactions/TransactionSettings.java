package dev.spannerkeys.internal.transactions;

import dev.spannerkeys.hibernate.config.InvalidSettingException;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.config.SettingValues;
import dev.spannerkeys.transactions.RequestPriority;
import dev.spannerkeys.transactions.Staleness;
import java.util.LinkedHashMap;
import java.util.Map;
import org.hibernate.cfg.JdbcSettings;
import org.hibernate.engine.jdbc.connections.internal.ConnectionProviderInitiator;

/**
 * The transaction settings of a persistence unit, read once when its service registry is built:
 * {@value SpannerKeysSettings#READ_ONLY_STALENESS}, {@value SpannerKeysSettings#TRANSACTION_TAG},
 * {@value SpannerKeysSettings#TRANSACTION_PRIORITY} and {@value SpannerKeysSettings#TRANSACTION_RETRY_ATTEMPTS};
 * and the check of {@code hibernate.connection.isolation} against the two isolation levels Spanner has.
 *
 * @param readOnlyStaleness the staleness of read-only transactions that ask for none
 * @param tag the transaction tag of read-write transactions that name none, or {@code null}
 * @param priority the request priority of transactions that name none, or {@code null} for Spanner's default
 * @param retryAttempts the attempts of {@code SpannerTransactions.runWithRetry}
 */
public record TransactionSettings(Staleness readOnlyStaleness, String tag, RequestPriority priority, int retryAttempts) {

    /** The default number of attempts of a unit of work whose transaction Spanner aborts. */
    public static final int DEFAULT_RETRY_ATTEMPTS = 10;

    /** No settings: strong reads, no tag, Spanner's priority, the default attempts. */
    public static final TransactionSettings NONE = new TransactionSettings(Staleness.strong(), null, null,
            DEFAULT_RETRY_ATTEMPTS);

    /** Spanner's longest transaction or request tag. */
    static final int MAX_TAG_LENGTH = 50;

    /**
     * Reads the settings.
     *
     * @throws InvalidSettingException naming the first value not accepted
     */
    public static TransactionSettings of(Map<?, ?> settings) {
        return new TransactionSettings(staleness(settings.get(SpannerKeysSettings.READ_ONLY_STALENESS)),
                tag(SpannerKeysSettings.TRANSACTION_TAG, settings.get(SpannerKeysSettings.TRANSACTION_TAG)),
                priority(SpannerKeysSettings.TRANSACTION_PRIORITY, settings.get(SpannerKeysSettings.TRANSACTION_PRIORITY)),
                SettingValues.wholeNumber(SpannerKeysSettings.TRANSACTION_RETRY_ATTEMPTS,
                        settings.get(SpannerKeysSettings.TRANSACTION_RETRY_ATTEMPTS), DEFAULT_RETRY_ATTEMPTS, 1));
    }

    /** {@value SpannerKeysSettings#READ_ONLY_STALENESS}: a {@link Staleness} or its text; unset is strong. */
    static Staleness staleness(Object value) {
        if (value instanceof Staleness staleness) {
            return staleness;
        }
        if (value == null || value.toString().isBlank()) {
            return Staleness.strong();
        }
        try {
            return Staleness.parse(value.toString());
        } catch (IllegalArgumentException e) {
            throw new InvalidSettingException(SpannerKeysSettings.READ_ONLY_STALENESS, value, e.getMessage(),
                    "write strong, max:15s or exact:10s (any duration above zero), or remove it for strong reads");
        }
    }

    /** A transaction tag from {@code source} (a setting or an entity manager property), or {@code null} if unset. */
    static String tag(String source, Object value) {
        if (value == null || value.toString().isBlank()) {
            return null;
        }
        String tag = value.toString();
        String problem = tagProblem(tag);
        if (problem != null) {
            throw new InvalidSettingException(source, value, problem, "use at most " + MAX_TAG_LENGTH
                    + " printable ASCII characters, e.g. checkout or orders/place");
        }
        return tag;
    }

    /** What is wrong with {@code tag} as a Spanner transaction tag, or {@code null}: Spanner would cut or refuse it. */
    public static String tagProblem(String tag) {
        if (tag.length() > MAX_TAG_LENGTH) {
            return "a Spanner tag has at most " + MAX_TAG_LENGTH + " characters (Spanner cuts longer ones), this one "
                    + tag.length();
        }
        for (int i = 0; i < tag.length(); i++) {
            char c = tag.charAt(i);
            if (c < 32 || c > 126) {
                return "a Spanner tag holds printable ASCII characters only, not '" + c + "' (U+"
                        + String.format("%04X", (int) c) + ")";
            }
        }
        return null;
    }

    /** A request priority from {@code source}: a {@link RequestPriority} or its text; {@code null} if unset. */
    static RequestPriority priority(String source, Object value) {
        return SettingValues.choice(source, value, null, priorities(), "unset: Spanner's default, high");
    }

    private static Map<String, RequestPriority> priorities() {
        Map<String, RequestPriority> priorities = new LinkedHashMap<>();
        for (RequestPriority priority : RequestPriority.values()) {
            priorities.put(priority.settingValue(), priority);
        }
        return priorities;
    }

    /**
     * Refuses {@code hibernate.connection.isolation} (or its JPA spelling) when it names a level Spanner does
     * not have: the driver would refuse every connection with a message that says nothing about the setting.
     *
     * @throws InvalidSettingException naming the setting, its level and the two levels Spanner supports
     */
    public static void requireSupportedIsolation(Map<String, ?> settings) {
        Object value = settings.get(JdbcSettings.ISOLATION);
        if (value == null || value.toString().isBlank()) {
            return;
        }
        Integer level;
        try {
            level = ConnectionProviderInitiator.interpretIsolation(value);
        } catch (RuntimeException notALevel) {
            return; // Hibernate reports a value it cannot read itself
        }
        if (level == null || IsolationLevels.supported(level)) {
            return;
        }
        throw new InvalidSettingException(JdbcSettings.ISOLATION, value, IsolationLevels.problem(
                IsolationLevels.name(level)), IsolationLevels.FIX_FOR_SETTING);
    }
}
