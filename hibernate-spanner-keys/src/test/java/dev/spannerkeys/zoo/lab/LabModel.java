package dev.spannerkeys.zoo.lab;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooWrites;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;

/**
 * Every column type: a value of each scalar type Spanner has (BOOL, INT64, FLOAT64, FLOAT32,
 * NUMERIC, DATE, TIMESTAMP from Instant and OffsetDateTime, BYTES, a large text, JSON) and an array
 * of each element type, through Hibernate's default mappings.
 */
public final class LabModel implements ZooModel {

    private static final Sample.Values VALUES = new Sample.Values(9_007_199_254_740_993L,
            new BigDecimal("12345678901234567890.123456789"), LocalDate.of(2026, 2, 28),
            Instant.parse("2026-02-28T09:15:30.123456Z"),
            OffsetDateTime.of(2026, 3, 1, 10, 0, 0, 0, ZoneOffset.ofHours(-5)));

    @Override
    public String name() {
        return "lab";
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Instrument.class, Sample.class);
    }

    @Override
    public List<Class<?>> nextVersion() {
        return List.of(Instrument.class, Sample.class, dev.spannerkeys.zoo.lab.v2.Calibration.class);
    }

    @Override
    public void writeAndReadNextVersion(SessionFactory factory) {
        Long id = factory.fromTransaction(session -> {
            Instrument instrument = new Instrument("LC-10", LocalDate.of(2026, 1, 5), new byte[] {1});
            session.persist(instrument);
            var calibration = new dev.spannerkeys.zoo.lab.v2.Calibration(instrument, "Ada",
                    new BigDecimal("0.000000125"), LocalDate.of(2026, 2, 1));
            session.persist(calibration);
            return calibration.getId();
        });
        factory.inTransaction(session -> {
            var read = session.find(dev.spannerkeys.zoo.lab.v2.Calibration.class, id);
            assertEquals("Ada", read.getTechnician());
            assertEquals(0, new BigDecimal("0.000000125").compareTo(read.getDeviation()));
            assertEquals("LC-10", read.getInstrument().getModel());
        });
    }

    @Override
    public List<Class<?>> thirdVersion() {
        return List.of(Instrument.class, Sample.class, dev.spannerkeys.zoo.lab.v3.Calibration.class);
    }


    @Override
    public void writeAndRead(SessionFactory factory) {
        Long id = factory.fromTransaction(session -> {
            Instrument instrument = new Instrument("LC-9", LocalDate.of(2025, 12, 1), new byte[] {42, 0, -1});
            session.persist(instrument);
            Sample sample = new Sample(instrument);
            sample.fill(VALUES);
            session.persist(sample);
            return sample.getId();
        });
        factory.inTransaction(session -> {
            Sample sample = session.find(Sample.class, id);
            assertTrue(sample.approved());
            assertEquals(VALUES.particleCount(), sample.particleCount());
            assertEquals(0.125, sample.concentration());
            assertEquals(0.5f, sample.purity());
            assertEquals(0, VALUES.mass().compareTo(sample.mass()), sample.mass().toString());
            assertEquals(VALUES.takenOn(), sample.takenOn());
            assertEquals(VALUES.receivedAt(), sample.receivedAt());
            assertEquals(VALUES.analysedAt().toInstant(), sample.analysedAt().toInstant());
            assertArrayEquals(new byte[] {1, 2, 3}, sample.checksum());
            assertEquals("clear, no sediment", sample.labNotes());
            assertEquals(Map.of("temperature", 21.5, "sealed", true), sample.conditions());
            assertArrayEquals(new Long[] {1L, 2L, null}, sample.counts());
            assertArrayEquals(new Double[] {0.25, 0.5}, sample.readings());

            assertEquals(List.of(new BigDecimal("1.5"), new BigDecimal("2.25")),
                    List.of(sample.doses()).stream().map(BigDecimal::stripTrailingZeros).toList());
            assertArrayEquals(new Boolean[] {true, false}, sample.passes());
            assertArrayEquals(new String[] {"blood", "fasting"}, sample.labels());
            assertArrayEquals(new byte[][] {{9, 8}, {7}}, sample.spectra());
            assertArrayEquals(new LocalDate[] {VALUES.takenOn().plusDays(30)}, sample.retestDates());
            assertEquals(1, sample.peaks().size());
            assertEquals(410, ((Number) sample.peaks().get(0).get("at")).intValue());
            assertArrayEquals(new byte[] {42, 0, -1}, sample.getInstrument().getManual());
        });
    }

    @Override
    public ZooWrites writes() {
        return new LabWrites();
    }

    /** Pinned by {@link ArrayWriteGapsTest}: the JDBC driver wants other element classes than Hibernate binds. */
    @Override
    public Map<String, String> notWritten() {
        return Map.of("Float[]", "the JDBC driver wants Double elements",
                "Instant[]", "the JDBC driver wants java.sql.Timestamp elements");
    }

    @Override
    public List<String> mappings() {
        return List.of("Hibernate default naming", "@ManyToOne", "boolean", "long", "double", "float / Float",
                "BigDecimal", "LocalDate", "Instant", "OffsetDateTime", "byte[]", "@Lob byte[]", "@Lob String",
                "@JdbcTypeCode(SqlTypes.JSON)", "Long[]", "Double[]", "Float[]", "BigDecimal[]", "Boolean[]",
                "String[]", "byte[][]", "LocalDate[]", "Instant[]",
                "@BitReversedSequence");
    }
}
