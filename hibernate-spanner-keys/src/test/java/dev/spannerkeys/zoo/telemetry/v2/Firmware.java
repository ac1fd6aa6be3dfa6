package dev.spannerkeys.zoo.telemetry.v2;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.telemetry.FirmwareColumns;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.time.LocalDate;

/** Version 2 adds firmware releases, each version unique. */
@Entity
@Table(name = "Firmwares")
@SpannerIndex(name = "FirmwaresByVersion", columns = "Version", unique = true)
public class Firmware extends FirmwareColumns {

    protected Firmware() {
    }

    public Firmware(String version, LocalDate releasedOn) {
        super(version, releasedOn);
    }
}
