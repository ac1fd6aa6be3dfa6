package dev.spannerkeys.zoo.telemetry;

import dev.spannerkeys.annotations.Descending;
import dev.spannerkeys.annotations.Interleaved;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.time.Instant;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** A measurement, stored inside its device's rows, the newest first. */
@Entity
@Table(name = "Readings")
@IdClass(ReadingKey.class)
@Interleaved(in = Device.class, onDeleteCascade = true)
public class Reading {

    @Id
    @Column(name = "DeviceId", length = 36)
    private String deviceId;

    @Id
    @Descending
    @Column(name = "TakenAt")
    private Instant takenAt;

    @Column(name = "Value")
    private double value;

    /** A 32-bit float: Hibernate's Spanner dialect would make it FLOAT64, and bind it as one. */
    @Column(name = "BatteryLevel", columnDefinition = "FLOAT32")
    @JdbcTypeCode(SqlTypes.REAL)
    private Float batteryLevel;

    protected Reading() {
    }

    public Reading(String deviceId, Instant takenAt, double value, Float batteryLevel) {
        this.deviceId = deviceId;
        this.takenAt = takenAt;
        this.value = value;
        this.batteryLevel = batteryLevel;
    }

    public double getValue() {
        return value;
    }

    public Float getBatteryLevel() {
        return batteryLevel;
    }

    public String getDeviceId() {
        return deviceId;
    }

    public Instant getTakenAt() {
        return takenAt;
    }

    /** Corrects the measured value after a recalibration. */
    public void correct(double value) {
        this.value = value;
    }
}
