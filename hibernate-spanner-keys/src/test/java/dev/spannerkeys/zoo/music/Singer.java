package dev.spannerkeys.zoo.music;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

/**
 * A singer. The keys continue a migrated database: its sequence skips the range the old
 * auto-increment keys used, and starts its counter past the values already handed out.
 */
@Entity
@Table(name = "Singers")
@SpannerIndex(name = "SingersByLastName", columns = "LastName", nullFiltered = true, storing = "FirstName")
public class Singer {

    @Id
    @BitReversedSequence(name = "SingerSeq", poolSize = 100, startCounter = 500, skipRangeMin = 1,
            skipRangeMax = 1_000_000)
    @Column(name = "SingerId")
    private Long singerId;

    @Column(name = "FirstName", length = 100)
    private String firstName;

    @Column(name = "LastName", length = 100)
    private String lastName;

    @Version
    @Column(name = "Version")
    private Integer version;

    protected Singer() {
    }

    public Singer(String firstName, String lastName) {
        this.firstName = firstName;
        this.lastName = lastName;
    }

    public Long getSingerId() {
        return singerId;
    }

    public String getLastName() {
        return lastName;
    }

    public String getFirstName() {
        return firstName;
    }

    public Integer getVersion() {
        return version;
    }

    public void setLastName(String lastName) {
        this.lastName = lastName;
    }
}
