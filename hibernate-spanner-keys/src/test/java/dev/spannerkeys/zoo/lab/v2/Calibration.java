package dev.spannerkeys.zoo.lab.v2;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.lab.Instrument;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import java.math.BigDecimal;
import java.time.LocalDate;

/** Version 2 adds calibrations of an instrument, keyed by a sequence of their own. */
@Entity
@SpannerIndex(name = "CalibrationsByTechnician", columns = "technician")
public class Calibration {

    @Id
    @BitReversedSequence(name = "calibration_seq", poolSize = 10)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY)
    private Instrument instrument;

    private String technician;

    @Column(precision = 38, scale = 9)
    private BigDecimal deviation;

    private LocalDate performedOn;

    protected Calibration() {
    }

    public Calibration(Instrument instrument, String technician, BigDecimal deviation, LocalDate performedOn) {
        this.instrument = instrument;
        this.technician = technician;
        this.deviation = deviation;
        this.performedOn = performedOn;
    }

    public Long getId() {
        return id;
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

    public Instrument getInstrument() {
        return instrument;
    }
}
