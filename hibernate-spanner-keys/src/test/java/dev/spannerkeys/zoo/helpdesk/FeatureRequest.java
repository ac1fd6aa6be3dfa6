package dev.spannerkeys.zoo.helpdesk;

import jakarta.persistence.Entity;

/** A ticket asking for something new. */
@Entity
public class FeatureRequest extends Ticket {

    private int votes;

    protected FeatureRequest() {
    }

    public FeatureRequest(String subject) {
        super(subject, Priority.LOW);
    }

    public void vote() {
        votes++;
    }

    public int getVotes() {
        return votes;
    }
}
