package dev.spannerkeys.zoo.lab;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Column;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.MappedSuperclass;
import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * The columns of the calibration table that versions 2 and 3 share; each version's {@code Calibration}
 * entity extends it and declares its indexes and checks.
 */
@MappedSuperclass
public abstract class CalibrationColumns {

    @Id
    @BitReversedSequence(name = "calibration_seq", poolSize = 10)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY)
    private Instrument instrument;

    private String technician;

    @Column(precision = 38, scale = 9)
    private BigDecimal deviation;

    private LocalDate performedOn;

    protected CalibrationColumns() {
    }

    protected CalibrationColumns(Instrument instrument, String technician, BigDecimal deviation,
            LocalDate performedOn) {
        this.instrument = instrument;
        this.technician = technician;
        this.deviation = deviation;
        this.performedOn = performedOn;
    }

    public Long getId() {
        return id;
    }

    public Instrument getInstrument() {
        return instrument;
    }

    public String getTechnician() {
        return technician;
    }

    public BigDecimal getDeviation() {
        return deviation;
    }

    public LocalDate getPerformedOn() {
        return performedOn;
    }
}
