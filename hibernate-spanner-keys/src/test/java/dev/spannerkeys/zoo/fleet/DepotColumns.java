package dev.spannerkeys.zoo.fleet;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/**
 * The columns of the depot table that versions 2 and 3 share; each version's {@code Depot} entity
 * extends it and declares its indexes and checks.
 */
@MappedSuperclass
public abstract class DepotColumns {

    @Id
    @RandomUuid
    private String id;

    private String city;

    private int capacity;

    protected DepotColumns() {
    }

    protected DepotColumns(String city, int capacity) {
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
