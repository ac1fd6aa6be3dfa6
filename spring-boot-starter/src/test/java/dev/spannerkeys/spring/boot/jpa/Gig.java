package dev.spannerkeys.spring.boot.jpa;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import java.io.Serializable;

/**
 * Test entity as the docs show interleaved children: an {@code @IdClass} key whose first part, the
 * band's key, is set from the band, and whose own part comes from a bit-reversed sequence. No
 * {@code Persistable}: the starter's repositories see that a gig without its own part is new.
 */
@Entity
@IdClass(Gig.Key.class)
@Interleaved(in = Band.class, onDeleteCascade = true)
public class Gig {

    /** The composite key: the band's key first, as interleaving requires. */
    public record Key(Long bandId, Long gigId) implements Serializable {
    }

    @Id
    private Long bandId;

    @Id
    @BitReversedSequence(name = "gig_seq", poolSize = 10)
    private Long gigId;

    private String venue;

    protected Gig() {
    }

    Gig(Band band, String venue) {
        this.bandId = band.getBandId();
        this.venue = venue;
    }

    Long getBandId() {
        return bandId;
    }

    Long getGigId() {
        return gigId;
    }

    String getVenue() {
        return venue;
    }

    void moveTo(String venue) {
        this.venue = venue;
    }
}
