package dev.spannerkeys.zoo.music;

import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.OffsetDateTime;

/** A concert (first version), found by singer, newest first. */
@Entity
@Table(name = "Concerts")
@SpannerIndex(name = "ConcertsBySinger", columns = {"SingerId", "StartsAt DESC"})
public class Concert extends ConcertColumns {

    protected Concert() {
    }

    public Concert(Singer singer, Instant startsAt, OffsetDateTime doorsOpen) {
        super(singer, startsAt, doorsOpen);
    }
}
