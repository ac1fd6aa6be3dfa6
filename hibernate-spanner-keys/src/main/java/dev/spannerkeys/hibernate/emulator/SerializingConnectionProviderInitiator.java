package dev.spannerkeys.hibernate.emulator;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.jdbc.SerializedConnections;
import dev.spannerkeys.jdbc.TransactionSerialization;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hibernate.boot.registry.StandardServiceInitiator;
import org.hibernate.engine.jdbc.connections.internal.ConnectionProviderInitiator;
import org.hibernate.engine.jdbc.connections.spi.ConnectionProvider;
import org.hibernate.service.spi.ServiceException;
import org.hibernate.service.spi.ServiceRegistryImplementor;

/**
 * Builds the {@link ConnectionProvider} Hibernate would build and, unless
 * {@value SpannerKeysSettings#EMULATOR_SERIALIZE_TRANSACTIONS} is {@code off}, puts a
 * {@link SerializingConnectionProvider} in front of it.
 */
final class SerializingConnectionProviderInitiator implements StandardServiceInitiator<ConnectionProvider> {

    static final SerializingConnectionProviderInitiator INSTANCE = new SerializingConnectionProviderInitiator();

    /** {@code 60}, {@code 60s}, {@code 500ms}, {@code 2m}, {@code 1h}: a number and an optional unit (seconds). */
    private static final Pattern SIMPLE_DURATION = Pattern.compile("(\\d+)\\s*(ms|s|m|h)?");

    private SerializingConnectionProviderInitiator() {
    }

    @Override
    public Class<ConnectionProvider> getServiceInitiated() {
        return ConnectionProvider.class;
    }

    @Override
    public ConnectionProvider initiateService(Map<String, Object> configurationValues,
            ServiceRegistryImplementor registry) {
        ConnectionProvider standard = ConnectionProviderInitiator.INSTANCE.initiateService(configurationValues, registry);
        TransactionSerialization mode = mode(configurationValues.get(SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS));
        if (standard == null || mode == TransactionSerialization.OFF) {
            return standard;
        }
        Duration timeout = lockTimeout(configurationValues.get(SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT));
        return new SerializingConnectionProvider(standard, mode, timeout);
    }

    static TransactionSerialization mode(Object value) {
        try {
            return TransactionSerialization.parse(value);
        } catch (IllegalArgumentException e) {
            throw new ServiceException(SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS + " = " + e.getMessage());
        }
    }

    /**
     * The lock timeout setting: a {@link Duration}, a number of seconds, a number with a unit
     * ({@code ms}, {@code s}, {@code m}, {@code h}) or an ISO-8601 duration ({@code PT90S});
     * unset: {@link SerializedConnections#DEFAULT_LOCK_TIMEOUT}.
     */
    static Duration lockTimeout(Object value) {
        if (value == null || value.toString().isBlank()) {
            return SerializedConnections.DEFAULT_LOCK_TIMEOUT;
        }
        if (value instanceof Duration duration && !duration.isNegative()) {
            return duration;
        }
        String text = value.toString().strip().toLowerCase(Locale.ROOT);
        Matcher simple = SIMPLE_DURATION.matcher(text);
        try {
            if (simple.matches()) {
                long amount = Long.parseLong(simple.group(1));
                String unit = simple.group(2) == null ? "s" : simple.group(2);
                return switch (unit) {
                    case "ms" -> Duration.ofMillis(amount);
                    case "m" -> Duration.ofMinutes(amount);
                    case "h" -> Duration.ofHours(amount);
                    default -> Duration.ofSeconds(amount);
                };
            }
            Duration parsed = Duration.parse(text.toUpperCase(Locale.ROOT));
            if (!parsed.isNegative()) {
                return parsed;
            }
        } catch (DateTimeParseException | ArithmeticException | NumberFormatException e) {
            // reported below
        }
        throw new ServiceException(SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT + " = '" + value
                + "' is not valid: use a number of seconds (60), a number with a unit (500ms, 60s, 2m) or an"
                + " ISO-8601 duration (PT60S), not negative");
    }
}
