package dev.spannerkeys.zoo.telemetry;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;

/** A device in the field, keyed by a random UUID; its capabilities in a collection table. */
@Entity
@Table(name = "Devices")
public class Device {

    @Id
    @RandomUuid
    @Column(name = "DeviceId")
    private String deviceId;

    @Column(name = "Name", nullable = false)
    private String name;

    @Enumerated
    @Column(name = "Kind")
    private DeviceKind kind;

    @ElementCollection
    @CollectionTable(name = "DeviceCapabilities", joinColumns = @JoinColumn(name = "DeviceId"))
    @Column(name = "Capability")
    private List<String> capabilities = new ArrayList<>();

    protected Device() {
    }

    public Device(String name, DeviceKind kind) {
        this.name = name;
        this.kind = kind;
    }

    public String getDeviceId() {
        return deviceId;
    }

    public DeviceKind getKind() {
        return kind;
    }

    public List<String> getCapabilities() {
        return capabilities;
    }

    public String getName() {
        return name;
    }
}
