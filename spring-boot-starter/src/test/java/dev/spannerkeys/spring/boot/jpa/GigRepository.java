package dev.spannerkeys.spring.boot.jpa;

import org.springframework.data.jpa.repository.JpaRepository;

/** Spring Data repository for {@link Gig}, keyed by its {@code @IdClass}. */
interface GigRepository extends JpaRepository<Gig, Gig.Key> {
}
