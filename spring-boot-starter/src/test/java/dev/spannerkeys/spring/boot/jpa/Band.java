package dev.spannerkeys.spring.boot.jpa;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** Test entity: the parent of {@link Gig}, its key drawn from a bit-reversed sequence. */
@Entity
public class Band {

    @Id
    @BitReversedSequence(name = "band_seq", poolSize = 10)
    private Long bandId;

    private String name;

    protected Band() {
    }

    Band(String name) {
        this.name = name;
    }

    Long getBandId() {
        return bandId;
    }

    String getName() {
        return name;
    }
}
