package dev.spannerkeys.spring.boot.wrongdialect;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An entity with a bit-reversed sequence key: it needs one of the library's dialects. */
@Entity
class Booking {

    @Id
    @BitReversedSequence(name = "booking_seq")
    Long id;

    String guest;
}
