package dev.spannerkeys.zoo.music;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Column;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.MappedSuperclass;
import java.time.Instant;
import java.time.OffsetDateTime;

/**
 * The columns of the Concerts table every version of the model has; each version's {@code Concert}
 * entity extends it and declares its table and indexes.
 */
@MappedSuperclass
public abstract class ConcertColumns {

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

    protected ConcertColumns() {
    }

    protected ConcertColumns(Singer singer, Instant startsAt, OffsetDateTime doorsOpen) {
        this.singer = singer;
        this.startsAt = startsAt;
        this.doorsOpen = doorsOpen;
    }

    public String getConcertId() {
        return concertId;
    }

    public Singer getSinger() {
        return singer;
    }

    public Instant getStartsAt() {
        return startsAt;
    }

    public OffsetDateTime getDoorsOpen() {
        return doorsOpen;
    }
}
