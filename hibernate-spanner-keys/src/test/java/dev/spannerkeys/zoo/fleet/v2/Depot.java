package dev.spannerkeys.zoo.fleet.v2;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.fleet.DepotColumns;
import jakarta.persistence.Entity;

/** Version 2 adds depots, looked up by city. */
@Entity
@SpannerIndex(name = "DepotsByCity", columns = "city")
public class Depot extends DepotColumns {

    protected Depot() {
    }

    public Depot(String city, int capacity) {
        super(city, capacity);
    }
}
