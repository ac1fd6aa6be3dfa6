package dev.spannerkeys.spring.boot.data;

import jakarta.persistence.LockModeType;
import java.util.List;
import java.util.Optional;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Slice;
import org.springframework.data.jpa.repository.EntityGraph;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.JpaSpecificationExecutor;
import org.springframework.data.jpa.repository.Lock;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;
import org.springframework.data.repository.history.RevisionRepository;
import org.springframework.transaction.annotation.Transactional;

/**
 * Test repository with the ordinary surface of Spring Data JPA: derived queries, paging, projections, a
 * {@code @Modifying} query, {@code @Lock}, {@code @EntityGraph}, specifications, Querydsl, (from
 * {@link JpaRepository}) Query-by-Example, and Spring Data Envers' revisions. Nothing Spanner-specific.
 */
public interface CustomerRepository extends JpaRepository<Customer, Long>, JpaSpecificationExecutor<Customer>,
        QuerydslPredicateExecutor<Customer>, RevisionRepository<Customer, Long, Integer> {

    List<Customer> findByLastnameOrderByFirstnameAsc(String lastname);

    long countByLastname(String lastname);

    boolean existsByFirstnameAndLastname(String firstname, String lastname);

    Page<Customer> findByLastname(String lastname, Pageable pageable);

    Slice<Customer> findSliceByLastname(String lastname, Pageable pageable);

    List<Customer> findFirst2ByLastnameOrderByFirstnameDesc(String lastname);

    List<CustomerNames> findNamesByLastnameOrderByFirstnameAsc(String lastname);

    List<CustomerSummary> findSummariesByLastnameOrderByFirstnameAsc(String lastname);

    <T> List<T> findByFirstnameOrderByLastnameAsc(String firstname, Class<T> type);

    @Query("select new dev.spannerkeys.spring.boot.data.CustomerSummary(c.firstname, c.lastname) from Customer c"
            + " where c.lastname = :lastname order by c.firstname")
    List<CustomerSummary> summariesOf(String lastname);

    @Transactional
    @Modifying(clearAutomatically = true)
    @Query("update Customer c set c.lastname = :to where c.lastname = :from")
    int renameLastname(String from, String to);

    @Lock(LockModeType.PESSIMISTIC_WRITE)
    Optional<Customer> findLockedById(Long id);

    @EntityGraph(attributePaths = "purchases")
    Optional<Customer> findWithPurchasesById(Long id);
}
