package dev.spannerkeys.spring.boot.flyway;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A venue, keyed by a bit-reversed sequence; its table comes from the Flyway scripts or Liquibase changelogs of the tests. */
@Entity
@Table(name = "venues")
public class Venue {

    @Id
    @BitReversedSequence(name = "venue_id_sequence")
    private Long venueId;

    @Column(nullable = false, length = 100)
    private String name;

    protected Venue() {
    }

    public Venue(String name) {
        this.name = name;
    }

    public Long getVenueId() {
        return venueId;
    }
}
