package dev.spannerkeys.spring.boot.flyway;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * What the Flyway and the Liquibase tests check alike: the same venues schema, migrated by either tool
 * before Hibernate starts, takes the library's writes, and the library's validation and advisor read
 * what the migration left.
 */
public final class MigratedVenues {

    private MigratedVenues() {
    }

    /** The {@code hibernate.hbm2ddl.auto} the starter left Hibernate with. */
    public static Object hbm2ddl(EntityManagerFactory factory) {
        return factory.getProperties().get("hibernate.hbm2ddl.auto");
    }

    /** Persists a venue through Hibernate and finds its row: the migrated schema takes the library's keys. */
    public static void assertHibernateWritesAVenue(EntityManagerFactory factory, JdbcTemplate jdbc) {
        EntityManager entityManager = factory.createEntityManager();
        try {
            entityManager.getTransaction().begin();
            Venue venue = new Venue("Blue Note");
            entityManager.persist(venue);
            entityManager.getTransaction().commit();
            assertThat(venue.getVenueId()).isPositive();
        } finally {
            entityManager.close();
        }
        assertThat(jdbc.queryForObject("SELECT name FROM venues", String.class)).isEqualTo("Blue Note");
    }

    /**
     * The start failed on the advisor: the migration inserted two rows whose keys are the bit-reversed
     * counters 1 and 2, which the sequence, starting at counter 1, would hand out again.
     */
    public static void assertAdvisorRefusedTheMigratedKeys(AssertableApplicationContext context) {
        assertThat(context).hasFailed();
        assertThat(context).getFailure().rootCause().hasMessageContaining("2 existing keys")
                .hasMessageContaining("could be returned again by sequence venue_id_sequence")
                .hasMessageContaining("their counters run from 1 to 2");
    }

    /** The start failed on the library's validate: the migrated key column has no sequence default. */
    public static void assertValidateRefusedTheMissingDefault(AssertableApplicationContext context) {
        assertThat(context).hasFailed();
        assertThat(context).getFailure().rootCause().hasMessageContaining("table venues, column venue_id: "
                + "default: expected GET_NEXT_SEQUENCE_VALUE(SEQUENCE venue_id_sequence), actual none");
    }
}
