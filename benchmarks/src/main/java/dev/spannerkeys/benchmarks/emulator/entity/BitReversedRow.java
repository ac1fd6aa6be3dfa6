package dev.spannerkeys.benchmarks.emulator.entity;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** Variant (a): the library's pooled bit-reversed sequence, 1,000 ids per round trip. */
@Entity(name = "BitReversedRow")
public class BitReversedRow extends Payload {

    @Id
    @BitReversedSequence(name = "bit_reversed_row_seq", poolSize = 1000)
    private Long id;

    /** For Hibernate. */
    protected BitReversedRow() {
    }

    /** Row number {@code row}, its id left to the generator. */
    public BitReversedRow(int row) {
        super(row);
    }

    /** The generated id. */
    public Long getId() {
        return id;
    }
}
