package dev.spannerkeys.zoo.music;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.JoinTable;
import jakarta.persistence.ManyToMany;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.Set;

/** An album, stored inside its singer's rows; its genres through a join table keyed by the album. */
@Entity
@Table(name = "Albums")
@IdClass(AlbumKey.class)
@Interleaved(in = Singer.class, onDeleteCascade = true)
@SpannerIndex(name = "AlbumsByTitle", columns = {"SingerId", "Title"}, interleaveIn = Singer.class)
public class Album {

    @Id
    @Column(name = "SingerId")
    private Long singerId;

    @Id
    @BitReversedSequence(name = "AlbumSeq", poolSize = 100)
    @Column(name = "AlbumId")
    private Long albumId;

    @Column(name = "Title", nullable = false)
    private String title;

    @Column(name = "ReleaseDate")
    private LocalDate releaseDate;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "SingerId", insertable = false, updatable = false)
    private Singer singer;

    @ManyToMany
    @JoinTable(name = "AlbumGenres",
            joinColumns = {@JoinColumn(name = "SingerId"), @JoinColumn(name = "AlbumId")},
            inverseJoinColumns = @JoinColumn(name = "GenreId"))
    private Set<Genre> genres = new HashSet<>();

    protected Album() {
    }

    public Album(Singer singer, String title, LocalDate releaseDate) {
        this.singerId = singer.getSingerId();
        this.singer = singer;
        this.title = title;
        this.releaseDate = releaseDate;
    }

    public Long getSingerId() {
        return singerId;
    }

    public Long getAlbumId() {
        return albumId;
    }

    public String getTitle() {
        return title;
    }

    public Singer getSinger() {
        return singer;
    }

    public Set<Genre> getGenres() {
        return genres;
    }

    public LocalDate getReleaseDate() {
        return releaseDate;
    }

    /** Renames the album and moves its release. */
    public void retitle(String title, LocalDate releaseDate) {
        this.title = title;
        this.releaseDate = releaseDate;
    }
}
