package dev.spannerkeys.zoo.helpdesk;

import jakarta.persistence.DiscriminatorColumn;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Inheritance;
import jakarta.persistence.InheritanceType;
import jakarta.persistence.ManyToOne;
import java.time.Instant;

/** A message sent about a ticket; every kind in one table (SINGLE_TABLE). */
@Entity
@Inheritance(strategy = InheritanceType.SINGLE_TABLE)
@DiscriminatorColumn(name = "channel")
public abstract class Notification extends BaseEntity {

    @ManyToOne(optional = false, fetch = FetchType.LAZY)
    private Ticket ticket;

    private Instant sentAt;

    protected Notification() {
    }

    protected Notification(Ticket ticket, Instant sentAt) {
        this.ticket = ticket;
        this.sentAt = sentAt;
    }

    public Instant getSentAt() {
        return sentAt;
    }

    public Ticket getTicket() {
        return ticket;
    }
}
