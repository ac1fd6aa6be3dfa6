package dev.spannerkeys.hibernate.internal.mutations.translation;

import com.google.cloud.ByteArray;
import com.google.cloud.Date;
import com.google.cloud.Timestamp;
import com.google.cloud.spanner.Dialect;
import com.google.cloud.spanner.SpannerException;
import com.google.cloud.spanner.Value;
import java.math.BigDecimal;
import java.sql.Array;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.hibernate.metamodel.mapping.JdbcMapping;
import org.hibernate.type.descriptor.java.BooleanJavaType;
import org.hibernate.type.descriptor.java.IntegerJavaType;
import org.hibernate.type.descriptor.java.LongJavaType;
import org.hibernate.type.descriptor.java.StringJavaType;
import org.hibernate.type.descriptor.jdbc.BigIntJdbcType;
import org.hibernate.type.descriptor.jdbc.BooleanJdbcType;
import org.hibernate.type.descriptor.jdbc.IntegerJdbcType;
import org.hibernate.type.descriptor.jdbc.VarcharJdbcType;

/**
 * Turns the JDBC setter call Hibernate would make into the Spanner {@link Value} the Spanner JDBC
 * driver would send for it, so a mutation writes what the DML statement would have written.
 *
 * <p>Covers the setters Hibernate's standard JDBC types use on Spanner: booleans, integers, floats,
 * {@code BigDecimal}, strings, bytes, dates and timestamps (with the driver's rule for a timestamp
 * bound with a {@code Calendar}), {@code setObject} with those types or with a Spanner {@code Value},
 * JSON text bound with the driver's JSON or PostgreSQL {@code jsonb} type number (or as text for
 * Hibernate's {@code cast(? as jsonb)}, {@link #jsonb}), arrays (the driver's
 * {@code java.sql.Array} of any element type: {@code BOOL}, {@code INT64}, {@code FLOAT32},
 * {@code FLOAT64}, {@code NUMERIC}, {@code STRING}, {@code JSON}, {@code BYTES}, {@code DATE},
 * {@code TIMESTAMP}), and typed {@code setNull}. Anything else (LOB streams, times, ...) is reported
 * as not expressible and that write stays DML.
 *
 * <p>Stateless and thread-safe.
 */
final class SpannerValues {

    private SpannerValues() {
    }

    /**
     * The Spanner value for {@code call}.
     *
     * @param dialect the database dialect: {@code NUMERIC} values differ between GoogleSQL and PostgreSQL
     * @throws NotExpressibleAsMutation if the setter or its value has no exact mutation equivalent
     */
    static Value of(ParameterRecorder.SetterCall call, Dialect dialect) throws NotExpressibleAsMutation {
        Object[] args = call.arguments();
        Object value = args[0];
        return switch (call.method()) {
            case "setNull" -> typedNull((Integer) value, dialect);
            case "setBoolean" -> Value.bool((Boolean) value);
            case "setByte", "setShort", "setInt", "setLong" -> Value.int64(((Number) value).longValue());
            // A FLOAT64 and a FLOAT32 column both take a number; the driver widens a float the same way.
            case "setFloat", "setDouble" -> Value.float64(((Number) value).doubleValue());
            case "setBigDecimal" -> numeric((BigDecimal) value, dialect);
            case "setString", "setNString" -> Value.string((String) value);
            case "setBytes" -> Value.bytes(value == null ? null : ByteArray.copyFrom((byte[]) value));
            case "setDate" -> Value.date(value == null ? null : date(((java.sql.Date) value).toLocalDate()));
            case "setTimestamp" -> Value.timestamp(timestamp((java.sql.Timestamp) value,
                    args.length > 1 ? (Calendar) args[1] : null));
            case "setArray" -> array((Array) value, dialect);
            case "setObject" -> ofObject(value, args.length > 1 && args[1] instanceof Integer type ? type : null,
                    dialect, call);
            default -> throw new NotExpressibleAsMutation("no mutation value for JDBC " + call.method());
        };
    }

    /**
     * The Spanner value of a non-null {@code value} of one of Hibernate's own plain mappings, whose binder
     * is known to make exactly one setter call with the value itself: {@code Long} as {@code BIGINT}
     * ({@code setLong}), {@code Integer} as {@code INTEGER} ({@code setInt}), {@code String} as
     * {@code VARCHAR} ({@code setString}) and {@code Boolean} as {@code BOOLEAN} ({@code setBoolean}),
     * each without a converter, and with exactly Hibernate's classes for both types (a dialect's or the
     * application's own type is not assumed to bind the same way). The result is what {@link #of} makes
     * of that setter call, without recording it: most values of most writes are of these mappings.
     *
     * @return the value, or {@code null} when the mapping or the value is any other (then the binder is
     *     recorded)
     */
    static Value ofPlainMapping(JdbcMapping mapping, Object value) {
        if (value == null || mapping.getValueConverter() != null) {
            return null;
        }
        Class<?> jdbcType = mapping.getJdbcType().getClass();
        Class<?> javaType = mapping.getJavaTypeDescriptor().getClass();
        if (value instanceof Long number) {
            return jdbcType == BigIntJdbcType.class && javaType == LongJavaType.class ? Value.int64(number) : null;
        }
        if (value instanceof String text) {
            return jdbcType == VarcharJdbcType.class && javaType == StringJavaType.class ? Value.string(text) : null;
        }
        if (value instanceof Integer number) {
            return jdbcType == IntegerJdbcType.class && javaType == IntegerJavaType.class
                    ? Value.int64(number.longValue()) : null;
        }
        if (value instanceof Boolean bool) {
            return jdbcType == BooleanJdbcType.class && javaType == BooleanJavaType.class ? Value.bool(bool) : null;
        }
        return null;
    }

    /**
     * The {@code jsonb} value for a document Hibernate binds as text for {@code cast(? as jsonb)}
     * (see {@link JsonbCast}).
     *
     * @throws NotExpressibleAsMutation if the binder made any other call than a text setter or a null
     */
    static Value jsonb(ParameterRecorder.SetterCall call) throws NotExpressibleAsMutation {
        Object value = call.value();
        return switch (call.method()) {
            case "setNull" -> Value.pgJsonb(null);
            case "setString", "setNString" -> Value.pgJsonb((String) value);
            case "setObject" -> {
                if (value == null || value instanceof String) {
                    yield Value.pgJsonb((String) value);
                }
                throw new NotExpressibleAsMutation("no jsonb value for a " + value.getClass().getName());
            }
            default -> throw new NotExpressibleAsMutation("no jsonb value for JDBC " + call.method());
        };
    }

    private static Value ofObject(Object value, Integer sqlType, Dialect dialect, ParameterRecorder.SetterCall call)
            throws NotExpressibleAsMutation {
        if (value == null) {
            return typedNull(sqlType == null ? Types.OTHER : sqlType, dialect);
        }
        if (value instanceof Value spanner) {
            return spanner;
        }
        if (sqlType != null && value instanceof String text) {
            if (sqlType == JSON) {
                return Value.json(text);
            }
            if (sqlType == PG_JSONB) {
                return Value.pgJsonb(text);
            }
        }
        if (value instanceof Array array) {
            return array(array, dialect);
        }
        if (value instanceof Boolean bool) {
            return Value.bool(bool);
        }
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return Value.int64(((Number) value).longValue());
        }
        if (value instanceof Double || value instanceof Float) {
            return Value.float64(((Number) value).doubleValue());
        }
        if (value instanceof BigDecimal decimal) {
            return numeric(decimal, dialect);
        }
        if (value instanceof String text) {
            return Value.string(text);
        }
        if (value instanceof byte[] bytes) {
            return Value.bytes(ByteArray.copyFrom(bytes));
        }
        if (value instanceof java.sql.Timestamp timestamp) {
            return Value.timestamp(timestamp(timestamp, null));
        }
        if (value instanceof java.sql.Date date) {
            return Value.date(date(date.toLocalDate()));
        }
        if (value instanceof LocalDate date) {
            return Value.date(date(date));
        }
        if (value instanceof OffsetDateTime dateTime) {
            return Value.timestamp(timestamp(dateTime.toInstant()));
        }
        if (value instanceof ZonedDateTime dateTime) {
            return Value.timestamp(timestamp(dateTime.toInstant()));
        }
        if (value instanceof Instant instant) {
            return Value.timestamp(timestamp(instant));
        }
        throw new NotExpressibleAsMutation("no mutation value for JDBC " + call.method() + " with a "
                + value.getClass().getName());
    }

    /** The Spanner JDBC driver's type number for JSON ({@code com.google.cloud.spanner.jdbc.JsonType}). */
    static final int JSON = 100011;
    /** The Spanner JDBC driver's type number for PostgreSQL {@code jsonb} ({@code PgJsonbType}). */
    static final int PG_JSONB = 200011;

    /**
     * An array the driver built for a statement ({@code Connection.createArrayOf}, which Hibernate's
     * array binders call): its elements as the driver holds them, typed by its element type name.
     */
    private static Value array(Array array, Dialect dialect) throws NotExpressibleAsMutation {
        if (array == null) {
            throw new NotExpressibleAsMutation("an untyped null array");
        }
        String type;
        Object[] elements;
        try {
            type = array.getBaseTypeName().toUpperCase(Locale.ROOT);
            elements = (Object[]) array.getArray();
        } catch (SQLException | ClassCastException e) {
            throw new NotExpressibleAsMutation("an array whose elements cannot be read", e);
        }
        // Strip a length or precision: "STRING(255)", "varchar(36)", "numeric(38, 9)".
        int paren = type.indexOf('(');
        String base = (paren < 0 ? type : type.substring(0, paren)).strip();
        return switch (base) {
            case "BOOL", "BOOLEAN" -> Value.boolArray(elements(elements, Boolean.class::cast));
            case "INT64", "BIGINT", "INT8", "INTEGER", "INT", "INT4", "SMALLINT", "INT2" ->
                    Value.int64Array(elements(elements, e -> ((Number) e).longValue()));
            case "FLOAT32", "REAL", "FLOAT4" -> Value.float32Array(elements(elements, e -> ((Number) e).floatValue()));
            case "FLOAT64", "DOUBLE PRECISION", "FLOAT8", "FLOAT", "DOUBLE" ->
                    Value.float64Array(elements(elements, e -> ((Number) e).doubleValue()));
            case "NUMERIC", "DECIMAL" -> dialect == Dialect.POSTGRESQL
                    ? Value.pgNumericArray(elements(elements, e -> ((BigDecimal) e).toPlainString()))
                    : Value.numericArray(numerics(elements));
            case "STRING", "VARCHAR", "CHARACTER VARYING", "TEXT" -> Value.stringArray(elements(elements, e -> (String) e));
            case "JSON" -> Value.jsonArray(elements(elements, e -> (String) e));
            case "JSONB" -> Value.pgJsonbArray(elements(elements, e -> (String) e));
            case "BYTES", "BYTEA" -> Value.bytesArray(elements(elements, e -> ByteArray.copyFrom((byte[]) e)));
            case "DATE" -> Value.dateArray(elements(elements, e -> e instanceof java.sql.Date d
                    ? date(d.toLocalDate()) : date((LocalDate) e)));
            case "TIMESTAMP", "TIMESTAMPTZ", "TIMESTAMP WITH TIME ZONE" ->
                    Value.timestampArray(elements(elements, e -> e instanceof java.sql.Timestamp t
                            ? timestamp(t, null) : timestamp((Instant) e)));
            default -> throw new NotExpressibleAsMutation("no mutation value for an array of " + type);
        };
    }

    private static <T> List<T> elements(Object[] elements, Function<Object, T> convert) throws NotExpressibleAsMutation {
        List<T> converted = new ArrayList<>(elements.length);
        try {
            for (Object element : elements) {
                converted.add(element == null ? null : convert.apply(element));
            }
        } catch (ClassCastException e) {
            throw new NotExpressibleAsMutation("an array element of an unexpected type", e);
        }
        return converted;
    }

    private static List<BigDecimal> numerics(Object[] elements) throws NotExpressibleAsMutation {
        List<BigDecimal> numerics = elements(elements, BigDecimal.class::cast);
        for (BigDecimal numeric : numerics) {
            if (numeric != null) {
                numeric(numeric, Dialect.GOOGLE_STANDARD_SQL); // checks NUMERIC's precision
            }
        }
        return numerics;
    }

    private static Value numeric(BigDecimal value, Dialect dialect) throws NotExpressibleAsMutation {
        if (dialect == Dialect.POSTGRESQL) {
            return Value.pgNumeric(value == null ? null : value.toPlainString());
        }
        try {
            return Value.numeric(value);
        } catch (IllegalArgumentException | SpannerException e) {
            // Out of NUMERIC's precision: let the DML statement report it as Spanner words it.
            throw new NotExpressibleAsMutation("NUMERIC value out of range", e);
        }
    }

    /**
     * A {@code null} of the type a {@code setNull} names. A mutation sends nulls untyped, so the type
     * only matters for readability of the mutation.
     */
    private static Value typedNull(int sqlType, Dialect dialect) {
        return switch (sqlType) {
            case Types.BOOLEAN, Types.BIT -> Value.bool(null);
            case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT -> Value.int64(null);
            case Types.REAL, Types.FLOAT, Types.DOUBLE -> Value.float64(null);
            case Types.NUMERIC, Types.DECIMAL -> dialect == Dialect.POSTGRESQL ? Value.pgNumeric(null) : Value.numeric(null);
            case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY, Types.BLOB -> Value.bytes(null);
            case Types.DATE -> Value.date(null);
            case Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> Value.timestamp(null);
            default -> Value.string(null);
        };
    }

    private static Date date(LocalDate date) {
        return Date.fromYearMonthDay(date.getYear(), date.getMonthValue(), date.getDayOfMonth());
    }

    private static Timestamp timestamp(Instant instant) {
        return Timestamp.ofTimeSecondsAndNanos(instant.getEpochSecond(), instant.getNano());
    }

    /**
     * The Spanner JDBC driver's reading of {@code setTimestamp}: without a calendar the timestamp's
     * instant; with one, the instant moved by the calendar zone's offset at that instant (so a
     * {@code Timestamp} built in the JVM zone is read as wall-clock time in the calendar's zone).
     */
    private static Timestamp timestamp(java.sql.Timestamp value, Calendar calendar) {
        if (value == null) {
            return null;
        }
        if (calendar == null) {
            return Timestamp.of(value);
        }
        long millis = value.getTime();
        java.sql.Timestamp shifted = new java.sql.Timestamp(millis - calendar.getTimeZone().getOffset(millis));
        shifted.setNanos(value.getNanos());
        return Timestamp.of(shifted);
    }
}
