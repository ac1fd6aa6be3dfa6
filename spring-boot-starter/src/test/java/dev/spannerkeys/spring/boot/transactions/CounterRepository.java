package dev.spannerkeys.spring.boot.transactions;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.transaction.annotation.Transactional;

/** Counters; one read-only method that writes by mistake. */
interface CounterRepository extends JpaRepository<Counter, Long> {

    List<Counter> findByName(String name);

    @Transactional(readOnly = true)
    @Modifying
    @Query(value = "UPDATE counter SET n = 99 WHERE id = ?1", nativeQuery = true)
    int resetInAReadOnlyMethod(long id);
}
