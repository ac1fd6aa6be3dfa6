package dev.spannerkeys.zoo.lab.v3;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.lab.CalibrationColumns;
import jakarta.persistence.CheckConstraint;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/**
 * Version 3, reached only by migration scripts: a certificate number, and the deviation checked to be
 * non-negative.
 */
@Entity
@Table(check = @CheckConstraint(name = "calibration_deviation_non_negative", constraint = "deviation >= 0"))
@SpannerIndex(name = "CalibrationsByTechnician", columns = "technician")
public class Calibration extends CalibrationColumns {

    @Column(length = 40)
    private String certificate;

    protected Calibration() {
    }
}
