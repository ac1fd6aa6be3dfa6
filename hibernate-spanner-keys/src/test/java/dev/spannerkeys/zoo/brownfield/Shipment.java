package dev.spannerkeys.zoo.brownfield;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/** A shipment: {@code @GeneratedValue} with the AUTO strategy, Hibernate's {@code Shipment_SEQ}. */
@Entity
public class Shipment {

    @Id
    @GeneratedValue
    private Long id;

    private String destination;

    public Long getId() {
        return id;
    }

    public String getDestination() {
        return destination;
    }

    public void setDestination(String destination) {
        this.destination = destination;
    }
}
