package dev.spannerkeys.zoo.music.v2;

import java.io.Serializable;
import java.util.Objects;

/** The key of a review: its album's key, then the review's own number. */
public class ReviewKey implements Serializable {

    private static final long serialVersionUID = 1L;

    private Long singerId;
    private Long albumId;
    private Long reviewId;

    @Override
    public boolean equals(Object other) {
        return other instanceof ReviewKey that && Objects.equals(singerId, that.singerId)
                && Objects.equals(albumId, that.albumId) && Objects.equals(reviewId, that.reviewId);
    }

    @Override
    public int hashCode() {
        return Objects.hash(singerId, albumId, reviewId);
    }
}
