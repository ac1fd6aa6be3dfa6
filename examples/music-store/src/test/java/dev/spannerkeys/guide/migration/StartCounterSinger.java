package dev.spannerkeys.guide.migration;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Singers migrated with keys that were already bit-reversed at the source (counters 1 to 10,000). */
@Entity
@Table(name = "Singers")
public class StartCounterSinger {
    @Id
    @BitReversedSequence(name = "singer_seq", startCounter = 11000)
    private Long singerId;

    private String name;

    protected StartCounterSinger() {
    }

    /** @param name the singer's name */
    public StartCounterSinger(String name) {
        this.name = name;
    }

    /** @return the key, {@code null} until persisted */
    public Long getSingerId() {
        return singerId;
    }
}
