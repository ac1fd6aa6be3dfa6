package dev.spannerkeys.featurezoo.enums;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;

/** Enums by position ({@code ORDINAL}) and by name ({@code STRING}). */
public final class EnumFeature implements FeatureModel {

    public enum Level { LOW, MEDIUM, HIGH }

    @Entity(name = "EnTicket")
    @Table(name = "en_tickets")
    public static class Ticket {
        @Id
        Long id;
        @Enumerated(EnumType.ORDINAL)
        Level priority;
        @Enumerated(EnumType.STRING)
        Level severity;
    }

    @Override
    public List<String> features() {
        return List.of("@Enumerated(ORDINAL)", "@Enumerated(STRING)");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Ticket.class);
    }

    @Override
    public List<String> tables() {
        return List.of("en_tickets");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Ticket ticket = new Ticket();
            ticket.id = 1L;
            ticket.priority = Level.HIGH;
            ticket.severity = Level.LOW;
            session.persist(ticket);
        });
        run.assertRows("select id, priority, severity from en_tickets", "1 | 2 | LOW");
        run.step("update", session -> {
            Ticket ticket = session.find(Ticket.class, 1L);
            ticket.priority = Level.LOW;
            ticket.severity = null;
        });
        run.assertRows("select id, priority, severity from en_tickets", "1 | 0 | null");
        run.step("delete", session -> session.remove(session.find(Ticket.class, 1L)));
    }
}
