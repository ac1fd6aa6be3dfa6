package dev.spannerkeys.zoo.lab;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Lob;
import java.time.LocalDate;

/** A lab instrument, with its manual as a document and its calibration date. */
@Entity
public class Instrument {

    @Id
    @BitReversedSequence(name = "instrument_seq", poolSize = 10)
    private Long id;

    private String model;

    private LocalDate calibratedOn;

    @Lob
    private byte[] manual;

    protected Instrument() {
    }

    public Instrument(String model, LocalDate calibratedOn, byte[] manual) {
        this.model = model;
        this.calibratedOn = calibratedOn;
        this.manual = manual;
    }

    public Long getId() {
        return id;
    }

    public byte[] getManual() {
        return manual;
    }

    public LocalDate getCalibratedOn() {
        return calibratedOn;
    }

    public String getModel() {
        return model;
    }

    /** Records a new calibration. */
    public void recalibrate(LocalDate on) {
        this.calibratedOn = on;
    }
}
