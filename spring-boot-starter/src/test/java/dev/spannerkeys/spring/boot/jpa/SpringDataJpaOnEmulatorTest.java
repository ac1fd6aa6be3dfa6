package dev.spannerkeys.spring.boot.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.hibernate.SpannerKeysDialect;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import jakarta.persistence.EntityManagerFactory;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The whole starter in a Spring Data JPA application: the development emulator becomes the
 * DataSource, the library's dialect is picked, Hibernate creates the schema, and a repository
 * saves rows whose keys spread over the key space, with few round trips.
 */
@SpringBootTest(classes = JpaTestApplication.class,
        properties = { "spanner.keys.emulator.enabled=true", "spring.main.banner-mode=off", "logging.level.root=WARN" })
@Tag("emulator")
@Tag("smoke")
class SpringDataJpaOnEmulatorTest {

    static final int ROWS = 300;

    @Autowired
    SingerRepository singers;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    EntityManagerFactory entityManagerFactory;

    @Autowired
    JdbcConnectionDetails connectionDetails;

    @Autowired
    SpannerEmulator emulator;

    private SessionFactoryImplementor sessionFactory() {
        return entityManagerFactory.unwrap(SessionFactoryImplementor.class);
    }

    @Test
    void theDevelopmentEmulatorIsTheDatabaseAndTheLibrarysDialectIsResolved() {
        assertThat(connectionDetails).isInstanceOf(JpaTestApplication.Counting.class);
        assertThat(((JpaTestApplication.Counting) connectionDetails).emulator().getJdbcUrl())
                .startsWith("jdbc:cloudspanner://" + emulator.hostPort() + "/");
        assertThat(sessionFactory().getJdbcServices().getDialect()).isExactlyInstanceOf(SpannerKeysDialect.class);
        assertThat(sessionFactory().getSessionFactoryOptions().getJdbcBatchSize()).isEqualTo(100);
        assertThat(sessionFactory().getSessionFactoryOptions().isOrderInsertsEnabled()).isTrue();
        assertThat(sessionFactory().getSessionFactoryOptions().isOrderUpdatesEnabled()).isTrue();
    }

    @Test
    void saveAllStoresRowsWithSpreadKeysInAFewRoundTrips() throws InterruptedException {
        CountingSpannerDriver.reset();
        List<Singer> saved = singers.saveAll(IntStream.range(0, ROWS).mapToObj(i -> new Singer("singer " + i)).toList());

        // One sequence round trip per pool of 100 ids (and the next pool fetched ahead in the
        // background), and the inserts in JDBC batches of 100.
        assertThat(CountingSpannerDriver.awaitSequenceFetches(ROWS / Singer.POOL_SIZE))
                .isBetween((long) ROWS / Singer.POOL_SIZE, (long) ROWS / Singer.POOL_SIZE + 1);
        assertThat(CountingSpannerDriver.counts().dmlBatches()).isEqualTo(ROWS / 100);

        List<Long> ids = saved.stream().map(Singer::getId).toList();
        Set<Long> stored = new HashSet<>(jdbc.queryForList("SELECT id FROM singer", Long.class));
        assertThat(stored).hasSize(ROWS).isEqualTo(new HashSet<>(ids));
        assertThat(jdbc.queryForObject("SELECT name FROM singer WHERE id = ?", String.class, ids.get(7)))
                .isEqualTo("singer 7");

        // Not ascending in insert order, and spread over all sixteenths of the positive INT64 range.
        assertThat(ids).isNotEqualTo(ids.stream().sorted().toList());
        assertThat(ids).allMatch(id -> id > 0);
        assertThat(ids.stream().map(id -> id >>> 59).distinct().count()).isEqualTo(16);
    }
}
