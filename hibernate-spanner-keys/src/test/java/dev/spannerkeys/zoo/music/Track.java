package dev.spannerkeys.zoo.music;

import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
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
public class Track {

    @Id
    @Column(name = "SingerId")
    private Long singerId;

    @Id
    @Column(name = "AlbumId")
    private Long albumId;

    @Id
    @Column(name = "TrackNumber")
    private Integer trackNumber;

    @Column(name = "Title", nullable = false)
    private String title;

    @Convert(converter = DurationSeconds.class)
    @Column(name = "LengthSeconds")
    private Duration length;

    protected Track() {
    }

    public Track(Album album, int trackNumber, String title, Duration length) {
        this.singerId = album.getSingerId();
        this.albumId = album.getAlbumId();
        this.trackNumber = trackNumber;
        this.title = title;
        this.length = length;
    }

    public String getTitle() {
        return title;
    }

    public Duration getLength() {
        return length;
    }

    public Long getSingerId() {
        return singerId;
    }

    public Long getAlbumId() {
        return albumId;
    }

    public Integer getTrackNumber() {
        return trackNumber;
    }

    /** A remastered track: a new title and length. */
    public void remaster(String title, Duration length) {
        this.title = title;
        this.length = length;
    }
}
