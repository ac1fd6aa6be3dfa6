package dev.spannerkeys.zoo.music;

import java.io.Serializable;
import java.util.Objects;

/** The key of a track: its album's key, then the track number. */
public class TrackKey implements Serializable {

    private static final long serialVersionUID = 1L;

    private Long singerId;
    private Long albumId;
    private Integer trackNumber;

    public TrackKey() {
    }

    public TrackKey(Long singerId, Long albumId, Integer trackNumber) {
        this.singerId = singerId;
        this.albumId = albumId;
        this.trackNumber = trackNumber;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TrackKey that && Objects.equals(singerId, that.singerId)
                && Objects.equals(albumId, that.albumId) && Objects.equals(trackNumber, that.trackNumber);
    }

    @Override
    public int hashCode() {
        return Objects.hash(singerId, albumId, trackNumber);
    }
}
