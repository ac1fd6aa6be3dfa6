package dev.spannerkeys.zoo.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.zoo.ZooWrites;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

/**
 * The lab's import and review: instruments with a series of samples carrying a value of every column
 * type and an array of every element type; a second analysis changes arrays, JSON and flags;
 * retiring an instrument deletes its samples, then the instrument.
 */
final class LabWrites implements ZooWrites {

    private static final int SAMPLES = 8;

    private final Map<String, Map<Object, String>> expected = new TreeMap<>();

    @Override
    public int load(SessionFactory factory, int aggregates) {
        List<Instrument> instruments = new ArrayList<>();
        List<Sample> samples = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < aggregates; i++) {
                Instrument instrument = new Instrument("LC-" + i, LocalDate.of(2025, 12, 1).plusDays(i),
                        new byte[] {42, (byte) i, -1});
                session.persist(instrument);
                instruments.add(instrument);
                for (int s = 0; s < SAMPLES; s++) {
                    Sample sample = new Sample(instrument);
                    sample.fill(new Sample.Values(9_007_199_254_740_993L + s,
                            new BigDecimal("12345678901234567890.12345678" + s), LocalDate.of(2026, 2, 1).plusDays(s),
                            Instant.parse("2026-02-28T09:15:30.123456Z").plusSeconds(i * 100L + s),
                            OffsetDateTime.of(2026, 3, 1, 10, 0, 0, 0, ZoneOffset.ofHours(-5)).plusMinutes(s)));
                    sample.label(new String[] {"series-" + i, "sample-" + s}, 1000L * i + s);
                    session.persist(sample);
                    samples.add(sample);
                }
            }
        });
        expected.put("instrument", byId(instruments, Instrument::getId, LabWrites::describe));
        expected.put("sample", byId(samples, Sample::getId, LabWrites::describe));
        return aggregates * (1 + SAMPLES);
    }

    @Override
    public void update(SessionFactory factory) {
        List<Instrument> instruments = new ArrayList<>();
        List<Sample> samples = new ArrayList<>();
        factory.inTransaction(session -> {
            for (Instrument instrument : session.createSelectionQuery("from Instrument", Instrument.class)
                    .getResultList()) {
                if (number(instrument) % 3 == 0) {
                    instrument.recalibrate(instrument.getCalibratedOn().plusMonths(6));
                }
                instruments.add(instrument);
            }
            for (Sample sample : samples(session)) {
                if (sample.particleCount() % 2 == 0) {
                    sample.reanalyse(new Long[] {sample.particleCount(), null, 7L}, new Double[] {1.5, -2.25, 0.0},
                            Map.of("temperature", 4.5, "sealed", false, "operator", "kim"), false);
                }
                samples.add(sample);
            }
        });
        expected.put("instrument", byId(instruments, Instrument::getId, LabWrites::describe));
        expected.put("sample", byId(samples, Sample::getId, LabWrites::describe));
    }

    @Override
    public void delete(SessionFactory factory) {
        List<Object> retired = new ArrayList<>();
        List<Object> discarded = new ArrayList<>();
        factory.inTransaction(session -> {
            for (Instrument instrument : session.createSelectionQuery("from Instrument", Instrument.class)
                    .getResultList()) {
                if (number(instrument) % 4 != 3) {
                    continue;
                }
                for (Sample sample : session.createSelectionQuery("from Sample s where s.instrument = :instrument",
                        Sample.class).setParameter("instrument", instrument).getResultList()) {
                    session.remove(sample);
                    discarded.add(sample.getId());
                }
                session.remove(instrument);
                retired.add(instrument.getId());
            }
        });
        expected.get("instrument").keySet().removeAll(retired);
        expected.get("sample").keySet().removeAll(discarded);
    }

    @Override
    public void readBack(SessionFactory factory) {
        Map<String, Map<Object, String>> stored = new TreeMap<>();
        factory.inTransaction(session -> {
            stored.put("instrument", byId(session.createSelectionQuery("from Instrument", Instrument.class)
                    .getResultList(), Instrument::getId, LabWrites::describe));
            stored.put("sample", byId(samples(session), Sample::getId, LabWrites::describe));
        });
        assertEquals(expected, stored);
    }

    @Override
    public Map<String, Long> expectedRowCounts() {
        return Map.of("Instrument", (long) expected.get("instrument").size(),
                "Sample", (long) expected.get("sample").size());
    }

    private static List<Sample> samples(Session session) {
        return session.createSelectionQuery("from Sample s join fetch s.instrument", Sample.class).getResultList();
    }

    private static <T> Map<Object, String> byId(List<T> entities, Function<T, Object> id, Function<T, String> describe) {
        return entities.stream().collect(Collectors.toMap(id, describe, (a, b) -> a, TreeMap::new));
    }

    private static int number(Instrument instrument) {
        return Integer.parseInt(instrument.getModel().substring("LC-".length()));
    }

    private static String describe(Instrument instrument) {
        return instrument.getModel() + " " + instrument.getCalibratedOn() + " " + Arrays.toString(instrument.getManual());
    }

    /** Every attribute, in a form that compares values, not representations (scale, offset, map order). */
    private static String describe(Sample sample) {
        return String.join(" | ", sample.getInstrument().getModel(), String.valueOf(sample.approved()),
                String.valueOf(sample.particleCount()), String.valueOf(sample.concentration()),
                String.valueOf(sample.purity()), sample.mass().stripTrailingZeros().toPlainString(),
                String.valueOf(sample.takenOn()), String.valueOf(sample.receivedAt()),
                String.valueOf(sample.analysedAt().toInstant()), Arrays.toString(sample.checksum()), sample.labNotes(),
                json(sample.conditions()), Arrays.toString(sample.counts()), Arrays.toString(sample.readings()),
                Arrays.stream(sample.doses()).map(dose -> dose.stripTrailingZeros().toPlainString()).toList().toString(),
                Arrays.toString(sample.passes()), Arrays.toString(sample.labels()), Arrays.deepToString(sample.spectra()),
                Arrays.toString(sample.retestDates()),
                sample.peaks().stream().map(LabWrites::json).toList().toString());
    }

    /** A JSON object's members sorted, numbers as decimals: 410 and 410.0 are the same JSON number. */
    private static String json(Map<String, Object> object) {
        Map<String, String> sorted = new TreeMap<>();
        object.forEach((key, value) -> sorted.put(key, value instanceof Number number
                ? new BigDecimal(number.toString()).stripTrailingZeros().toPlainString()
                : String.valueOf(value)));
        return sorted.toString();
    }
}
