package dev.spannerkeys.examples.musicstore;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDate;

/**
 * A concert. Not interleaved: concerts are looked up by their own id (on a ticket, in a link), so
 * they form a root table, keyed by a random UUID that spreads inserts over the whole key space.
 */
@Entity
@Table(name = "concerts")
public class Concert {

    @Id
    @RandomUuid
    private String concertId;           // STRING(36), lowercase version 4 UUID

    private Long singerId;

    private String venue;

    private LocalDate date;

    protected Concert() {
    }

    /**
     * A new concert; the id is assigned when it is saved.
     *
     * @param singerId the performing singer's key
     * @param venue where it takes place
     * @param date when it takes place
     */
    public Concert(Long singerId, String venue, LocalDate date) {
        this.singerId = singerId;
        this.venue = venue;
        this.date = date;
    }

    /** @return the key, {@code null} until saved */
    public String getConcertId() {
        return concertId;
    }

    /** @return the performing singer's key */
    public Long getSingerId() {
        return singerId;
    }

    /** @return where it takes place */
    public String getVenue() {
        return venue;
    }

    /** @return when it takes place */
    public LocalDate getDate() {
        return date;
    }
}
