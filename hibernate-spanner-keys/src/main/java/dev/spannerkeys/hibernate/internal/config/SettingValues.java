package dev.spannerkeys.hibernate.internal.config;

import dev.spannerkeys.hibernate.config.InvalidSettingException;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The one way the library reads the value of a {@code spanner.keys.*} setting: a switch, one of a few
 * named choices, a duration or a whole number. Every reader accepts the value's own Java type (as set
 * through {@code Configuration#setProperty} or a Spring binder) or its text (properties files), treats
 * {@code null} and blank text as "unset" (the default), and refuses anything else with an
 * {@link InvalidSettingException} naming the setting, the value, the values allowed and the default.
 *
 * <p>Nothing is guessed: {@code maybe} is not a switch and {@code fast} is not a write mode, so a typo
 * stops the bootstrap instead of silently choosing a behaviour.
 */
public final class SettingValues {

    private static final Pattern SIMPLE_DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)?");

    private SettingValues() {
    }

    /**
     * A switch: {@code true} or {@code false} (any case), or a {@link Boolean}.
     *
     * @throws InvalidSettingException for any other value
     */
    public static boolean bool(String setting, Object value, boolean defaultValue) {
        if (isUnset(value)) {
            return defaultValue;
        }
        if (value instanceof Boolean given) {
            return given;
        }
        String text = value.toString().strip().toLowerCase(Locale.ROOT);
        return switch (text) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new InvalidSettingException(setting, value, "not a switch; allowed values are true and false",
                    "set it to true or false, or remove it for the default (" + defaultValue + ")");
        };
    }

    /**
     * One of the constants of an enumeration, by its setting value (any case, surrounding blanks
     * ignored), or the constant itself.
     *
     * @param constants the constants, in the order the message lists them
     * @param settingValue each constant's text, as users write it
     * @throws InvalidSettingException for any other value
     */
    public static <E extends Enum<E>> E choice(String setting, Object value, E defaultValue, E[] constants,
            Function<E, String> settingValue) {
        Map<String, E> allowed = new LinkedHashMap<>();
        for (E constant : constants) {
            allowed.put(settingValue.apply(constant), constant);
        }
        return choice(setting, value, defaultValue, allowed, settingValue.apply(defaultValue));
    }

    /**
     * One of {@code allowed}'s keys (any case, surrounding blanks ignored), or one of its values itself.
     *
     * @param allowed the accepted texts, lower case, in the order the message lists them
     * @param defaultText the text of the default, for the message
     * @throws InvalidSettingException for any other value
     */
    public static <T> T choice(String setting, Object value, T defaultValue, Map<String, T> allowed,
            String defaultText) {
        if (isUnset(value)) {
            return defaultValue;
        }
        if (allowed.containsValue(value)) {
            @SuppressWarnings("unchecked")
            T given = (T) value;
            return given;
        }
        T chosen = allowed.get(value.toString().strip().toLowerCase(Locale.ROOT));
        if (chosen != null) {
            return chosen;
        }
        String names = allowed.keySet().stream().collect(Collectors.joining(", "));
        throw new InvalidSettingException(setting, value, "not one of the allowed values " + names,
                "set it to one of " + names + ", or remove it for the default (" + defaultText + ")");
    }

    /**
     * A duration: a number of seconds ({@code 30}, {@code 2.5}), a number with the unit {@code ms},
     * {@code s}, {@code m} or {@code h} ({@code 500ms}, {@code 30s}, {@code 2m}), an ISO-8601 duration
     * ({@code PT30S}), a {@link Duration}, or a {@link Number} of seconds.
     *
     * @param minimum the least duration accepted, e.g. {@link Duration#ZERO}, or one millisecond for a
     *        bound that must not be switched off
     * @throws InvalidSettingException for text in none of these forms, or a duration below {@code minimum}
     */
    public static Duration duration(String setting, Object value, Duration defaultValue, Duration minimum) {
        if (isUnset(value)) {
            return defaultValue;
        }
        Duration duration = parseDuration(value);
        String forms = "seconds (30), a number with ms, s, m or h (500ms, 30s, 2m) or an ISO-8601 duration (PT30S)";
        String byDefault = defaultValue == null ? "" : ", or remove it for the default (" + describe(defaultValue) + ")";
        if (duration == null) {
            throw new InvalidSettingException(setting, value, "not a duration", "give " + forms + byDefault);
        }
        if (duration.compareTo(minimum) < 0) {
            String least = minimum.isZero() ? "0" : describe(minimum);
            throw new InvalidSettingException(setting, value, "below the least value allowed, " + least,
                    "give " + least + " or more as " + forms + byDefault);
        }
        return duration;
    }

    /**
     * A whole number of at least {@code minimum}: an {@link Integer} (or another whole {@link Number}) or
     * its text.
     *
     * @throws InvalidSettingException for anything else
     */
    public static int wholeNumber(String setting, Object value, int defaultValue, int minimum) {
        if (isUnset(value)) {
            return defaultValue;
        }
        long number;
        if (value instanceof Integer || value instanceof Long || value instanceof Short) {
            number = ((Number) value).longValue();
        } else {
            try {
                number = Long.parseLong(value.toString().strip());
            } catch (NumberFormatException e) {
                number = Long.MIN_VALUE;
            }
        }
        if (number == Long.MIN_VALUE || number > Integer.MAX_VALUE) {
            throw new InvalidSettingException(setting, value, "not a whole number",
                    "set it to a whole number of " + minimum + " or more, or remove it for the default ("
                            + defaultValue + ")");
        }
        if (number < minimum) {
            throw new InvalidSettingException(setting, value, "below the least value allowed, " + minimum,
                    "set it to " + minimum + " or more, or remove it for the default (" + defaultValue + ")");
        }
        return (int) number;
    }

    /** How a duration reads in messages: {@code 30 s}, {@code 500 ms}. */
    public static String describe(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    private static boolean isUnset(Object value) {
        return value == null || value instanceof CharSequence text && text.toString().isBlank();
    }

    /** The duration {@code value} names, or {@code null} if it names none (negative durations included). */
    private static Duration parseDuration(Object value) {
        if (value instanceof Duration given) {
            return given.isNegative() ? null : given;
        }
        if (value instanceof Number seconds) {
            double amount = seconds.doubleValue();
            return amount < 0 || Double.isNaN(amount) || Double.isInfinite(amount) ? null
                    : Duration.ofMillis(Math.round(amount * 1000));
        }
        String text = value.toString().strip().toLowerCase(Locale.ROOT);
        try {
            Matcher simple = SIMPLE_DURATION.matcher(text);
            if (simple.matches()) {
                double amount = Double.parseDouble(simple.group(1));
                String unit = simple.group(2) == null ? "s" : simple.group(2);
                double millis = switch (unit) {
                    case "ms" -> amount;
                    case "m" -> amount * 60_000;
                    case "h" -> amount * 3_600_000;
                    default -> amount * 1000;
                };
                return Duration.ofMillis(Math.round(millis));
            }
            if (text.startsWith("p")) {
                Duration parsed = Duration.parse(text.toUpperCase(Locale.ROOT));
                return parsed.isNegative() ? null : parsed;
            }
        } catch (DateTimeParseException | ArithmeticException | NumberFormatException e) {
            return null;
        }
        return null;
    }
}
