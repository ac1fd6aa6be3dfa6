package dev.spannerkeys.examples.musicstore;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** Singers. */
public interface SingerRepository extends JpaRepository<Singer, Long> {

    /**
     * Singers with this last name, answered from the {@code singers_by_last_name} index alone: it
     * is keyed by {@code last_name}, holds the key, and stores {@code first_name}.
     *
     * @param lastName the last name
     * @return the matching singers
     */
    List<Singer> findByLastName(String lastName);
}
