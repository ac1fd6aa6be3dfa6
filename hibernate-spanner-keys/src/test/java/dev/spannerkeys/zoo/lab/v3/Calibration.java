package dev.spannerkeys.zoo.lab.v3;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.lab.Instrument;
import jakarta.persistence.CheckConstraint;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * Version 3, reached only by migration scripts: a certificate number, and the deviation checked to be
 * non-negative.
 */
@Entity
@Table(check = @CheckConstraint(name = "calibration_deviation_non_negative", constraint = "deviation >= 0"))
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

    @Column(length = 40)
    private String certificate;

    protected Calibration() {
    }
}
