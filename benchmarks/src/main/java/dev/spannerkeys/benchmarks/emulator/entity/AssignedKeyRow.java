package dev.spannerkeys.benchmarks.emulator.entity;

import dev.spannerkeys.keys.BitReversal;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/**
 * Variant (ek): keys assigned by the application, the same keys the raw limits use (counters 1, 2,
 * 3, ... bit-reversed), so that Hibernate's own cost per entity can be told apart from the key
 * generator's.
 */
@Entity(name = "AssignedKeyRow")
public class AssignedKeyRow extends Payload {

    @Id
    private Long id;

    /** For Hibernate. */
    protected AssignedKeyRow() {
    }

    /** Row number {@code row}, with the key a bit-reversed sequence would give its counter {@code row + 1}. */
    public AssignedKeyRow(int row) {
        super(row);
        this.id = BitReversal.reverse(row + 1L);
    }

    /** The assigned id. */
    public Long getId() {
        return id;
    }
}
