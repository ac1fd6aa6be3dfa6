package dev.spannerkeys.zoo.telemetry.v2;

import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDate;

/** Version 2 adds firmware releases, each version unique. */
@Entity
@Table(name = "Firmwares")
@SpannerIndex(name = "FirmwaresByVersion", columns = "Version", unique = true)
public class Firmware {

    @Id
    @RandomUuid
    @Column(name = "FirmwareId")
    private String firmwareId;

    @Column(name = "Version", nullable = false, length = 32)
    private String version;

    @Column(name = "ReleasedOn")
    private LocalDate releasedOn;

    protected Firmware() {
    }

    public Firmware(String version, LocalDate releasedOn) {
        this.version = version;
        this.releasedOn = releasedOn;
    }

    public String getFirmwareId() {
        return firmwareId;
    }

    public String getVersion() {
        return version;
    }

    public LocalDate getReleasedOn() {
        return releasedOn;
    }
}
