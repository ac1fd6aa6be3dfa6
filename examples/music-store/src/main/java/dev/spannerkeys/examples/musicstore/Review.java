package dev.spannerkeys.examples.musicstore;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A listener's review of an album, added in migration V2. Reviews arrive from many clients at once,
 * so the key is a random UUID: new rows spread over the whole key space instead of one split.
 */
@Entity
@Table(name = "reviews")
public class Review {

    @Id
    @RandomUuid
    private String reviewId;

    private Long singerId;

    private Long albumId;

    private Integer stars;

    @Column(length = 2000)
    private String text;

    protected Review() {
    }

    /**
     * A new review; its id is assigned when it is saved.
     *
     * @param singerId the album's singer
     * @param albumId the album
     * @param stars one to five
     * @param text what the listener wrote
     */
    public Review(Long singerId, Long albumId, Integer stars, String text) {
        this.singerId = singerId;
        this.albumId = albumId;
        this.stars = stars;
        this.text = text;
    }

    /** @return the id, {@code null} until saved */
    public String getReviewId() {
        return reviewId;
    }

    /** @return the album's singer */
    public Long getSingerId() {
        return singerId;
    }

    /** @return the album */
    public Long getAlbumId() {
        return albumId;
    }

    /** @return one to five */
    public Integer getStars() {
        return stars;
    }

    /** @return what the listener wrote */
    public String getText() {
        return text;
    }
}
