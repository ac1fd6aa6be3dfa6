package dev.spannerkeys.zoo.helpdesk.v2;

import dev.spannerkeys.zoo.helpdesk.Priority;
import dev.spannerkeys.zoo.helpdesk.Ticket;
import jakarta.persistence.Entity;
import java.time.OffsetDateTime;

/** Added in version 2: an outage, a new kind of ticket with a table of its own. */
@Entity
public class Incident extends Ticket {

    private OffsetDateTime detectedAt;

    private String affectedService;

    protected Incident() {
    }

    public Incident(String subject, OffsetDateTime detectedAt, String affectedService) {
        super(subject, Priority.URGENT);
        this.detectedAt = detectedAt;
        this.affectedService = affectedService;
    }

    public String getAffectedService() {
        return affectedService;
    }
}
