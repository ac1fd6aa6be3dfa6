package dev.spannerkeys.zoo.music;

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

/** A concert (first version), found by singer, newest first. */
@Entity
@Table(name = "Concerts")
@SpannerIndex(name = "ConcertsBySinger", columns = {"SingerId", "StartsAt DESC"})
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

    protected Concert() {
    }

    public Concert(Singer singer, Instant startsAt, OffsetDateTime doorsOpen) {
        this.singer = singer;
        this.startsAt = startsAt;
        this.doorsOpen = doorsOpen;
    }

    public Instant getStartsAt() {
        return startsAt;
    }

    public OffsetDateTime getDoorsOpen() {
        return doorsOpen;
    }

    public String getConcertId() {
        return concertId;
    }

    public Singer getSinger() {
        return singer;
    }
}
