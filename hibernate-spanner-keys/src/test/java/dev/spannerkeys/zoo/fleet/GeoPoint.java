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

    public double getLongitude() {
        return longitude;
    }

    @Override
    public String toString() {
        return latitude + "," + longitude;
    }
}
