package dev.spannerkeys.spring.boot.data;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.testsupport.SampledByDialect;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.data.domain.Example;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.data.history.Revision;
import org.springframework.data.history.RevisionMetadata.RevisionType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Spring Data repositories' writes, committed, in one write mode and dialect (the subclasses): auditing
 * dates stored with the row and kept or moved on update, a {@code @Modifying} query, deletes, a parent and its
 * children in one transaction, a {@code @Lock} read followed by a change, Envers' history of a row read through
 * Spring Data Envers' {@code RevisionRepository}; and the read methods, which run in
 * the read-only transactions {@code SimpleJpaRepository} declares, seeing what was committed. Each test works
 * on rows of its own last name, so the tests of a class share one database.
 */
@Tag("emulator")
@SpringBootTest(classes = SurfaceApplication.class,
        properties = { "spring.main.banner-mode=off", "logging.level.root=WARN" })
@SampledByDialect(cover = DatabaseDialect.GOOGLE_STANDARD_SQL)
public abstract class RepositoryWritesContract {

    @Autowired
    CustomerRepository customers;

    @Autowired
    PurchaseRepository purchases;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    TransactionTemplate transactions;

    private List<String> storedFirstnames(String lastname) {
        return jdbc.queryForList("SELECT firstname FROM customer WHERE lastname = ? ORDER BY firstname", String.class,
                lastname);
    }

    private Instant stored(String column, Long id) {
        // GoogleSQL stores nanoseconds, PostgreSQL's timestamptz microseconds.
        return jdbc.queryForObject("SELECT " + column + " FROM customer WHERE id = ?", Timestamp.class, id).toInstant()
                .truncatedTo(ChronoUnit.MICROS);
    }

    @Test
    void auditingDatesAreStoredWithTheRowAndMovedOnUpdate() {
        Customer grace = customers.save(new Customer("Grace", "Hopper"));
        Instant created = grace.getCreatedDate().truncatedTo(ChronoUnit.MICROS);
        assertThat(stored("created_date", grace.getId())).isEqualTo(created);
        assertThat(stored("last_modified_date", grace.getId())).isEqualTo(created);

        grace.setFirstname("Amazing Grace");
        customers.save(grace);

        assertThat(storedFirstnames("Hopper")).containsExactly("Amazing Grace");
        assertThat(stored("created_date", grace.getId())).isEqualTo(created);
        assertThat(stored("last_modified_date", grace.getId())).isAfter(created);
    }

    @Test
    void aModifyingQueryChangesCommittedRows() {
        customers.saveAll(List.of(new Customer("Ada", "Lovelace"), new Customer("Byron", "Lovelace"),
                new Customer("Charles", "Babbage")));

        assertThat(customers.renameLastname("Lovelace", "King")).isEqualTo(2);

        assertThat(storedFirstnames("King")).containsExactly("Ada", "Byron");
        assertThat(storedFirstnames("Lovelace")).isEmpty();
        assertThat(storedFirstnames("Babbage")).containsExactly("Charles");
    }

    @Test
    void deletesRemoveTheRows() {
        List<Customer> saved = customers.saveAll(List.of(new Customer("Edsger", "Dijkstra"),
                new Customer("Ria", "Dijkstra"), new Customer("Tony", "Dijkstra")));

        customers.deleteById(saved.get(0).getId());
        assertThat(storedFirstnames("Dijkstra")).containsExactly("Ria", "Tony");
        customers.deleteAllInBatch(List.of(saved.get(1)));
        assertThat(storedFirstnames("Dijkstra")).containsExactly("Tony");
        customers.deleteAll(List.of(saved.get(2)));
        assertThat(storedFirstnames("Dijkstra")).isEmpty();
    }

    @Test
    void aParentAndItsChildrenCommitTogether() {
        Long id = transactions.execute(status -> {
            Customer alan = customers.save(new Customer("Alan", "Turing"));
            purchases.saveAll(List.of(new Purchase(alan, "Bombe"), new Purchase(alan, "ACE")));
            return alan.getId();
        });

        assertThat(jdbc.queryForList("SELECT item FROM purchase WHERE customer_id = ? ORDER BY item", String.class, id))
                .containsExactly("ACE", "Bombe");
        Customer withPurchases = customers.findWithPurchasesById(id).orElseThrow();
        assertThat(withPurchases.getPurchases()).extracting(Purchase::getItem).containsExactlyInAnyOrder("ACE", "Bombe");
    }

    @Test
    void aChangeMadeUnderALockCommits() {
        Long id = customers.save(new Customer("Barbara", "Liskov")).getId();

        transactions.executeWithoutResult(status -> customers.findLockedById(id).orElseThrow().setFirstname("Barbara L."));

        assertThat(storedFirstnames("Liskov")).containsExactly("Barbara L.");
    }

    @Test
    void readMethodsInTheirReadOnlyTransactionsSeeCommittedRows() {
        List<Customer> saved = customers.saveAll(List.of(new Customer("Frances", "Allen"),
                new Customer("Paul", "Allen"), new Customer("Bjarne", "Allen")));

        assertThat(customers.findByLastnameOrderByFirstnameAsc("Allen")).extracting(Customer::getFirstname)
                .containsExactly("Bjarne", "Frances", "Paul");
        assertThat(customers.findById(saved.get(1).getId())).map(Customer::getFirstname).hasValue("Paul");
        assertThat(customers.findAllById(List.of(saved.get(0).getId(), saved.get(2).getId())))
                .extracting(Customer::getFirstname).containsExactlyInAnyOrder("Frances", "Bjarne");
        assertThat(customers.findByLastname("Allen", PageRequest.of(0, 2, Sort.by("firstname"))).getTotalElements())
                .isEqualTo(3);
        assertThat(customers.count(Example.of(new Customer("Paul", "Allen")))).isEqualTo(1);
        assertThat(customers.count(QCustomer.customer.lastname.eq("Allen"))).isEqualTo(3);
        assertThat(customers.existsById(saved.get(0).getId())).isTrue();
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM customer WHERE lastname = 'Allen'", Long.class))
                .isEqualTo(3);
    }

    /**
     * {@code JdbcTemplate} inside the JPA transaction runs on the transaction's own connection
     * ({@code JpaTransactionManager} exposes it): after a {@code flush()} it sees the rows saved before it, in every
     * write mode (in {@code mutations-always} the flushed rows, captured as mutations, run as DML before its query).
     */
    @Test
    void aJdbcTemplateQueryInTheTransactionSeesTheRowsFlushedBeforeIt() {
        List<String> seen = transactions.execute(status -> {
            customers.saveAll(List.of(new Customer("Jo", "Template"), new Customer("Lee", "Template")));
            customers.flush();
            return storedFirstnames("Template");
        });
        assertThat(seen).containsExactly("Jo", "Lee");
        assertThat(storedFirstnames("Template")).containsExactly("Jo", "Lee");
    }

    @Test
    void enversRecordsEachCommittedChangeAsARevision() {
        Customer edith = customers.save(new Customer("Edith", "Clarke"));
        edith.setFirstname("Edith M.");
        customers.save(edith);
        customers.deleteById(edith.getId());

        List<Revision<Integer, Customer>> revisions = customers.findRevisions(edith.getId()).getContent();
        assertThat(revisions).extracting(revision -> revision.getMetadata().getRevisionType())
                .containsExactly(RevisionType.INSERT, RevisionType.UPDATE, RevisionType.DELETE);
        assertThat(revisions.get(0).getEntity().getFirstname()).isEqualTo("Edith");
        assertThat(revisions.get(1).getEntity().getFirstname()).isEqualTo("Edith M.");
        assertThat(revisions).extracting(revision -> revision.getRequiredRevisionNumber()).isSorted()
                .doesNotHaveDuplicates();
        assertThat(customers.findLastChangeRevision(edith.getId()))
                .map(revision -> revision.getMetadata().getRevisionType()).hasValue(RevisionType.DELETE);
        // The audit rows in the database: one per change, the row itself gone.
        assertThat(jdbc.queryForList("SELECT firstname FROM customer_aud WHERE id = ? ORDER BY rev", String.class,
                edith.getId())).containsExactly("Edith", "Edith M.", null);
        assertThat(storedFirstnames("Clarke")).isEmpty();
    }
}
