package dev.spannerkeys.zoo.telemetry.v3;

import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.CheckConstraint;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDate;

/**
 * Version 3, reached only by migration scripts: a release channel, checked to be a known one, and a
 * null-filtered index over it that stores the version.
 */
@Entity
@Table(name = "Firmwares", check = @CheckConstraint(name = "FirmwareChannelKnown",
        constraint = "Channel IN ('stable', 'beta')"))
@SpannerIndex(name = "FirmwaresByVersion", columns = "Version", unique = true)
@SpannerIndex(name = "FirmwaresByChannel", columns = "Channel", nullFiltered = true, storing = "Version")
public class Firmware {

    @Id
    @RandomUuid
    @Column(name = "FirmwareId")
    private String firmwareId;

    @Column(name = "Version", nullable = false, length = 32)
    private String version;

    @Column(name = "ReleasedOn")
    private LocalDate releasedOn;

    @Column(name = "Channel", length = 16)
    private String channel;

    protected Firmware() {
    }
}
