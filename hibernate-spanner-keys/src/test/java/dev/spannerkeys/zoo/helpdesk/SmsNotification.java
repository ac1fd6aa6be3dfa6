package dev.spannerkeys.zoo.helpdesk;

import jakarta.persistence.DiscriminatorValue;
import jakarta.persistence.Entity;
import java.time.Instant;

/** A notification by text message. */
@Entity
@DiscriminatorValue("SMS")
public class SmsNotification extends Notification {

    private String phoneNumber;

    protected SmsNotification() {
    }

    public SmsNotification(Ticket ticket, Instant sentAt, String phoneNumber) {
        super(ticket, sentAt);
        this.phoneNumber = phoneNumber;
    }

    public String getPhoneNumber() {
        return phoneNumber;
    }
}
