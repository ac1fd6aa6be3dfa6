package dev.spannerkeys.benchmarks.bulk;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A parent row of the bulk load: an enclosure, its key from a pooled bit-reversed sequence. */
@Entity(name = "Enclosure")
public class Enclosure {

    @Id
    @BitReversedSequence(name = "enclosure_seq", poolSize = 1000)
    private Long enclosureId;

    private String name;
    private String zone;

    /** For Hibernate. */
    protected Enclosure() {
    }

    /** Enclosure number {@code number}; its key is left to the generator. */
    public Enclosure(int number) {
        this.name = name(number);
        this.zone = zone(number);
    }

    /** The name column of enclosure {@code number}. */
    public static String name(int number) {
        return "enclosure-" + number;
    }

    /** The zone column of enclosure {@code number}. */
    public static String zone(int number) {
        return "zone-" + (number % 13);
    }

    /** The generated key. */
    public Long getEnclosureId() {
        return enclosureId;
    }
}
