package dev.spannerkeys.zoo.lab;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.Lob;
import jakarta.persistence.ManyToOne;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * A lab sample with everything an instrument produces: a value per Spanner type, and an array of
 * every element type Spanner has.
 */
@Entity
public class Sample {

    @Id
    @BitReversedSequence(name = "sample_seq", poolSize = 10)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY)
    private Instrument instrument;

    private boolean approved;

    private long particleCount;

    private double concentration;

    private float purity;

    @Column(precision = 38, scale = 9)
    private BigDecimal mass;

    private LocalDate takenOn;

    private Instant receivedAt;

    private OffsetDateTime analysedAt;

    private byte[] checksum;

    @Lob
    private String labNotes;

    @JdbcTypeCode(SqlTypes.JSON)
    private Map<String, Object> conditions;

    private Long[] counts;

    private Double[] readings;

    private Float[] ratios;

    private BigDecimal[] doses;

    private Boolean[] passes;

    private String[] labels;

    private byte[][] spectra;

    private LocalDate[] retestDates;

    private Instant[] scanTimes;

    @JdbcTypeCode(SqlTypes.JSON)
    private List<Map<String, Object>> peaks;

    protected Sample() {
    }

    public Sample(Instrument instrument) {
        this.instrument = instrument;
    }

    public Long getId() {
        return id;
    }

    public Instrument getInstrument() {
        return instrument;
    }

    /** Fills every attribute with the values {@link LabModel} reads back. */
    void fill(Values values) {
        approved = true;
        particleCount = values.particleCount();
        concentration = 0.125;
        purity = 0.5f;
        mass = values.mass();
        takenOn = values.takenOn();
        receivedAt = values.receivedAt();
        analysedAt = values.analysedAt();
        checksum = new byte[] {1, 2, 3};
        labNotes = "clear, no sediment";
        conditions = Map.of("temperature", 21.5, "sealed", true);
        counts = new Long[] {1L, 2L, null};
        readings = new Double[] {0.25, 0.5};
        // ratios and scanTimes stay null: ArrayWriteGapsTest says why.
        doses = new BigDecimal[] {new BigDecimal("1.5"), new BigDecimal("2.25")};
        passes = new Boolean[] {true, false};
        labels = new String[] {"blood", "fasting"};
        spectra = new byte[][] {{9, 8}, {7}};
        retestDates = new LocalDate[] {values.takenOn().plusDays(30)};

        peaks = List.of(Map.of("at", 410, "height", 3.5));
    }

    /** The values to store, chosen so each type's precision shows. */
    record Values(long particleCount, BigDecimal mass, LocalDate takenOn, Instant receivedAt,
            OffsetDateTime analysedAt) {
    }

    boolean approved() {
        return approved;
    }

    long particleCount() {
        return particleCount;
    }

    double concentration() {
        return concentration;
    }

    float purity() {
        return purity;
    }

    BigDecimal mass() {
        return mass;
    }

    LocalDate takenOn() {
        return takenOn;
    }

    Instant receivedAt() {
        return receivedAt;
    }

    OffsetDateTime analysedAt() {
        return analysedAt;
    }

    byte[] checksum() {
        return checksum;
    }

    String labNotes() {
        return labNotes;
    }

    Map<String, Object> conditions() {
        return conditions;
    }

    Long[] counts() {
        return counts;
    }

    Double[] readings() {
        return readings;
    }

    Float[] ratios() {
        return ratios;
    }

    void ratios(Float[] values) {
        ratios = values;
    }

    void scanTimes(Instant[] values) {
        scanTimes = values;
    }

    BigDecimal[] doses() {
        return doses;
    }

    Boolean[] passes() {
        return passes;
    }

    String[] labels() {
        return labels;
    }

    byte[][] spectra() {
        return spectra;
    }

    LocalDate[] retestDates() {
        return retestDates;
    }

    Instant[] scanTimes() {
        return scanTimes;
    }

    List<Map<String, Object>> peaks() {
        return peaks;
    }

    /** A second analysis: new counts and readings, the conditions it ran under, and the verdict. */
    void reanalyse(Long[] counts, Double[] readings, Map<String, Object> conditions, boolean approved) {
        this.counts = counts;
        this.readings = readings;
        this.conditions = conditions;
        this.approved = approved;
    }

    /** Labels and the particle count of one sample in a series. */
    void label(String[] labels, long particleCount) {
        this.labels = labels;
        this.particleCount = particleCount;
    }
}
