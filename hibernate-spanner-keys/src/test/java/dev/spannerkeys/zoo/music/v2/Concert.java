package dev.spannerkeys.zoo.music.v2;

import dev.spannerkeys.zoo.music.Singer;

import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.OffsetDateTime;

/** The concert, second version: adds the venue, and an index to find concerts by venue. */
@Entity
@Table(name = "Concerts")
@SpannerIndex(name = "ConcertsBySinger", columns = {"SingerId", "StartsAt DESC"})
@SpannerIndex(name = "ConcertsByVenue", columns = {"Venue", "StartsAt"}, nullFiltered = true)
public class Concert {

    @Id
    @RandomUuid
    @Column(name = "ConcertId")
    private String concertId;

    @ManyToOne(optional = false, fetch = FetchType.LAZY)
    @JoinColumn(name = "SingerId")
    private Singer singer;

    @Column(name = "StartsAt", nullable = false)
    private Instant startsAt;

    @Column(name = "DoorsOpen")
    private OffsetDateTime doorsOpen;

    @Column(name = "Venue", length = 200)
    private String venue;

    protected Concert() {
    }

    public Concert(Singer singer, Instant startsAt, OffsetDateTime doorsOpen) {
        this.singer = singer;
        this.startsAt = startsAt;
        this.doorsOpen = doorsOpen;
    }

    public void setVenue(String venue) {
        this.venue = venue;
    }

    public String getVenue() {
        return venue;
    }

    public Instant getStartsAt() {
        return startsAt;
    }

    public OffsetDateTime getDoorsOpen() {
        return doorsOpen;
    }
}
