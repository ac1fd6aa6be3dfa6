package dev.spannerkeys.zoo.music;

import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/**
 * The key columns every row stored inside an album starts with: the album's own key. Tracks and
 * reviews extend it and add their last key column.
 */
@MappedSuperclass
public abstract class StoredInAlbum {

    @Id
    @Column(name = "SingerId")
    private Long singerId;

    @Id
    @Column(name = "AlbumId")
    private Long albumId;

    protected StoredInAlbum() {
    }

    protected StoredInAlbum(Album album) {
        this.singerId = album.getSingerId();
        this.albumId = album.getAlbumId();
    }

    public Long getSingerId() {
        return singerId;
    }

    public Long getAlbumId() {
        return albumId;
    }
}
