package dev.spannerkeys.spring.boot.jpa;

import org.springframework.data.jpa.repository.JpaRepository;

/** Spring Data repository for {@link Ticket}. */
interface TicketRepository extends JpaRepository<Ticket, String> {
}
