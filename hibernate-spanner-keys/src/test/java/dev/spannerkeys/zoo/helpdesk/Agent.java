package dev.spannerkeys.zoo.helpdesk;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;

/** A support agent. */
@Entity
public class Agent extends BaseEntity {

    @Column(nullable = false)
    private String fullName;

    @Column(unique = true)
    private EmailAddress email;

    protected Agent() {
    }

    public Agent(String fullName, EmailAddress email) {
        this.fullName = fullName;
        this.email = email;
    }

    public EmailAddress getEmail() {
        return email;
    }

    public String getFullName() {
        return fullName;
    }
}
