package dev.spannerkeys.zoo.music.v2;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.music.ConcertColumns;
import dev.spannerkeys.zoo.music.Singer;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.OffsetDateTime;

/** The concert, second version: adds the venue, and an index to find concerts by venue. */
@Entity
@Table(name = "Concerts")
@SpannerIndex(name = "ConcertsBySinger", columns = {"SingerId", "StartsAt DESC"})
@SpannerIndex(name = "ConcertsByVenue", columns = {"Venue", "StartsAt"}, nullFiltered = true)
public class Concert extends ConcertColumns {

    @Column(name = "Venue", length = 200)
    private String venue;

    protected Concert() {
    }

    public Concert(Singer singer, Instant startsAt, OffsetDateTime doorsOpen) {
        super(singer, startsAt, doorsOpen);
    }

    public void setVenue(String venue) {
        this.venue = venue;
    }

    public String getVenue() {
        return venue;
    }
}
