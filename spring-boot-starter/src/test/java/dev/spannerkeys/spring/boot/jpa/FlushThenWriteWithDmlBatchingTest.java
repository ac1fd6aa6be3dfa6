package dev.spannerkeys.spring.boot.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The JDBC driver's automatic DML batching ({@code auto_batch_dml}, set as a data source property) with
 * {@code mutations-at-commit}, through the starter and Spring Data JPA: a service-style bulk load that
 * flushes in the middle (its rows go as DML into the driver's open batch) and then saves more commits
 * every row, the later ones as mutations.
 */
@SpringBootTest(classes = JpaTestApplication.class, properties = {"spanner.keys.emulator.enabled=true",
        "spanner.keys.write-mode=mutations-at-commit", "spring.datasource.hikari.data-source-properties.auto_batch_dml=true",
        "spring.main.banner-mode=off", "logging.level.root=WARN"})
@Tag("emulator")
class FlushThenWriteWithDmlBatchingTest {

    @Autowired
    SingerRepository singers;

    @Autowired
    EntityManager entityManager;

    @Autowired
    TransactionTemplate transactions;

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void aLoadThatFlushesInTheMiddleCommitsEveryRow() {
        assertThat(jdbc.execute((ConnectionCallback<Boolean>) connection ->
                connection.unwrap(CloudSpannerJdbcConnection.class).isAutoBatchDml()))
                .as("the data source property reached the driver").isTrue();
        transactions.executeWithoutResult(status -> {
            singers.saveAll(IntStream.range(0, 7).mapToObj(i -> new Singer("batched " + i)).toList());
            entityManager.flush();
            entityManager.clear();
            singers.saveAll(IntStream.range(7, 20).mapToObj(i -> new Singer("batched " + i)).toList());
        });
        List<String> stored = jdbc.queryForList("SELECT name FROM singer WHERE name LIKE 'batched %'", String.class);
        assertThat(stored).hasSize(20);
    }
}
