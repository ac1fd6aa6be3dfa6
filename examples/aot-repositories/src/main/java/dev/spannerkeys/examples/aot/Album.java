package dev.spannerkeys.examples.aot;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import java.io.Serializable;

/** An album, interleaved in its singer: the singer's key, then its own drawn from a sequence. */
@Entity
@IdClass(Album.Key.class)
@Interleaved(in = Singer.class, onDeleteCascade = true)
public class Album {

    /**
     * The album's key.
     *
     * @param singerId the singer's key
     * @param albumId the album's own key part
     */
    public record Key(Long singerId, Long albumId) implements Serializable {
    }

    @Id
    private Long singerId;

    @Id
    @BitReversedSequence(name = "album_seq", poolSize = 50)
    private Long albumId;

    private String title;

    protected Album() {
    }

    /**
     * @param singer the singer
     * @param title the title
     */
    public Album(Singer singer, String title) {
        this.singerId = singer.getSingerId();
        this.title = title;
    }

    /** @return the singer's key */
    public Long getSingerId() {
        return singerId;
    }

    /** @return the album's own key part, drawn when the album is saved */
    public Long getAlbumId() {
        return albumId;
    }

    /** @return the title */
    public String getTitle() {
        return title;
    }
}
