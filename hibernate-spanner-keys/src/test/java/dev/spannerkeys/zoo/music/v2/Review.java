package dev.spannerkeys.zoo.music.v2;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.zoo.music.Album;
import dev.spannerkeys.zoo.music.StoredInAlbum;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Lob;
import jakarta.persistence.Table;

/** Added in version 2: critics' reviews, stored inside the album they review. */
@Entity
@Table(name = "Reviews")
@IdClass(ReviewKey.class)
@Interleaved(in = Album.class, onDeleteCascade = true)
public class Review extends StoredInAlbum {

    @Id
    @BitReversedSequence(name = "ReviewSeq", poolSize = 10)
    @Column(name = "ReviewId")
    private Long reviewId;

    @Column(name = "Rating")
    private Integer rating;

    @Lob
    @Column(name = "Body")
    private String body;

    protected Review() {
    }

    public Review(Album album, int rating, String body) {
        super(album);
        this.rating = rating;
        this.body = body;
    }

    public Integer getRating() {
        return rating;
    }

    public String getBody() {
        return body;
    }
}
