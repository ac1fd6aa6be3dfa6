package dev.spannerkeys.benchmarks.emulator.entity;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;

/**
 * Variant (b): plain JPA {@code @GeneratedValue(strategy = SEQUENCE)}, which Hibernate serves with
 * its own {@code SequenceStyleGenerator} whatever the dialect; the library's dialect changes only the
 * schema export around it.
 */
@Entity(name = "StockSequenceRow")
public class StockSequenceRow extends Payload {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE)
    private Long id;

    /** For Hibernate. */
    protected StockSequenceRow() {
    }

    /** Row number {@code row}, its id left to the generator. */
    public StockSequenceRow(int row) {
        super(row);
    }

    /** The generated id. */
    public Long getId() {
        return id;
    }
}
