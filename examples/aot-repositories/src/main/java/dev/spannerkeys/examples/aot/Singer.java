package dev.spannerkeys.examples.aot;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A singer, its key drawn from a bit-reversed sequence. */
@Entity
public class Singer {

    @Id
    @BitReversedSequence(name = "singer_seq", poolSize = 50)
    private Long singerId;

    private String firstName;

    private String lastName;

    protected Singer() {
    }

    /**
     * @param firstName the first name
     * @param lastName the last name
     */
    public Singer(String firstName, String lastName) {
        this.firstName = firstName;
        this.lastName = lastName;
    }

    /** @return the key, drawn when the singer is saved */
    public Long getSingerId() {
        return singerId;
    }

    /** @return the first name */
    public String getFirstName() {
        return firstName;
    }

    /** @return the last name */
    public String getLastName() {
        return lastName;
    }
}
