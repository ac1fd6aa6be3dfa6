package dev.spannerkeys.keys;

import java.time.Instant;
import java.time.LocalDate;
import java.util.HexFormat;
import java.util.UUID;

/**
 * The kinds of column a hashed shard can be computed from, each with the canonical text its value
 * is encoded as before hashing. The encodings are chosen so the database can produce exactly the
 * same text from the stored column, whatever its time zone:
 *
 * <table>
 *   <caption>Encodings</caption>
 *   <tr><th>source</th><th>Java value</th><th>text</th></tr>
 *   <tr><td>{@link #INT64}</td><td>Long, Integer, Short, Byte</td><td>decimal, e.g. {@code -5}</td></tr>
 *   <tr><td>{@link #STRING}</td><td>String</td><td>the string itself</td></tr>
 *   <tr><td>{@link #TIMESTAMP}</td><td>Instant</td><td>microseconds since the epoch, decimal</td></tr>
 *   <tr><td>{@link #DATE}</td><td>LocalDate</td><td>{@code yyyy-MM-dd}</td></tr>
 *   <tr><td>{@link #BOOL}</td><td>Boolean</td><td>{@code true} or {@code false}</td></tr>
 *   <tr><td>{@link #UUID_STRING}</td><td>UUID stored as STRING(36)</td><td>lowercase 36-character form</td></tr>
 *   <tr><td>{@link #UUID_BYTES}</td><td>UUID stored as BYTES(16)</td><td>32 lowercase hex digits</td></tr>
 * </table>
 *
 * <p>Timestamps are encoded as microseconds, never as formatted text: Spanner formats a
 * timestamp cast to a string in the database's time zone.
 */
public enum ShardSource {
    /** An integer column (INT64 / bigint). */
    INT64,
    /** A string column (STRING / varchar). */
    STRING,
    /** A timestamp column (TIMESTAMP / timestamptz), microsecond precision. */
    TIMESTAMP,
    /** A date column (DATE / date). */
    DATE,
    /** A boolean column (BOOL / boolean). */
    BOOL,
    /** A UUID stored as its 36-character string. */
    UUID_STRING,
    /** A UUID stored as 16 bytes. */
    UUID_BYTES;

    /**
     * The canonical text of {@code value}.
     *
     * @throws IllegalArgumentException if the value is null, of the wrong type, or a timestamp with
     *     sub-microsecond digits (which Spanner would not store)
     */
    public String encode(Object value) {
        if (value == null) {
            throw new IllegalArgumentException(this + " shard source value is null; shard sources must be non-null");
        }
        return switch (this) {
            case INT64 -> {
                if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
                    yield Long.toString(((Number) value).longValue());
                }
                throw wrongType(value, "Long, Integer, Short or Byte");
            }
            case STRING -> {
                if (value instanceof String text) {
                    yield text;
                }
                throw wrongType(value, "String");
            }
            case TIMESTAMP -> {
                if (value instanceof Instant instant) {
                    yield Long.toString(unixMicros(instant));
                }
                throw wrongType(value, "Instant");
            }
            case DATE -> {
                if (value instanceof LocalDate date) {
                    yield date.toString();
                }
                throw wrongType(value, "LocalDate");
            }
            case BOOL -> {
                if (value instanceof Boolean flag) {
                    yield flag.toString();
                }
                throw wrongType(value, "Boolean");
            }
            case UUID_STRING -> {
                if (value instanceof UUID uuid) {
                    yield uuid.toString();
                }
                throw wrongType(value, "UUID");
            }
            case UUID_BYTES -> {
                if (value instanceof UUID uuid) {
                    yield HexFormat.of().formatHex(UuidBytes.toBytes(uuid));
                }
                throw wrongType(value, "UUID");
            }
        };
    }

    private static long unixMicros(Instant instant) {
        if (instant.getNano() % 1000 != 0) {
            throw new IllegalArgumentException("Timestamp " + instant + " has nanoseconds; Spanner stores microseconds, "
                    + "so the database would hash a different value. Truncate it: instant.truncatedTo(ChronoUnit.MICROS)");
        }
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000L), instant.getNano() / 1000);
    }

    private IllegalArgumentException wrongType(Object value, String expected) {
        return new IllegalArgumentException(this + " shard source expects " + expected + ", got "
                + value.getClass().getName());
    }
}
