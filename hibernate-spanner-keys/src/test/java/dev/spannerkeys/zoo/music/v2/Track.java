package dev.spannerkeys.zoo.music.v2;

import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.music.Album;
import dev.spannerkeys.zoo.music.TrackColumns;
import dev.spannerkeys.zoo.music.TrackKey;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.time.Duration;

/** The track, second version: adds the tempo. */
@Entity
@Table(name = "Tracks")
@IdClass(TrackKey.class)
@Interleaved(in = Album.class, onDeleteCascade = true)
@SpannerIndex(name = "TracksByTitle", columns = {"SingerId", "AlbumId", "Title"}, unique = true,
        interleaveIn = Album.class)
public class Track extends TrackColumns {

    @Column(name = "Bpm")
    private Integer bpm;

    protected Track() {
    }

    public Track(Album album, int trackNumber, String title, Duration length) {
        super(album, trackNumber, title, length);
    }

    public void setBpm(Integer bpm) {
        this.bpm = bpm;
    }

    public Integer getBpm() {
        return bpm;
    }
}
