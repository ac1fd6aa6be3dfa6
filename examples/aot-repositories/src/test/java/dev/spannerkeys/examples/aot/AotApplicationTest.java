package dev.spannerkeys.examples.aot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.hibernate.SpannerKeysDialect;
import dev.spannerkeys.hibernate.SpannerKeysPostgreSQLDialect;
import jakarta.persistence.EntityManagerFactory;
import java.util.List;
import org.hibernate.dialect.Dialect;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.aot.AotDetector;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The application after {@code spring-boot:process-aot} (bound before the tests in this module's pom), started
 * as {@code java -Dspring.aot.enabled=true} starts it (surefire sets the property): from the generated
 * initializer and with Spring Data's generated repository queries. At build time Spring Data booted Hibernate
 * without a connection and with a placeholder dialect, and the library let that build pass; at run time it is
 * in the application: its dialect, its sequences drawing the keys, the interleaved table, on the development
 * emulator in both dialects.
 */
@Tag("emulator")
@Tag("smoke")
class AotApplicationTest {

    @Test
    void theProcessedApplicationRunsOnAGoogleSqlDatabase() throws Exception {
        runsWithTheLibrary("google-standard-sql", SpannerKeysDialect.class);
    }

    @Test
    void theProcessedApplicationRunsOnAPostgreSqlDialectDatabase() throws Exception {
        runsWithTheLibrary("postgresql", SpannerKeysPostgreSQLDialect.class);
    }

    private static void runsWithTheLibrary(String databaseDialect, Class<? extends Dialect> libraryDialect)
            throws Exception {
        assertThat(AotDetector.useGeneratedArtifacts()).as("spring.aot.enabled").isTrue();
        // What process-aot generated: the context's initializer and the repositories' query code.
        Class.forName("dev.spannerkeys.examples.aot.AotApplication__ApplicationContextInitializer");
        Class.forName("dev.spannerkeys.examples.aot.SingerRepositoryImpl__AotRepository");

        // main(...): the AOT initializer is looked up by the main class, here the application's, not the test runner's.
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(AotApplication.class)
                .main(AotApplication.class)
                .properties("spanner.keys.emulator.dialect=" + databaseDialect, "spring.main.banner-mode=off",
                        "logging.level.root=WARN")
                .run()) {
            Dialect dialect = context.getBean(EntityManagerFactory.class).unwrap(SessionFactoryImplementor.class)
                    .getJdbcServices().getDialect();
            assertThat(dialect).isExactlyInstanceOf(libraryDialect);

            SingerRepository singers = context.getBean(SingerRepository.class);
            AlbumRepository albums = context.getBean(AlbumRepository.class);
            JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);

            List<Singer> saved = singers.saveAll(List.of(new Singer("Marc", "Richards"), new Singer("Catalina", "Smith"),
                    new Singer("Alice", "Trentor"), new Singer("Alice", "Richards")));
            List<Long> ids = saved.stream().map(Singer::getSingerId).toList();
            // Bit-reversed sequence values: large, distinct, not in the order they were drawn.
            assertThat(ids).doesNotHaveDuplicates().allMatch(id -> id > Integer.MAX_VALUE);
            assertThat(ids).isNotEqualTo(ids.stream().sorted().toList());

            Singer marc = saved.get(0);
            albums.saveAll(List.of(new Album(marc, "Total Junk"), new Album(marc, "Go, Go, Go")));

            assertThat(singers.findByLastNameOrderByFirstNameAsc("Richards")).extracting(Singer::getFirstName)
                    .containsExactly("Alice", "Marc");
            Page<Singer> page = singers.findByLastName("Richards", PageRequest.of(1, 1, Sort.by("firstName")));
            assertThat(page.getContent()).extracting(Singer::getFirstName).containsExactly("Marc");
            assertThat(page.getTotalElements()).isEqualTo(2);
            assertThat(singers.countByLastName("Smith")).isEqualTo(1);
            assertThat(singers.firstNamesStartingWith("Al")).extracting(Singer::getLastName)
                    .containsExactlyInAnyOrder("Trentor", "Richards");
            assertThat(albums.findBySingerIdOrderByTitleAsc(marc.getSingerId())).extracting(Album::getTitle)
                    .containsExactly("Go, Go, Go", "Total Junk");

            // The library's schema: the album table interleaved in the singer table, its rows deleted with the singer.
            assertThat(jdbc.queryForObject("SELECT parent_table_name FROM information_schema.tables"
                    + " WHERE table_name = 'album'", String.class)).isEqualTo("singer");
            singers.delete(marc);
            assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM album", Long.class)).isZero();
        }
    }
}
