package dev.spannerkeys.zoo.fleet;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.time.LocalDate;

/** A driver. */
@Entity
public class Driver {

    @Id
    @RandomUuid
    private String id;

    private String name;

    private LocalDate licenseValidUntil;

    protected Driver() {
    }

    public Driver(String name, LocalDate licenseValidUntil) {
        this.name = name;
        this.licenseValidUntil = licenseValidUntil;
    }

    public String getName() {
        return name;
    }

    public String getId() {
        return id;
    }

    public LocalDate getLicenseValidUntil() {
        return licenseValidUntil;
    }
}
