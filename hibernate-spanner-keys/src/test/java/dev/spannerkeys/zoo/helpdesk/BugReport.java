package dev.spannerkeys.zoo.helpdesk;

import jakarta.persistence.Entity;
import jakarta.persistence.Lob;

/** A ticket reporting a defect. */
@Entity
public class BugReport extends Ticket {

    @Lob
    private String stepsToReproduce;

    private String affectedVersion;

    protected BugReport() {
    }

    public BugReport(String subject, Priority priority, String stepsToReproduce, String affectedVersion) {
        super(subject, priority);
        this.stepsToReproduce = stepsToReproduce;
        this.affectedVersion = affectedVersion;
    }

    public String getAffectedVersion() {
        return affectedVersion;
    }

    public String getStepsToReproduce() {
        return stepsToReproduce;
    }
}
