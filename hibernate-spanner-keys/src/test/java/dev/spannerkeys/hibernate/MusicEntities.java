package dev.spannerkeys.hibernate;

import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.music.AlbumKey;
import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Index;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;

/**
 * Test fixture: Singers → Albums → Songs, interleaved with cascading deletes, with one index of
 * each form. Albums use {@code @IdClass} and Songs {@code @EmbeddedId}; both declare their key
 * attributes in key order, which is not alphabetical.
 */
final class MusicEntities {

    static final Class<?>[] ALL = {Singer.class, Album.class, Song.class};

    private MusicEntities() {
    }

    @Entity(name = "Singer")
    @Table(name = "Singers", indexes = @Index(name = "SingersByFirstName", columnList = "FirstName"))
    @SpannerIndex(name = "SingersByLastName", columns = "LastName", nullFiltered = true, storing = "FirstName")
    public static class Singer {
        @Id @Column(name = "SingerId") Long singerId;
        @Column(name = "FirstName") String firstName;
        @Column(name = "LastName") String lastName;

        Singer() {
        }

        Singer(long singerId, String firstName, String lastName) {
            this.singerId = singerId;
            this.firstName = firstName;
            this.lastName = lastName;
        }
    }

    @Entity(name = "Album")
    @Table(name = "Albums")
    @IdClass(AlbumKey.class)
    @Interleaved(in = Singer.class, onDeleteCascade = true)
    @SpannerIndex(name = "AlbumsByTitle", columns = {"SingerId", "AlbumTitle"}, interleaveIn = Singer.class)
    public static class Album {
        @Id @Column(name = "SingerId") Long singerId;
        @Id @Column(name = "AlbumId") Long albumId;
        @Column(name = "AlbumTitle") String albumTitle;
        // Interleaving already ties the album to its singer: no foreign key is created for this.
        @ManyToOne(fetch = FetchType.LAZY)
        @JoinColumn(name = "SingerId", insertable = false, updatable = false)
        Singer singer;

        Album() {
        }

        Album(long singerId, long albumId, String albumTitle) {
            this.singerId = singerId;
            this.albumId = albumId;
            this.albumTitle = albumTitle;
        }
    }

    @Entity(name = "Song")
    @Table(name = "Songs")
    @Interleaved(in = Album.class, onDeleteCascade = true)
    @SpannerIndex(name = "SongsByName", columns = {"SingerId", "AlbumId", "SongName DESC"}, unique = true,
            interleaveIn = Album.class)
    public static class Song {
        @EmbeddedId SongKey id;
        @Column(name = "SongName") String songName;

        Song() {
        }

        Song(long singerId, long albumId, long trackId, String songName) {
            this.id = new SongKey(singerId, albumId, trackId);
            this.songName = songName;
        }
    }

    @Embeddable
    public static class SongKey implements Serializable {
        @Column(name = "SingerId") Long singerId;
        @Column(name = "AlbumId") Long albumId;
        @Column(name = "TrackId") Long trackId;

        SongKey() {
        }

        SongKey(long singerId, long albumId, long trackId) {
            this.singerId = singerId;
            this.albumId = albumId;
            this.trackId = trackId;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof SongKey that && Objects.equals(singerId, that.singerId)
                    && Objects.equals(albumId, that.albumId) && Objects.equals(trackId, that.trackId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(singerId, albumId, trackId);
        }
    }
}
