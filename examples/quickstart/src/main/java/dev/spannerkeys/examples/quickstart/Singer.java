package dev.spannerkeys.examples.quickstart;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A singer keyed by a bit-reversed sequence: numeric ids that never pile up on one split. */
@Entity
@Table(name = "Singers")
public class Singer {

    @Id
    @BitReversedSequence(name = "SingerIdSequence")
    private Long singerId;

    private String firstName;
    private String lastName;

    protected Singer() {
    }

    public Singer(String firstName, String lastName) {
        this.firstName = firstName;
        this.lastName = lastName;
    }

    public Long getSingerId() {
        return singerId;
    }

    public String getFirstName() {
        return firstName;
    }

    public String getLastName() {
        return lastName;
    }
}
