package dev.spannerkeys.featurezoo.secondlevelcache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Cacheable;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.hibernate.annotations.Cache;
import org.hibernate.annotations.CacheConcurrencyStrategy;
import org.hibernate.stat.Statistics;

/**
 * The second-level cache through JCache (Ehcache 3): an entity and its collection cached read-write; a committed
 * change (a mutation in the mutation modes) updates the cache as a DML write does, and a read after it is served
 * from the cache with the new values.
 */
public final class SecondLevelCacheFeature implements FeatureModel {

    @Entity(name = "LcCountry")
    @Table(name = "lc_countries")
    @Cacheable
    @Cache(usage = CacheConcurrencyStrategy.READ_WRITE)
    public static class Country {
        @Id
        Long id;
        String name;
        @ElementCollection
        @CollectionTable(name = "lc_country_languages", joinColumns = @JoinColumn(name = "country_id"))
        @Column(name = "language", nullable = false)
        @Cache(usage = CacheConcurrencyStrategy.READ_WRITE)
        Set<String> languages = new HashSet<>();
    }

    @Override
    public List<String> features() {
        return List.of("second-level cache (JCache)");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Country.class);
    }

    @Override
    public List<String> tables() {
        return List.of("lc_countries", "lc_country_languages");
    }

    @Override
    public void run(FeatureRun run) {
        run.factory().getCache().evictAll();
        Statistics statistics = run.factory().getStatistics();
        run.step("insert", session -> {
            Country country = new Country();
            country.id = 1L;
            country.name = "norway";
            country.languages.add("no");
            session.persist(country);
        });
        run.step("update", session -> {
            Country country = session.find(Country.class, 1L);
            country.name = "Norway";
            country.languages.add("se");
        });
        long hits = statistics.getSecondLevelCacheHitCount();
        run.read(session -> {
            Country country = session.find(Country.class, 1L);
            assertEquals("Norway", country.name);
            assertEquals(Set.of("no", "se"), country.languages);
            return null;
        });
        assertTrue(statistics.getSecondLevelCacheHitCount() > hits, "the entity served by the cache");
        run.execute("update lc_countries set name = 'changed behind the cache' where id = 1");
        assertEquals("Norway", run.read(session -> session.find(Country.class, 1L).name));
        run.step("delete", session -> session.remove(session.find(Country.class, 1L)));
        assertEquals(null, run.<Country>read(session -> session.find(Country.class, 1L)));
    }
}
