package dev.spannerkeys.zoo.fleet.v2;

import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** Version 2 adds depots, looked up by city. */
@Entity
@SpannerIndex(name = "DepotsByCity", columns = "city")
public class Depot {

    @Id
    @RandomUuid
    private String id;

    private String city;

    private int capacity;

    protected Depot() {
    }

    public Depot(String city, int capacity) {
        this.city = city;
        this.capacity = capacity;
    }

    public String getId() {
        return id;
    }

    public String getCity() {
        return city;
    }

    public int getCapacity() {
        return capacity;
    }
}
