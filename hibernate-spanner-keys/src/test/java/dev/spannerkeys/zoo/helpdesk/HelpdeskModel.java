package dev.spannerkeys.zoo.helpdesk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.spannerkeys.zoo.BootNaming;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooWrites;
import dev.spannerkeys.zoo.helpdesk.v2.Incident;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hibernate.SessionFactory;

/**
 * A helpdesk as a Spring Boot application maps it: Boot's naming, a base class holding the key
 * (one bit-reversed sequence for every table), audit columns and a version, tickets in a JOINED
 * hierarchy, notifications in a SINGLE_TABLE one, AttributeConverters (one auto-applied to a value
 * type, also inside an element collection), a collection of embeddables.
 */
public final class HelpdeskModel implements ZooModel {

    private static final Instant SENT = Instant.parse("2026-04-01T08:00:00Z");

    @Override
    public String name() {
        return "helpdesk";
    }

    @Override
    public Map<String, Object> settings() {
        return BootNaming.settings();
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(EmailAddressConverter.class, Agent.class, Ticket.class, BugReport.class, FeatureRequest.class,
                Notification.class, EmailNotification.class, SmsNotification.class, Comment.class);
    }

    @Override
    public void writeAndRead(SessionFactory factory) {
        Long bugId = writeTickets(factory, "ops");
        factory.inTransaction(session -> session.persist(new Comment(session.find(Ticket.class, bugId), "looking")));
        readTickets(factory, bugId);
    }

    private static Long writeTickets(SessionFactory factory, String team) {
        return factory.fromTransaction(session -> {
            Agent agent = new Agent("Lin " + team, new EmailAddress("Lin." + team + "@Example.com"));
            session.persist(agent);
            BugReport bug = new BugReport("Login fails", Priority.URGENT, "1. open the page\n2. log in", "4.2");
            bug.assign(agent);
            bug.getWatchers().add(new EmailAddress("boss@example.com"));
            bug.getAttachments().add(new Attachment("trace.txt", "text/plain", 2048));
            session.persist(bug);
            FeatureRequest feature = new FeatureRequest("Dark mode");
            feature.vote();
            session.persist(feature);
            session.persist(new EmailNotification(bug, SENT, agent.getEmail()));
            session.persist(new SmsNotification(bug, SENT.plusSeconds(1), "+4912345"));
            return bug.getId();
        });
    }

    private static void readTickets(SessionFactory factory, Long bugId) {
        factory.inTransaction(session -> {
            Ticket ticket = session.find(Ticket.class, bugId);
            BugReport bug = assertInstanceOf(BugReport.class, ticket);
            assertEquals("4.2", bug.getAffectedVersion());
            assertEquals(Priority.URGENT, bug.getPriority());
            assertEquals(Set.of(new EmailAddress("boss@example.com")), bug.getWatchers());
            assertEquals("trace.txt", bug.getAttachments().get(0).getFileName());
            assertNotNull(bug.getAssignee().getEmail());
            List<Notification> sent = session.createQuery(
                    "from Notification n where n.ticket.id = :ticket order by n.sentAt", Notification.class)
                    .setParameter("ticket", bugId).getResultList();
            assertEquals("+4912345", assertInstanceOf(SmsNotification.class, sent.get(1)).getPhoneNumber());
            assertEquals(bug.getAssignee().getEmail(),
                    assertInstanceOf(EmailNotification.class, sent.get(0)).getRecipient());
            bug.setStatus(TicketStatus.RESOLVED);
        });
        factory.inTransaction(session -> {
            Ticket ticket = session.find(Ticket.class, bugId);
            assertEquals(TicketStatus.RESOLVED, ticket.getStatus());
            assertEquals(1, ticket.getVersion());
            // A bulk statement on a JOINED hierarchy touches the subclass table and the root table.
            assertEquals(0, session.createMutationQuery("delete from FeatureRequest f where f.votes > 100")
                    .executeUpdate());
            assertEquals(1, session.createMutationQuery("update Ticket t set t.status = :status where t.id = :id")
                    .setParameter("status", TicketStatus.WAITING).setParameter("id", bugId).executeUpdate());
        });
    }

    @Override
    public List<Class<?>> nextVersion() {
        return List.of(EmailAddressConverter.class, Agent.class, Ticket.class, BugReport.class, FeatureRequest.class,
                Notification.class, EmailNotification.class, SmsNotification.class,
                dev.spannerkeys.zoo.helpdesk.v2.Comment.class, Incident.class);
    }

    @Override
    public List<Class<?>> thirdVersion() {
        return List.of(EmailAddressConverter.class, Agent.class, Ticket.class, BugReport.class, FeatureRequest.class,
                Notification.class, EmailNotification.class, SmsNotification.class,
                dev.spannerkeys.zoo.helpdesk.v2.Comment.class, Incident.class,
                dev.spannerkeys.zoo.helpdesk.v3.SlaPolicy.class);
    }


    @Override
    public void writeAndReadNextVersion(SessionFactory factory) {
        Long bugId = writeTickets(factory, "dev");
        factory.inTransaction(session -> {
            session.persist(new dev.spannerkeys.zoo.helpdesk.v2.Comment(session.find(Ticket.class, bugId), "dup",
                    true));
            session.persist(new Incident("Checkout down", OffsetDateTime.of(2026, 4, 2, 3, 0, 0, 0, ZoneOffset.UTC),
                    "payments"));
        });
        readTickets(factory, bugId);
        factory.inTransaction(session -> {
            assertEquals(List.of(true), session.createQuery("select c.internal from Comment c where c.internal "
                    + "is not null", Boolean.class).getResultList());
            assertEquals("payments", session.createQuery("from Incident", Incident.class).getSingleResult()
                    .getAffectedService());
            assertEquals(5L, session.createQuery("select count(t) from Ticket t", Long.class).getSingleResult());
        });
    }

    @Override
    public Map<String, String> dmlFallbacks(SqlDialect dialect) {
        return Map.of(
                "@Version", "is versioned: its optimistic-lock check needs DML",
                "@ElementCollection", "the delete does not restrict key column rowid");
    }

    @Override
    public ZooWrites writes() {
        return new HelpdeskWrites();
    }

    @Override
    public List<String> mappings() {
        return List.of("Spring Boot naming", "@MappedSuperclass audit columns", "@MappedSuperclass @Id",
                "@Version", "@Inheritance(JOINED)", "@Inheritance(SINGLE_TABLE)", "@Convert(AttributeConverter)",
                "@Converter(autoApply = true)", "@Enumerated(STRING)", "@ElementCollection",
                "@ElementCollection of @Embeddable", "@ManyToOne", "@Lob String", "OffsetDateTime",
                "@Column(unique = true)", "@Index", "@BitReversedSequence");
    }
}
