package dev.spannerkeys.benchmarks.emulator.entity;

import dev.spannerkeys.annotations.CommitTimestamp;
import dev.spannerkeys.keys.BitReversal;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.time.Instant;

/**
 * Variants (kt) and (ekt): the row of (ek), keys assigned the same way, plus a {@code @CommitTimestamp}
 * column, so that what the column costs in each write mode can be told apart.
 */
@Entity(name = "CommitTimestampRow")
public class CommitTimestampRow extends Payload {

    @Id
    private Long id;

    @CommitTimestamp
    private Instant committedAt;

    /** For Hibernate. */
    protected CommitTimestampRow() {
    }

    /** Row number {@code row}, with the key of {@link AssignedKeyRow}'s row {@code row}. */
    public CommitTimestampRow(int row) {
        super(row);
        this.id = BitReversal.reverse(row + 1L);
    }

    /** The assigned id. */
    public Long getId() {
        return id;
    }

    /** The commit timestamp, after the commit. */
    public Instant getCommittedAt() {
        return committedAt;
    }
}
