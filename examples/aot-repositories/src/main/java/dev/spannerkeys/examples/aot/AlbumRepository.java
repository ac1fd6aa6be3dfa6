package dev.spannerkeys.examples.aot;

import java.util.List;
import org.springframework.data.repository.ListCrudRepository;

/** Albums, interleaved in their singers. */
public interface AlbumRepository extends ListCrudRepository<Album, Album.Key> {

    /**
     * @param singerId the singer's key
     * @return the singer's albums, by title
     */
    List<Album> findBySingerIdOrderByTitleAsc(Long singerId);
}
