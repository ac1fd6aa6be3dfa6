package dev.spannerkeys.zoo.music;

import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Entity;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.time.Duration;

/** A track, the third level: stored inside its album, inside its singer (first version). */
@Entity
@Table(name = "Tracks")
@IdClass(TrackKey.class)
@Interleaved(in = Album.class, onDeleteCascade = true)
@SpannerIndex(name = "TracksByTitle", columns = {"SingerId", "AlbumId", "Title"}, unique = true,
        interleaveIn = Album.class)
public class Track extends TrackColumns {

    protected Track() {
    }

    public Track(Album album, int trackNumber, String title, Duration length) {
        super(album, trackNumber, title, length);
    }
}
