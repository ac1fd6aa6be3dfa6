package dev.spannerkeys.zoo.music;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.time.Duration;

/**
 * The columns of the Tracks table every version of the model has; each version's {@code Track} entity
 * extends it and declares its table, key class, interleaving and indexes.
 */
@MappedSuperclass
public abstract class TrackColumns extends StoredInAlbum {

    @Id
    @Column(name = "TrackNumber")
    private Integer trackNumber;

    @Column(name = "Title", nullable = false)
    private String title;

    @Convert(converter = DurationSeconds.class)
    @Column(name = "LengthSeconds")
    private Duration length;

    protected TrackColumns() {
    }

    protected TrackColumns(Album album, int trackNumber, String title, Duration length) {
        super(album);
        this.trackNumber = trackNumber;
        this.title = title;
        this.length = length;
    }

    public Integer getTrackNumber() {
        return trackNumber;
    }

    public String getTitle() {
        return title;
    }

    public Duration getLength() {
        return length;
    }

    /** A remastered track: a new title and length. */
    public void remaster(String title, Duration length) {
        this.title = title;
        this.length = length;
    }
}
