package dev.spannerkeys.examples.musicstore;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** Songs. */
public interface SongRepository extends JpaRepository<Song, Song.Key> {

    /**
     * All songs of all albums of a singer, in key order, again one range read of the singer's split.
     *
     * @param singerId the singer's key
     * @return the songs, by album, then by track
     */
    List<Song> findBySingerIdOrderByAlbumIdAscTrackNumberAsc(Long singerId);
}
