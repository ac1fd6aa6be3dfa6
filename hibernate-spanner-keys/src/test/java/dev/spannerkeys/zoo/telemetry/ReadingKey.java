package dev.spannerkeys.zoo.telemetry;

import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;

/** The key of a reading: the device, then the time, newest first. */
public class ReadingKey implements Serializable {

    private static final long serialVersionUID = 1L;

    private String deviceId;
    private Instant takenAt;

    public ReadingKey() {
    }

    public ReadingKey(String deviceId, Instant takenAt) {
        this.deviceId = deviceId;
        this.takenAt = takenAt;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ReadingKey that && Objects.equals(deviceId, that.deviceId)
                && Objects.equals(takenAt, that.takenAt);
    }

    @Override
    public int hashCode() {
        return Objects.hash(deviceId, takenAt);
    }
}
