package dev.spannerkeys.zoo.fleet;

import jakarta.persistence.Embeddable;

/** A position on earth. */
@Embeddable
public class GeoPoint {

    private double latitude;
    private double longitude;

    protected GeoPoint() {
    }

    public GeoPoint(double latitude, double longitude) {
        this.latitude = latitude;
        this.longitude = longitude;
    }

    public double getLatitude() {
        return latitude;
    }
}
