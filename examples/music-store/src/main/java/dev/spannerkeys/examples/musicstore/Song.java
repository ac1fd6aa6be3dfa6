package dev.spannerkeys.examples.musicstore;

import dev.spannerkeys.annotations.Interleaved;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.PostLoad;
import jakarta.persistence.PostPersist;
import jakarta.persistence.Table;
import jakarta.persistence.Transient;
import java.io.Serializable;
import java.util.Objects;
import org.springframework.data.domain.Persistable;

/**
 * A song, stored inside its album's row, two levels below the singer. Its own key part is the
 * track number: a real-world value, unique within the album, needs no generator, and cannot
 * create a hotspot because the singer's bit-reversed id leads the key.
 */
@Entity
@Table(name = "songs")
@IdClass(Song.Key.class)
@Interleaved(in = Album.class, onDeleteCascade = true)
public class Song implements Persistable<Song.Key> {

    @Id
    private Long singerId;

    @Id
    private Long albumId;

    @Id
    private Long trackNumber;

    private String title;

    // The whole key is set by the caller, so Spring Data cannot tell a new song by a null id.
    @Transient
    private boolean isNew = true;

    protected Song() {
    }

    /**
     * A new song of a saved album.
     *
     * @param album the album
     * @param trackNumber the position on the album
     * @param title the song title
     */
    public Song(Album album, long trackNumber, String title) {
        this.singerId = album.getSingerId();
        this.albumId = album.getAlbumId();
        this.trackNumber = trackNumber;
        this.title = title;
    }

    /** @return the singer's key */
    public Long getSingerId() {
        return singerId;
    }

    /** @return the album's key part */
    public Long getAlbumId() {
        return albumId;
    }

    /** @return the position on the album */
    public Long getTrackNumber() {
        return trackNumber;
    }

    /** @return the title */
    public String getTitle() {
        return title;
    }

    @Override
    public Key getId() {
        return new Key(singerId, albumId, trackNumber);
    }

    @Override
    public boolean isNew() {
        return isNew;
    }

    @PostPersist
    @PostLoad
    void markStored() {
        isNew = false;
    }

    /** The primary key: {@code (singer_id, album_id, track_number)}. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;

        Long singerId;
        Long albumId;
        Long trackNumber;

        protected Key() {
        }

        /**
         * @param singerId the singer's key
         * @param albumId the album's key part
         * @param trackNumber the position on the album
         */
        public Key(Long singerId, Long albumId, Long trackNumber) {
            this.singerId = singerId;
            this.albumId = albumId;
            this.trackNumber = trackNumber;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key that && Objects.equals(singerId, that.singerId)
                    && Objects.equals(albumId, that.albumId) && Objects.equals(trackNumber, that.trackNumber);
        }

        @Override
        public int hashCode() {
            return Objects.hash(singerId, albumId, trackNumber);
        }
    }
}
