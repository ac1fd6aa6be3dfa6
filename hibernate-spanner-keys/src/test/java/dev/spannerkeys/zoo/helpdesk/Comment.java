package dev.spannerkeys.zoo.helpdesk;

import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.ManyToOne;

/** A comment on a ticket (first version). */
@Entity
public class Comment extends BaseEntity {

    @ManyToOne(optional = false, fetch = FetchType.LAZY)
    private Ticket ticket;

    private String body;

    protected Comment() {
    }

    public Comment(Ticket ticket, String body) {
        this.ticket = ticket;
        this.body = body;
    }

    public String getBody() {
        return body;
    }

    public Ticket getTicket() {
        return ticket;
    }
}
