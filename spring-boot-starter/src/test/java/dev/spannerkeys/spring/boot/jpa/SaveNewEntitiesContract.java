package dev.spannerkeys.spring.boot.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.testsupport.CountingSpannerDriver;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * {@code save()} of a new interleaved child whose {@code @IdClass} key has its parent's part set and its
 * own part drawn from a bit-reversed sequence: one insert (a statement in {@code dml}, a mutation in the
 * mutation modes), no read first, with the entity unchanged (no {@code Persistable}); a second
 * {@code save()} of the stored entity updates it.
 */
abstract class SaveNewEntitiesContract {

    @Autowired
    BandRepository bands;

    @Autowired
    GigRepository gigs;

    @Autowired
    JdbcTemplate jdbc;

    /** Whether the write mode writes rows as mutations rather than DML statements. */
    abstract boolean writesMutations();

    @Test
    void saveOfANewChildWithAGeneratedKeyPartInsertsWithoutReadingFirst() {
        Band band = bands.save(new Band("The Keys"));
        CountingSpannerDriver.reset();
        CountingSpannerDriver.resetWrites();

        Gig gig = gigs.save(new Gig(band, "Paris"));

        assertThat(CountingSpannerDriver.reads()).as("statements other than the insert").isEmpty();
        Map<String, Integer> inserted = writesMutations() ? CountingSpannerDriver.mutationWrites()
                : CountingSpannerDriver.dmlWrites();
        Map<String, Integer> none = writesMutations() ? CountingSpannerDriver.dmlWrites()
                : CountingSpannerDriver.mutationWrites();
        assertThat(inserted).isEqualTo(Map.of("INSERT gig", 1));
        assertThat(none).isEmpty();
        assertThat(gig.getGigId()).as("the key part drawn by the library").isNotNull();
        assertThat(jdbc.queryForObject("SELECT venue FROM gig WHERE band_id = ? AND gig_id = ?", String.class,
                band.getBandId(), gig.getGigId())).isEqualTo("Paris");

        gig.moveTo("Lyon");
        gigs.save(gig);
        assertThat(jdbc.queryForList("SELECT venue FROM gig WHERE band_id = ?", String.class, band.getBandId()))
                .containsExactly("Lyon");
    }
}
