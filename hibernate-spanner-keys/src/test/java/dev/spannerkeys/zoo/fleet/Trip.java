package dev.spannerkeys.zoo.fleet;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.AttributeOverride;
import jakarta.persistence.AttributeOverrides;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZonedDateTime;

/** A trip: where it started and ended (the same embeddable twice), when, how long, who drove. */
@Entity
public class Trip {

    @Id
    @RandomUuid
    private String id;

    @Embedded
    @AttributeOverrides({
        @AttributeOverride(name = "latitude", column = @Column(name = "startLatitude")),
        @AttributeOverride(name = "longitude", column = @Column(name = "startLongitude"))})
    private GeoPoint start;

    @Embedded
    @AttributeOverrides({
        @AttributeOverride(name = "latitude", column = @Column(name = "endLatitude")),
        @AttributeOverride(name = "longitude", column = @Column(name = "endLongitude"))})
    private GeoPoint end;

    private LocalDateTime departedLocal;

    private ZonedDateTime arrivedAt;

    private Duration drivingTime;

    @ManyToOne(fetch = FetchType.LAZY)
    private Driver driver;

    protected Trip() {
    }

    public Trip(GeoPoint start, GeoPoint end, LocalDateTime departedLocal, ZonedDateTime arrivedAt,
            Duration drivingTime, Driver driver) {
        this.start = start;
        this.end = end;
        this.departedLocal = departedLocal;
        this.arrivedAt = arrivedAt;
        this.drivingTime = drivingTime;
        this.driver = driver;
    }

    public GeoPoint getEnd() {
        return end;
    }

    public LocalDateTime getDepartedLocal() {
        return departedLocal;
    }

    public ZonedDateTime getArrivedAt() {
        return arrivedAt;
    }

    public Duration getDrivingTime() {
        return drivingTime;
    }

    public Driver getDriver() {
        return driver;
    }

    public String getId() {
        return id;
    }

    public GeoPoint getStart() {
        return start;
    }
}
