package dev.spannerkeys.zoo.lab.v2;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.lab.CalibrationColumns;
import dev.spannerkeys.zoo.lab.Instrument;
import jakarta.persistence.Entity;
import java.math.BigDecimal;
import java.time.LocalDate;

/** Version 2 adds calibrations of an instrument, keyed by a sequence of their own. */
@Entity
@SpannerIndex(name = "CalibrationsByTechnician", columns = "technician")
public class Calibration extends CalibrationColumns {

    protected Calibration() {
    }

    public Calibration(Instrument instrument, String technician, BigDecimal deviation, LocalDate performedOn) {
        super(instrument, technician, deviation, performedOn);
    }
}
