package dev.spannerkeys.examples.musicstore;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A singer: the root of the Singers → Albums → Songs tree. Its id comes from a bit-reversed
 * sequence, so new singers land all over the key space instead of at the end of the table.
 */
@Entity
@Table(name = "singers")
// Lookups by last name read first_name from the index itself (STORING), never from the table.
@SpannerIndex(name = "singers_by_last_name", columns = "last_name", storing = "first_name")
public class Singer {

    @Id
    @BitReversedSequence(name = "singer_id_sequence")
    private Long singerId;

    private String firstName;

    private String lastName;

    protected Singer() {
    }

    /**
     * A new singer; the id is assigned when it is saved.
     *
     * @param firstName the first name
     * @param lastName the last name
     */
    public Singer(String firstName, String lastName) {
        this.firstName = firstName;
        this.lastName = lastName;
    }

    /** @return the key, {@code null} until saved */
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
