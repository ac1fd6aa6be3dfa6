package dev.spannerkeys.guide.keys;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** The guide's first entity: a numeric key from a bit-reversed sequence. */
@Entity
public class Singer {
    @Id
    @BitReversedSequence(name = "singer_seq")
    private Long singerId;

    private String name;

    protected Singer() {
    }

    /** @param name the singer's name */
    public Singer(String name) {
        this.name = name;
    }

    /** @return the key, {@code null} until persisted */
    public Long getSingerId() {
        return singerId;
    }

    /** @return the name */
    public String getName() {
        return name;
    }
}
