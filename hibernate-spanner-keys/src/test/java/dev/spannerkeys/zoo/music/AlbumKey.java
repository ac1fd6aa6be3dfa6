package dev.spannerkeys.zoo.music;

import java.io.Serializable;
import java.util.Objects;

/** The key of an album: its singer, then the album's own number. */
public class AlbumKey implements Serializable {

    private static final long serialVersionUID = 1L;

    private Long singerId;
    private Long albumId;

    public AlbumKey() {
    }

    public AlbumKey(Long singerId, Long albumId) {
        this.singerId = singerId;
        this.albumId = albumId;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AlbumKey that && Objects.equals(singerId, that.singerId)
                && Objects.equals(albumId, that.albumId);
    }

    @Override
    public int hashCode() {
        return Objects.hash(singerId, albumId);
    }
}
