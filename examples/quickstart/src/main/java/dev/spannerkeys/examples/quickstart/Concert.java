package dev.spannerkeys.examples.quickstart;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A concert keyed by a random UUIDv4 string, generated in Java before the insert. */
@Entity
@Table(name = "Concerts")
public class Concert {

    @Id
    @RandomUuid
    private String concertId;

    private String venue;

    protected Concert() {
    }

    public Concert(String venue) {
        this.venue = venue;
    }

    public String getConcertId() {
        return concertId;
    }

    public String getVenue() {
        return venue;
    }
}
