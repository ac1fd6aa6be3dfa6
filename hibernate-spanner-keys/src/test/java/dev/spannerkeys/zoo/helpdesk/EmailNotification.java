package dev.spannerkeys.zoo.helpdesk;

import jakarta.persistence.DiscriminatorValue;
import jakarta.persistence.Entity;
import java.time.Instant;

/** A notification by e-mail. */
@Entity
@DiscriminatorValue("EMAIL")
public class EmailNotification extends Notification {

    private EmailAddress recipient;

    protected EmailNotification() {
    }

    public EmailNotification(Ticket ticket, Instant sentAt, EmailAddress recipient) {
        super(ticket, sentAt);
        this.recipient = recipient;
    }

    public EmailAddress getRecipient() {
        return recipient;
    }
}
