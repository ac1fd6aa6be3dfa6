package dev.spannerkeys.zoo.helpdesk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.zoo.ZooWrites;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hibernate.Hibernate;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

/**
 * The helpdesk's service code: a migration of agents with their open bug reports (watchers,
 * attachments), feature requests, the notifications sent and a first comment; resolving bugs,
 * adding watchers, voting on features; closing bugs for good, which deletes their notifications and
 * comments, then the ticket (both tables of the JOINED hierarchy, and its collection rows).
 */
final class HelpdeskWrites implements ZooWrites {

    private static final Instant SENT = Instant.parse("2026-04-01T08:00:00Z");

    private final Map<String, Map<Object, String>> expected = new TreeMap<>();

    @Override
    public int load(SessionFactory factory, int aggregates) {
        List<Agent> agents = new ArrayList<>();
        List<Ticket> tickets = new ArrayList<>();
        List<Notification> notifications = new ArrayList<>();
        List<Comment> comments = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < aggregates; i++) {
                Agent agent = new Agent("Agent " + i, new EmailAddress("Agent" + i + "@Example.com"));
                session.persist(agent);
                agents.add(agent);
                BugReport bug = new BugReport("Bug " + i, Priority.values()[i % 3], "1. open\n2. click " + i, "4." + i);
                bug.assign(agent);
                bug.getWatchers().add(new EmailAddress("boss@example.com"));
                bug.getWatchers().add(new EmailAddress("qa" + i + "@example.com"));
                bug.getAttachments().add(new Attachment("trace-" + i + ".txt", "text/plain", 2048 + i));
                session.persist(bug);
                tickets.add(bug);
                FeatureRequest feature = new FeatureRequest("Feature " + i);
                feature.vote();
                session.persist(feature);
                tickets.add(feature);
                Notification email = new EmailNotification(bug, SENT.plusSeconds(i), agent.getEmail());
                Notification sms = new SmsNotification(bug, SENT.plusSeconds(i).plusMillis(500), "+49" + i);
                session.persist(email);
                session.persist(sms);
                notifications.addAll(List.of(email, sms));
                Comment comment = new Comment(bug, "looking at " + i);
                session.persist(comment);
                comments.add(comment);
            }
        });
        expected.put("agent", byId(agents, Agent::getId, HelpdeskWrites::describe));
        expected.put("ticket", byId(tickets, Ticket::getId, HelpdeskWrites::describe));
        expected.put("notification", byId(notifications, Notification::getId, HelpdeskWrites::describe));
        expected.put("comment", byId(comments, Comment::getId, HelpdeskWrites::describe));
        // agent; bug: two tables, two watchers, an attachment; feature: two tables; two notifications; a comment
        return aggregates * (1 + 2 + 2 + 1 + 2 + 2 + 1);
    }

    @Override
    public void update(SessionFactory factory) {
        List<Ticket> tickets = new ArrayList<>();
        factory.inTransaction(session -> {
            for (Ticket ticket : tickets(session)) {
                int n = number(ticket);
                if (ticket instanceof BugReport bug && n % 3 == 0) {
                    bug.setStatus(TicketStatus.RESOLVED);
                } else if (ticket instanceof BugReport bug && n % 3 == 1) {
                    bug.getWatchers().add(new EmailAddress("Lead" + n + "@Example.com"));
                } else if (ticket instanceof FeatureRequest feature && n % 2 == 0) {
                    feature.vote();
                }
                tickets.add(ticket);
            }
        });
        expected.put("ticket", byId(tickets, Ticket::getId, HelpdeskWrites::describe));
    }

    @Override
    public void delete(SessionFactory factory) {
        List<Object> closed = new ArrayList<>();
        factory.inTransaction(session -> {
            for (Ticket ticket : tickets(session)) {
                if (!(ticket instanceof BugReport) || number(ticket) % 4 != 3) {
                    continue;
                }
                session.createSelectionQuery("from Notification n where n.ticket = :ticket", Notification.class)
                        .setParameter("ticket", ticket).getResultList().forEach(session::remove);
                session.createSelectionQuery("from Comment c where c.ticket = :ticket", Comment.class)
                        .setParameter("ticket", ticket).getResultList().forEach(session::remove);
                session.remove(ticket);
                closed.add(ticket.getId());
            }
        });
        expected.get("ticket").keySet().removeAll(closed);
        String[] ids = closed.stream().map(id -> "ticket " + id + " ").toArray(String[]::new);
        for (String part : List.of("notification", "comment")) {
            expected.get(part).values().removeIf(text -> List.of(ids).stream().anyMatch(text::startsWith));
        }
    }

    @Override
    public void readBack(SessionFactory factory) {
        Map<String, Map<Object, String>> stored = new TreeMap<>();
        factory.inTransaction(session -> {
            stored.put("agent", byId(session.createSelectionQuery("from Agent", Agent.class).getResultList(),
                    Agent::getId, HelpdeskWrites::describe));
            stored.put("ticket", byId(tickets(session), Ticket::getId, HelpdeskWrites::describe));
            stored.put("notification", byId(session.createSelectionQuery("from Notification", Notification.class)
                    .getResultList(), Notification::getId, HelpdeskWrites::describe));
            stored.put("comment", byId(session.createSelectionQuery("from Comment", Comment.class).getResultList(),
                    Comment::getId, HelpdeskWrites::describe));
        });
        assertEquals(expected, stored);
    }

    @Override
    public Map<String, Long> expectedRowCounts() {
        Map<String, Long> rows = new TreeMap<>();
        Map<Object, String> tickets = expected.get("ticket");
        rows.put("agent", (long) expected.get("agent").size());
        rows.put("ticket", (long) tickets.size());
        rows.put("bug_report", tickets.values().stream().filter(text -> text.startsWith("Bug")).count());
        rows.put("feature_request", tickets.values().stream().filter(text -> text.startsWith("Feature")).count());
        rows.put("ticket_watchers", tickets.values().stream()
                .mapToLong(text -> text.contains("watchers=[]") ? 0 : text.split("watchers=\\[")[1].split("]")[0]
                        .split(",").length).sum());
        rows.put("ticket_attachments", tickets.values().stream().filter(text -> text.contains(".txt")).count());
        rows.put("notification", (long) expected.get("notification").size());
        rows.put("comment", (long) expected.get("comment").size());
        return rows;
    }

    private static List<Ticket> tickets(Session session) {
        List<Ticket> tickets = session.createSelectionQuery("select t from Ticket t left join fetch t.assignee "
                + "left join fetch t.watchers", Ticket.class).getResultList();
        // A bag (the attachments) fetched in the same query as a set would repeat its elements.
        session.createSelectionQuery("select t from Ticket t left join fetch t.attachments", Ticket.class)
                .getResultList();
        return tickets;
    }

    private static <T> Map<Object, String> byId(List<T> entities, Function<T, Object> id, Function<T, String> describe) {
        return entities.stream().collect(Collectors.toMap(id, describe, (a, b) -> a, TreeMap::new));
    }

    private static int number(Ticket ticket) {
        return Integer.parseInt(ticket.getSubject().replaceAll("\\D", ""));
    }

    private static String describe(Agent agent) {
        return agent.getFullName() + " " + agent.getEmail().value() + " v" + agent.getVersion();
    }

    private static String describe(Ticket ticket) {
        String kind = ticket instanceof BugReport bug
                ? "steps=" + bug.getStepsToReproduce().replace('\n', ';') + " affects " + bug.getAffectedVersion()
                : "votes=" + ((FeatureRequest) ticket).getVotes();
        return ticket.getSubject() + " " + ticket.getPriority() + " " + ticket.getStatus() + " v" + ticket.getVersion()
                + " " + kind + " assignee=" + (ticket.getAssignee() == null ? null : ticket.getAssignee().getFullName())
                + " watchers=" + ticket.getWatchers().stream().map(EmailAddress::value).sorted().toList()
                + " attachments=" + ticket.getAttachments().stream()
                        .map(a -> a.getFileName() + " " + a.getContentType() + " " + a.getSizeBytes()).toList();
    }

    private static String describe(Notification notification) {
        String channel = notification instanceof EmailNotification email ? "email " + email.getRecipient().value()
                : "sms " + ((SmsNotification) Hibernate.unproxy(notification)).getPhoneNumber();
        return "ticket " + notification.getTicket().getId() + " " + notification.getSentAt() + " " + channel
                + " v" + notification.getVersion();
    }

    private static String describe(Comment comment) {
        return "ticket " + comment.getTicket().getId() + " " + comment.getBody() + " v" + comment.getVersion();
    }
}
