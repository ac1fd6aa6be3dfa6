package dev.spannerkeys.examples.musicstore;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
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
 * An album, stored inside its singer's row: the table is interleaved in {@code singers}, and
 * deleting a singer deletes its albums in the database.
 */
@Entity
@Table(name = "albums")
@IdClass(Album.Key.class)
@Interleaved(in = Singer.class, onDeleteCascade = true)
// Added in migration V2: albums of a year without reading the albums table; albums without a year are left out.
@SpannerIndex(name = "albums_by_release_year", columns = "release_year", nullFiltered = true, storing = "title")
public class Album implements Persistable<Album.Key> {

    @Id
    private Long singerId;              // the parent's key comes first, same name, same type

    @Id
    @BitReversedSequence(name = "album_id_sequence")
    private Long albumId;

    private String title;

    /** Added in migration V2: nullable, so existing rows need no value. */
    private Integer releaseYear;

    // Part of the key is set by the caller, so Spring Data cannot tell a new album by a null id.
    @Transient
    private boolean isNew = true;

    protected Album() {
    }

    /**
     * A new album of a saved singer; the album id is assigned when it is saved.
     *
     * @param singerId the singer's key
     * @param title the album title
     */
    public Album(Long singerId, String title) {
        this.singerId = singerId;
        this.title = title;
    }

    /** @return the singer's key */
    public Long getSingerId() {
        return singerId;
    }

    /** @return the album's own key part, {@code null} until saved */
    public Long getAlbumId() {
        return albumId;
    }

    /** @return the title */
    public String getTitle() {
        return title;
    }

    /** @return the release year, or {@code null} if not known */
    public Integer getReleaseYear() {
        return releaseYear;
    }

    /** @param releaseYear the release year, or {@code null} */
    public void setReleaseYear(Integer releaseYear) {
        this.releaseYear = releaseYear;
    }

    @Override
    public Key getId() {
        return new Key(singerId, albumId);
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

    /** The primary key: {@code (singer_id, album_id)}. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;

        Long singerId;
        Long albumId;

        protected Key() {
        }

        /**
         * @param singerId the singer's key
         * @param albumId the album's own key part
         */
        public Key(Long singerId, Long albumId) {
            this.singerId = singerId;
            this.albumId = albumId;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key that && Objects.equals(singerId, that.singerId)
                    && Objects.equals(albumId, that.albumId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(singerId, albumId);
        }
    }
}
