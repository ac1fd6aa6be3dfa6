package dev.spannerkeys.zoo.helpdesk.v2;

import dev.spannerkeys.zoo.helpdesk.BaseEntity;
import dev.spannerkeys.zoo.helpdesk.Ticket;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Index;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** The comment, second version: internal notes are flagged, and listed per ticket by an index. */
@Entity
@Table(indexes = @Index(name = "comment_by_ticket_internal", columnList = "ticket_id, internal"))
public class Comment extends BaseEntity {

    @ManyToOne(optional = false, fetch = FetchType.LAZY)
    private Ticket ticket;

    private String body;

    private Boolean internal;

    protected Comment() {
    }

    public Comment(Ticket ticket, String body, boolean internal) {
        this.ticket = ticket;
        this.body = body;
        this.internal = internal;
    }

    public Boolean getInternal() {
        return internal;
    }
}
