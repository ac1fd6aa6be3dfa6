package dev.spannerkeys.zoo.fleet;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.CascadeType;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.MapKeyColumn;
import jakarta.persistence.OneToMany;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** A vehicle, its specification sheet as key/value pairs, and its trips. */
@Entity
public class Vehicle {

    @Id
    @RandomUuid
    private String id;

    private String licensePlate;

    private Short seats;

    private BigInteger odometerMeters;

    private UUID telematicsUnit;

    @ElementCollection
    @MapKeyColumn(name = "specKey")
    private Map<String, String> specification = new HashMap<>();

    @OneToMany(cascade = CascadeType.ALL, orphanRemoval = true)
    @JoinColumn(name = "vehicleId")
    private List<Trip> trips = new ArrayList<>();

    protected Vehicle() {
    }

    public Vehicle(String licensePlate, short seats, BigInteger odometerMeters, UUID telematicsUnit) {
        this.licensePlate = licensePlate;
        this.seats = seats;
        this.odometerMeters = odometerMeters;
        this.telematicsUnit = telematicsUnit;
    }

    public String getId() {
        return id;
    }

    public Short getSeats() {
        return seats;
    }

    public BigInteger getOdometerMeters() {
        return odometerMeters;
    }

    public UUID getTelematicsUnit() {
        return telematicsUnit;
    }

    public Map<String, String> getSpecification() {
        return specification;
    }

    public List<Trip> getTrips() {
        return trips;
    }

    public String getLicensePlate() {
        return licensePlate;
    }

    /** Reads the odometer at service. */
    public void service(BigInteger odometerMeters) {
        this.odometerMeters = odometerMeters;
    }
}
