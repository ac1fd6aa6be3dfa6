package dev.spannerkeys.hibernate.internal.mutations.translation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.cloud.ByteArray;
import com.google.cloud.Date;
import com.google.cloud.Timestamp;
import com.google.cloud.spanner.Dialect;
import com.google.cloud.spanner.Value;
import java.math.BigDecimal;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Calendar;
import java.util.TimeZone;
import org.hibernate.metamodel.mapping.JdbcMapping;
import org.hibernate.type.descriptor.java.BooleanJavaType;
import org.hibernate.type.descriptor.java.IntegerJavaType;
import org.hibernate.type.descriptor.java.LongJavaType;
import org.hibernate.type.descriptor.java.StringJavaType;
import org.hibernate.type.descriptor.jdbc.BigIntJdbcType;
import org.hibernate.type.descriptor.jdbc.BooleanJdbcType;
import org.hibernate.type.descriptor.jdbc.IntegerJdbcType;
import org.hibernate.type.descriptor.jdbc.LongVarcharJdbcType;
import org.hibernate.type.descriptor.jdbc.NVarcharJdbcType;
import org.hibernate.type.descriptor.jdbc.VarcharJdbcType;
import org.hibernate.type.internal.BasicTypeImpl;
import org.junit.jupiter.api.Test;

class SpannerValuesTest {

    private static Value value(String method, Object... arguments) throws NotExpressibleAsMutation {
        return SpannerValues.of(new ParameterRecorder.SetterCall(method, arguments), Dialect.GOOGLE_STANDARD_SQL);
    }

    @Test
    void scalarSettersBecomeTheSpannerValuesTheDriverSends() throws NotExpressibleAsMutation {
        assertEquals(Value.int64(7), value("setInt", 7));
        assertEquals(Value.int64(7), value("setLong", 7L));
        assertEquals(Value.bool(true), value("setBoolean", true));
        assertEquals(Value.float64(0.5), value("setDouble", 0.5));
        assertEquals(Value.float64(0.25), value("setFloat", 0.25f));
        assertEquals(Value.string("x"), value("setString", "x"));
        assertEquals(Value.bytes(ByteArray.copyFrom(new byte[] {1, 2})), value("setBytes", (Object) new byte[] {1, 2}));
        assertEquals(Value.numeric(new BigDecimal("1.50")), value("setBigDecimal", new BigDecimal("1.50")));
        assertEquals(Value.date(Date.fromYearMonthDay(2024, 2, 29)),
                value("setDate", java.sql.Date.valueOf(LocalDate.of(2024, 2, 29))));
    }

    @Test
    void postgresqlNumericsAreSentAsTheirText() throws NotExpressibleAsMutation {
        assertEquals(Value.pgNumeric("12.345"), SpannerValues.of(
                new ParameterRecorder.SetterCall("setBigDecimal", new Object[] {new BigDecimal("12.345")}),
                Dialect.POSTGRESQL));
    }

    @Test
    void textBoundForHibernatesJsonbCastIsAJsonbValue() throws NotExpressibleAsMutation {
        String document = "{\"city\":\"Zürich\",\"floors\":3}";
        assertEquals(Value.pgJsonb(document),
                SpannerValues.jsonb(new ParameterRecorder.SetterCall("setString", new Object[] {document})));
        assertEquals(Value.pgJsonb(null),
                SpannerValues.jsonb(new ParameterRecorder.SetterCall("setNull", new Object[] {Types.VARCHAR})));
        assertThrows(NotExpressibleAsMutation.class,
                () -> SpannerValues.jsonb(new ParameterRecorder.SetterCall("setBytes", new Object[] {new byte[1]})));
    }

    @Test
    void aTimestampIsItsInstantAndACalendarShiftsItAsTheSpannerDriverDoes() throws NotExpressibleAsMutation {
        Instant instant = Instant.parse("2024-06-01T12:00:00.123456789Z");
        java.sql.Timestamp timestamp = java.sql.Timestamp.from(instant);
        assertEquals(Value.timestamp(Timestamp.ofTimeSecondsAndNanos(instant.getEpochSecond(), instant.getNano())),
                value("setTimestamp", timestamp));
        Calendar utc = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
        assertEquals(value("setTimestamp", timestamp), value("setTimestamp", timestamp, utc));
        Calendar plusTwo = Calendar.getInstance(TimeZone.getTimeZone("GMT+02:00"));
        assertEquals(Value.timestamp(Timestamp.ofTimeSecondsAndNanos(instant.getEpochSecond() - 7200, instant.getNano())),
                value("setTimestamp", timestamp, plusTwo));
    }

    @Test
    void setObjectWithAKnownTypeIsConvertedLikeTheMatchingSetter() throws NotExpressibleAsMutation {
        assertEquals(Value.int64(3), value("setObject", 3, Types.INTEGER));
        assertEquals(Value.date(Date.fromYearMonthDay(2020, 1, 2)), value("setObject", LocalDate.of(2020, 1, 2)));
        OffsetDateTime dateTime = OffsetDateTime.of(2020, 1, 2, 3, 4, 5, 6_000, ZoneOffset.ofHours(-5));
        assertEquals(Value.timestamp(Timestamp.ofTimeSecondsAndNanos(dateTime.toEpochSecond(), 6_000)),
                value("setObject", dateTime));
        Value spanner = Value.json("{}");
        assertEquals(spanner, value("setObject", spanner));
    }

    @Test
    void nullsAreNullWhateverTheirType() throws NotExpressibleAsMutation {
        assertTrue(value("setNull", Types.BIGINT).isNull());
        assertTrue(value("setNull", Types.VARCHAR).isNull());
        assertTrue(value("setNull", Types.OTHER, "json").isNull());
        assertTrue(value("setString", (Object) null).isNull());
    }

    @Test
    void settersWithoutAnExactMutationValueAreNotExpressible() {
        assertThrows(NotExpressibleAsMutation.class, () -> value("setTime", java.sql.Time.valueOf("10:00:00")));
        assertThrows(NotExpressibleAsMutation.class, () -> value("setArray", (Object) null));
        assertThrows(NotExpressibleAsMutation.class, () -> value("setObject", new StringBuilder("x")));
        assertThrows(NotExpressibleAsMutation.class,
                () -> value("setBigDecimal", new BigDecimal("1e40")), "beyond NUMERIC's precision");
    }

    @Test
    void plainMappingsGiveWhatTheirRecordedBinderGivesWithoutRecordingIt() throws NotExpressibleAsMutation {
        ParameterRecorder recorder = new ParameterRecorder();
        JdbcMapping bigint = new BasicTypeImpl<>(LongJavaType.INSTANCE, BigIntJdbcType.INSTANCE);
        JdbcMapping varchar = new BasicTypeImpl<>(StringJavaType.INSTANCE, VarcharJdbcType.INSTANCE);
        JdbcMapping integer = new BasicTypeImpl<>(IntegerJavaType.INSTANCE, IntegerJdbcType.INSTANCE);
        JdbcMapping bool = new BasicTypeImpl<>(BooleanJavaType.INSTANCE, BooleanJdbcType.INSTANCE);
        Object[][] cases = {{bigint, Long.MIN_VALUE}, {bigint, 4_611_686_018_427_387_904L}, {varchar, "Zürich"},
            {varchar, ""}, {integer, -7}, {bool, true}, {bool, false}};
        for (Object[] plain : cases) {
            JdbcMapping mapping = (JdbcMapping) plain[0];
            Value recorded = SpannerValues.of(recorder.record(mapping, plain[1], null), Dialect.GOOGLE_STANDARD_SQL);
            assertEquals(recorded, SpannerValues.ofPlainMapping(mapping, plain[1]), mapping + " " + plain[1]);
        }
        // Anything else is left to the recorder: nulls, other JDBC types (also subclasses), values of another type.
        assertNull(SpannerValues.ofPlainMapping(bigint, null));
        assertNull(SpannerValues.ofPlainMapping(new BasicTypeImpl<>(StringJavaType.INSTANCE, NVarcharJdbcType.INSTANCE), "x"));
        assertNull(SpannerValues.ofPlainMapping(new BasicTypeImpl<>(StringJavaType.INSTANCE,
                LongVarcharJdbcType.INSTANCE), "x"));
        assertNull(SpannerValues.ofPlainMapping(new BasicTypeImpl<>(LongJavaType.INSTANCE, IntegerJdbcType.INSTANCE), 1L));
        assertNull(SpannerValues.ofPlainMapping(varchar, 1L));
    }
}
