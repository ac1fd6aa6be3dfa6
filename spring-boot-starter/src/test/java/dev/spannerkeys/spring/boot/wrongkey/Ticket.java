package dev.spannerkeys.spring.boot.wrongkey;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A bit-reversed sequence on a 32-bit id: its values need all 63 positive bits of INT64. */
@Entity
class Ticket {

    @Id
    @BitReversedSequence(name = "ticket_seq")
    Integer id;

    String title;
}
