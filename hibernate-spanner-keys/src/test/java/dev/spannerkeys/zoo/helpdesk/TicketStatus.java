package dev.spannerkeys.zoo.helpdesk;

/** Where a ticket is, stored by name. */
public enum TicketStatus {
    OPEN, WAITING, RESOLVED
}
