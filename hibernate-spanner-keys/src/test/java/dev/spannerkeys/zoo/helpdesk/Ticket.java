package dev.spannerkeys.zoo.helpdesk;

import jakarta.persistence.Convert;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.Inheritance;
import jakarta.persistence.InheritanceType;
import jakarta.persistence.ManyToOne;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** A support ticket; bug reports and feature requests add their own tables (JOINED). */
@Entity
@Inheritance(strategy = InheritanceType.JOINED)
public class Ticket extends BaseEntity {

    private String subject;

    @Convert(converter = PriorityConverter.class)
    private Priority priority = Priority.NORMAL;

    @Enumerated(EnumType.STRING)
    private TicketStatus status = TicketStatus.OPEN;

    @ManyToOne(fetch = FetchType.LAZY)
    private Agent assignee;

    @ElementCollection
    private Set<EmailAddress> watchers = new HashSet<>();

    @ElementCollection
    private List<Attachment> attachments = new ArrayList<>();

    protected Ticket() {
    }

    public Ticket(String subject, Priority priority) {
        this.subject = subject;
        this.priority = priority;
    }

    public String getSubject() {
        return subject;
    }

    public Priority getPriority() {
        return priority;
    }

    public TicketStatus getStatus() {
        return status;
    }

    public void setStatus(TicketStatus status) {
        this.status = status;
    }

    public Agent getAssignee() {
        return assignee;
    }

    public void assign(Agent agent) {
        this.assignee = agent;
    }

    public Set<EmailAddress> getWatchers() {
        return watchers;
    }

    public List<Attachment> getAttachments() {
        return attachments;
    }
}
