package dev.spannerkeys.examples.musicstore;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** Albums. */
public interface AlbumRepository extends JpaRepository<Album, Album.Key> {

    /**
     * A singer's albums: one range read of the singer's split, since the key starts with the
     * singer's id.
     *
     * @param singerId the singer's key
     * @return the albums in key order
     */
    List<Album> findBySingerIdOrderByAlbumId(Long singerId);
}
