package dev.spannerkeys.spring.boot.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.spannerkeys.testsupport.CountingSpannerDriver;
import java.util.HashSet;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * {@code spanner.keys.write-mode=mutations-at-commit} through the starter and Spring Data JPA:
 * {@code saveAll} commits its rows as mutations (no insert statement at all), and a duplicate key
 * surfaces at commit as Spring's {@link DataIntegrityViolationException}, with nothing written.
 */
@SpringBootTest(classes = JpaTestApplication.class, properties = {"spanner.keys.emulator.enabled=true",
        "spanner.keys.write-mode=mutations-at-commit", "spring.main.banner-mode=off", "logging.level.root=WARN"})
@Tag("emulator")
class SpringDataMutationsOnEmulatorTest {

    @Autowired
    SingerRepository singers;

    @Autowired
    TicketRepository tickets;

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void saveAllCommitsMutationsWithoutInsertStatements() throws InterruptedException {
        CountingSpannerDriver.reset();
        List<Singer> saved = singers.saveAll(IntStream.range(0, 300).mapToObj(i -> new Singer("mutation " + i)).toList());

        assertThat(CountingSpannerDriver.counts().dmlBatches()).as("insert batches sent as DML").isZero();
        assertThat(CountingSpannerDriver.counts().mutations()).as("mutations buffered").isEqualTo(300);
        assertThat(CountingSpannerDriver.awaitSequenceFetches(300 / Singer.POOL_SIZE))
                .as("a pool of 100 per 100 rows, and the next one fetched ahead")
                .isBetween(300L / Singer.POOL_SIZE, 300L / Singer.POOL_SIZE + 1);
        assertThat(new HashSet<>(jdbc.queryForList("SELECT id FROM singer WHERE name LIKE 'mutation %'", Long.class)))
                .isEqualTo(new HashSet<>(saved.stream().map(Singer::getId).toList()));
    }

    @Test
    void aDuplicateKeyFailsTheCommitAsADataIntegrityViolationAndWritesNothing() {
        tickets.save(new Ticket("A-1", "first"));
        assertThatThrownBy(() -> tickets.saveAll(List.of(new Ticket("B-1", "second"), new Ticket("A-1", "duplicate"))))
                .isInstanceOf(DataIntegrityViolationException.class);
        assertThat(jdbc.queryForList("SELECT holder FROM ticket ORDER BY code", String.class)).containsExactly("first");
    }
}
