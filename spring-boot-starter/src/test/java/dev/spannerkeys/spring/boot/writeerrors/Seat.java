package dev.spannerkeys.spring.boot.writeerrors;

import dev.spannerkeys.annotations.Interleaved;
import jakarta.persistence.CheckConstraint;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;

/** Interleaved in {@link Hall}; its row number must be positive (a CHECK constraint, declared the JPA 3.2 way). */
@Entity
@IdClass(Seat.Key.class)
@Interleaved(in = Hall.class, onDeleteCascade = true)
@Table(check = @CheckConstraint(name = "seat_row_positive", constraint = "row_number > 0"))
class Seat {

    /** The seat's composite key: the hall's key first, as interleaving requires. */
    record Key(Long hallId, Long seatNo) implements Serializable {
    }

    @Id
    private Long hallId;

    @Id
    private Long seatNo;

    private long rowNumber;

    protected Seat() {
    }

    Seat(long hallId, long seatNo, long rowNumber) {
        this.hallId = hallId;
        this.seatNo = seatNo;
        this.rowNumber = rowNumber;
    }
}
