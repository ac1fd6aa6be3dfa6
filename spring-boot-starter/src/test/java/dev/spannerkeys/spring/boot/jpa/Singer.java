package dev.spannerkeys.spring.boot.jpa;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** Test entity: a bit-reversed key drawn 100 values per round trip. */
@Entity
public class Singer {

    static final int POOL_SIZE = 100;

    @Id
    @BitReversedSequence(name = "singer_seq", poolSize = POOL_SIZE)
    private Long id;

    private String name;

    protected Singer() {
    }

    Singer(String name) {
        this.name = name;
    }

    Long getId() {
        return id;
    }

    String getName() {
        return name;
    }
}
