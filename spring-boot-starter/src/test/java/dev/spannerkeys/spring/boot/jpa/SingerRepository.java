package dev.spannerkeys.spring.boot.jpa;

import org.springframework.data.jpa.repository.JpaRepository;

/** Test repository: Spring Data JPA's stock implementation, nothing Spanner-specific. */
interface SingerRepository extends JpaRepository<Singer, Long> {
}
