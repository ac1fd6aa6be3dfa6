package dev.spannerkeys.spring.boot.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.data.domain.ExampleMatcher.GenericPropertyMatchers.startsWith;

import java.sql.Timestamp;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.hibernate.Hibernate;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;
import org.springframework.boot.jpa.test.autoconfigure.TestEntityManager;
import org.springframework.data.domain.Example;
import org.springframework.data.domain.ExampleMatcher;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Slice;
import org.springframework.data.domain.Sort;
import org.springframework.data.jpa.domain.Specification;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.jdbc.Sql;
import org.springframework.test.context.transaction.AfterTransaction;

/**
 * A {@code @DataJpaTest} as applications write one, on a new emulator database: an {@code @Sql} script (with
 * comments and statements over several lines) fills the table inside the test's transaction, the
 * repository's queries read it, and the transaction is rolled back after each test, which
 * {@link #theTestTransactionWasRolledBack()} checks in the database. Every query that returns several rows
 * says its order: Spanner returns rows in no particular order without {@code ORDER BY}.
 */
@Tag("emulator")
// Flyway and Liquibase are on the test class path for their own tests; this application has no migrations.
@DataJpaTest(properties = { "spring.flyway.enabled=false", "spring.liquibase.enabled=false" })
@Sql("/data/customers.sql")
abstract class SpringDataSliceContract {

    @Autowired
    CustomerRepository customers;

    @Autowired
    PurchaseRepository purchases;

    @Autowired
    TestEntityManager entityManager;

    @Autowired
    JdbcTemplate jdbc;

    private static List<String> firstnames(Iterable<? extends Customer> customers) {
        return java.util.stream.StreamSupport.stream(customers.spliterator(), false).map(Customer::getFirstname).toList();
    }

    @AfterTransaction
    void theTestTransactionWasRolledBack() {
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM customer", Long.class)).isZero();
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM purchase", Long.class)).isZero();
    }

    @Test
    void derivedQueriesReadTheScriptsRows() {
        assertThat(firstnames(customers.findByLastnameOrderByFirstnameAsc("Lovelace")))
                .containsExactly("Ada", "Anne", "Augusta", "Byron");
        assertThat(customers.countByLastname("Lovelace")).isEqualTo(4);
        assertThat(customers.existsByFirstnameAndLastname("Charles", "Babbage")).isTrue();
        assertThat(customers.existsByFirstnameAndLastname("Charles", "Lovelace")).isFalse();
        assertThat(firstnames(customers.findFirst2ByLastnameOrderByFirstnameDesc("Lovelace")))
                .containsExactly("Byron", "Augusta");
        assertThat(customers.findById(104L)).map(Customer::getLastname).hasValue("Babbage");
    }

    @Test
    void pagesAndSlicesFollowTheirSort() {
        Page<Customer> first = customers.findByLastname("Lovelace", PageRequest.of(0, 3, Sort.by("firstname")));
        assertThat(firstnames(first)).containsExactly("Ada", "Anne", "Augusta");
        assertThat(first.getTotalElements()).isEqualTo(4);
        assertThat(first.getTotalPages()).isEqualTo(2);
        Page<Customer> second = customers.findByLastname("Lovelace", first.nextPageable());
        assertThat(firstnames(second)).containsExactly("Byron");
        assertThat(second.hasNext()).isFalse();

        Slice<Customer> slice = customers.findSliceByLastname("Lovelace",
                PageRequest.of(0, 2, Sort.by(Sort.Direction.DESC, "firstname")));
        assertThat(firstnames(slice)).containsExactly("Byron", "Augusta");
        assertThat(slice.hasNext()).isTrue();

        Page<Customer> all = customers.findAll(PageRequest.of(2, 2, Sort.by("id")));
        assertThat(all.getContent()).extracting(Customer::getId).containsExactly(105L);
        assertThat(all.getTotalElements()).isEqualTo(5);
    }

    @Test
    void queryByExampleMatchesIgnoringCase() {
        ExampleMatcher matcher = ExampleMatcher.matching().withIgnoreCase().withMatcher("firstname", startsWith());
        Example<Customer> lovelacesWithA = Example.of(new Customer("a", "lovelace"), matcher);

        assertThat(firstnames(customers.findAll(lovelacesWithA, Sort.by("firstname"))))
                .containsExactly("Ada", "Anne", "Augusta");
        assertThat(customers.count(lovelacesWithA)).isEqualTo(3);
        assertThat(customers.exists(Example.of(new Customer("Charles", "Babbage")))).isTrue();
        java.util.Optional<CustomerNames> last = customers.findBy(lovelacesWithA,
                query -> query.as(CustomerNames.class).sortBy(Sort.by(Sort.Direction.DESC, "firstname")).first());
        assertThat(last).map(CustomerNames::getFirstname).hasValue("Augusta");
    }

    @Test
    void querydslPredicatesRunAsQueries() {
        QCustomer customer = QCustomer.customer;

        assertThat(firstnames(customers.findAll(customer.lastname.eq("Lovelace").and(customer.firstname.startsWith("A")),
                customer.firstname.asc()))).containsExactly("Ada", "Anne", "Augusta");
        assertThat(customers.count(customer.firstname.endsWith("a"))).isEqualTo(2);
        Page<Customer> page = customers.findAll(customer.lastname.eq("Lovelace"), PageRequest.of(1, 3, Sort.by("firstname")));
        assertThat(firstnames(page)).containsExactly("Byron");
        assertThat(page.getTotalElements()).isEqualTo(4);
    }

    @Test
    void specificationsCombineIntoOneQuery() {
        Specification<Customer> lovelace = (root, query, builder) -> builder.equal(root.get("lastname"), "Lovelace");
        Specification<Customer> firstnameWithA = (root, query, builder) -> builder.like(root.get("firstname"), "A%");

        assertThat(firstnames(customers.findAll(lovelace.and(Specification.not(firstnameWithA)), Sort.by("firstname"))))
                .containsExactly("Byron");
        assertThat(customers.count(lovelace)).isEqualTo(4);
        Page<CustomerNames> names = customers.findBy(lovelace,
                query -> query.as(CustomerNames.class).page(PageRequest.of(0, 3, Sort.by("firstname"))));
        assertThat(names.getContent()).extracting(CustomerNames::getFirstname).containsExactly("Ada", "Anne", "Augusta");
        assertThat(names.getTotalElements()).isEqualTo(4);
    }

    @Test
    void interfaceClassAndDynamicProjectionsSelectTheirAttributes() {
        assertThat(customers.findNamesByLastnameOrderByFirstnameAsc("Lovelace"))
                .extracting(CustomerNames::getFirstname).containsExactly("Ada", "Anne", "Augusta", "Byron");
        assertThat(customers.findSummariesByLastnameOrderByFirstnameAsc("Lovelace"))
                .containsExactly(new CustomerSummary("Ada", "Lovelace"), new CustomerSummary("Anne", "Lovelace"),
                        new CustomerSummary("Augusta", "Lovelace"), new CustomerSummary("Byron", "Lovelace"));
        assertThat(customers.findByFirstnameOrderByLastnameAsc("Charles", CustomerSummary.class))
                .containsExactly(new CustomerSummary("Charles", "Babbage"));
        assertThat(customers.findByFirstnameOrderByLastnameAsc("Ada", CustomerNames.class))
                .extracting(CustomerNames::getLastname).containsExactly("Lovelace");
        assertThat(customers.summariesOf("Babbage")).containsExactly(new CustomerSummary("Charles", "Babbage"));
    }

    @Test
    void aModifyingQueryChangesTheRows() {
        assertThat(customers.renameLastname("Lovelace", "King")).isEqualTo(4);

        assertThat(customers.countByLastname("King")).isEqualTo(4);
        assertThat(jdbc.queryForList("SELECT firstname FROM customer WHERE lastname = 'King' ORDER BY firstname",
                String.class)).containsExactly("Ada", "Anne", "Augusta", "Byron");
    }

    @Test
    void anEntityGraphLoadsTheAssociationALazyReadLeaves() {
        Customer ada = customers.findById(101L).orElseThrow();
        purchases.saveAll(List.of(new Purchase(ada, "Analytical Engine notes"), new Purchase(ada, "Loom cards")));
        entityManager.flush();
        entityManager.clear();

        Customer lazy = customers.findById(101L).orElseThrow();
        assertThat(Hibernate.isInitialized(lazy.getPurchases())).isFalse();
        entityManager.clear();

        Customer withPurchases = customers.findWithPurchasesById(101L).orElseThrow();
        assertThat(Hibernate.isInitialized(withPurchases.getPurchases())).isTrue();
        assertThat(withPurchases.getPurchases()).extracting(Purchase::getItem)
                .containsExactlyInAnyOrder("Analytical Engine notes", "Loom cards");
    }

    @Test
    void auditingStampsTheDatesItWrites() {
        Customer grace = customers.saveAndFlush(new Customer("Grace", "Hopper"));
        assertThat(grace.getCreatedDate()).isNotNull().isEqualTo(grace.getLastModifiedDate());
        // GoogleSQL stores nanoseconds, PostgreSQL's timestamptz microseconds.
        assertThat(storedCreatedDate(grace)).isEqualTo(grace.getCreatedDate().truncatedTo(ChronoUnit.MICROS));

        grace.setFirstname("Amazing Grace");
        Customer changed = customers.saveAndFlush(grace);
        assertThat(changed.getLastModifiedDate()).isAfter(changed.getCreatedDate());
        assertThat(storedCreatedDate(changed)).isEqualTo(grace.getCreatedDate().truncatedTo(ChronoUnit.MICROS));
    }

    private java.time.Instant storedCreatedDate(Customer customer) {
        return jdbc.queryForObject("SELECT created_date FROM customer WHERE id = ?", Timestamp.class, customer.getId())
                .toInstant().truncatedTo(ChronoUnit.MICROS);
    }

    @Test
    void aLockRepositoryMethodReadsAndTheChangeIsWritten() {
        Customer charles = customers.findLockedById(104L).orElseThrow();
        charles.setFirstname("Charles Xavier");
        entityManager.flush();

        assertThat(jdbc.queryForObject("SELECT firstname FROM customer WHERE id = 104", String.class))
                .isEqualTo("Charles Xavier");
    }
}
