package dev.spannerkeys.zoo.telemetry.v3;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.telemetry.FirmwareColumns;
import jakarta.persistence.CheckConstraint;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/**
 * Version 3, reached only by migration scripts: a release channel, checked to be a known one, and a
 * null-filtered index over it that stores the version.
 */
@Entity
@Table(name = "Firmwares", check = @CheckConstraint(name = "FirmwareChannelKnown",
        constraint = "Channel IN ('stable', 'beta')"))
@SpannerIndex(name = "FirmwaresByVersion", columns = "Version", unique = true)
@SpannerIndex(name = "FirmwaresByChannel", columns = "Channel", nullFiltered = true, storing = "Version")
public class Firmware extends FirmwareColumns {

    @Column(name = "Channel", length = 16)
    private String channel;

    protected Firmware() {
    }
}
