package dev.spannerkeys.benchmarks.bulk;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import java.io.Serializable;
import java.util.Objects;

/** A child row of the bulk load: an animal, stored inside its enclosure's row (interleaved). */
@Entity(name = "Animal")
@IdClass(Animal.Key.class)
@Interleaved(in = Enclosure.class, onDeleteCascade = true)
public class Animal {

    @Id
    private Long enclosureId;

    @Id
    @BitReversedSequence(name = "animal_seq", poolSize = 1000)
    private Long animalId;

    private String name;
    private String species;

    /** For Hibernate. */
    protected Animal() {
    }

    /** Animal number {@code number} of the enclosure with key {@code enclosureId}. */
    public Animal(Long enclosureId, int number) {
        this.enclosureId = enclosureId;
        this.name = name(number);
        this.species = species(number);
    }

    /** The name column of animal {@code number}. */
    public static String name(int number) {
        return "animal-" + number;
    }

    /** The species column of animal {@code number}. */
    public static String species(int number) {
        return "species-" + (number % 41);
    }

    /** The key of an animal: its enclosure's key first, as the interleaved table's key. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;

        Long enclosureId;
        Long animalId;

        /** For Hibernate. */
        public Key() {
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Objects.equals(enclosureId, key.enclosureId)
                    && Objects.equals(animalId, key.animalId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(enclosureId, animalId);
        }
    }
}
