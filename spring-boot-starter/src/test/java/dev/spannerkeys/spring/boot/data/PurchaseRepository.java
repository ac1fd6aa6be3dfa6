package dev.spannerkeys.spring.boot.data;

import org.springframework.data.jpa.repository.JpaRepository;

/** Test repository: Spring Data's stock implementation. */
public interface PurchaseRepository extends JpaRepository<Purchase, Long> {
}
