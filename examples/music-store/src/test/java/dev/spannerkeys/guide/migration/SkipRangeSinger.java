package dev.spannerkeys.guide.migration;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Singers migrated from a table whose keys came from a 32-bit sequence or auto-increment column. */
@Entity
@Table(name = "Singers")
public class SkipRangeSinger {
    @Id
    @BitReversedSequence(name = "singer_seq", skipRangeMin = 1, skipRangeMax = 4294967296L)
    private Long singerId;

    private String name;

    protected SkipRangeSinger() {
    }

    /** @param name the singer's name */
    public SkipRangeSinger(String name) {
        this.name = name;
    }

    /** @return the key, {@code null} until persisted */
    public Long getSingerId() {
        return singerId;
    }
}
