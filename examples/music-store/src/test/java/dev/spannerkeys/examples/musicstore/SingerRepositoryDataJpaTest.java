package dev.spannerkeys.examples.musicstore;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import javax.sql.DataSource;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A Spring Data JPA slice test as it is usually written: {@code @DataJpaTest}, no properties, and H2
 * on the test class path, where Boot would replace the database with an embedded one. With the
 * starter and {@code spanner-emulator} present, the slice runs on a new database on the emulator,
 * with the schema the entities describe.
 */
@DataJpaTest
@Tag("emulator")
class SingerRepositoryDataJpaTest {

    @Autowired
    SingerRepository singers;

    @Autowired
    DataSource dataSource;

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void theSliceRunsOnTheEmulatorThoughH2IsOnTheClassPath() throws Exception {
        assertThat(Class.forName("org.h2.Driver")).isNotNull();
        try (Connection connection = dataSource.getConnection()) {
            DatabaseMetaData metaData = connection.getMetaData();
            assertThat(metaData.getDatabaseProductName()).isEqualTo("Google Cloud Spanner");
            assertThat(metaData.getURL()).startsWith("jdbc:cloudspanner://").contains("autoConfigEmulator=true");
        }
        // Spanner's own function, and the index the starter's schema creation made from @SpannerIndex.
        assertThat(jdbc.queryForObject("SELECT BIT_REVERSE(1, true)", Long.class)).isEqualTo(1L << 62);
        assertThat(jdbc.queryForList("SELECT COLUMN_NAME FROM INFORMATION_SCHEMA.INDEX_COLUMNS"
                + " WHERE INDEX_NAME = 'singers_by_last_name' ORDER BY COLUMN_NAME", String.class))
                .containsExactly("first_name", "last_name");
    }

    @Test
    void theRepositoryStoresSingersWithBitReversedKeys() {
        Singer saved = singers.saveAndFlush(new Singer("Ada", "Okafor"));
        singers.saveAndFlush(new Singer("Ada", "Okonkwo"));

        assertThat(singers.findByLastName("Okafor")).extracting(Singer::getSingerId).containsExactly(saved.getSingerId());
        // The sequence's values are bit-reversed counters: large, positive, never 1, 2, 3.
        assertThat(saved.getSingerId()).isGreaterThan(1L << 40);
    }
}
