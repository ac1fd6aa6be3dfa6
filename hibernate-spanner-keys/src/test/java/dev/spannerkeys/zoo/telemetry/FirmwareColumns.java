package dev.spannerkeys.zoo.telemetry;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.time.LocalDate;

/**
 * The columns of the Firmwares table that versions 2 and 3 share; each version's {@code Firmware}
 * entity extends it and declares its table, indexes and checks.
 */
@MappedSuperclass
public abstract class FirmwareColumns {

    @Id
    @RandomUuid
    @Column(name = "FirmwareId")
    private String firmwareId;

    @Column(name = "Version", nullable = false, length = 32)
    private String version;

    @Column(name = "ReleasedOn")
    private LocalDate releasedOn;

    protected FirmwareColumns() {
    }

    protected FirmwareColumns(String version, LocalDate releasedOn) {
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
