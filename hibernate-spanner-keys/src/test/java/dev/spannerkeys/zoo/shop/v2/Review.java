package dev.spannerkeys.zoo.shop.v2;

import dev.spannerkeys.zoo.shop.Product;
import dev.spannerkeys.zoo.shop.ReviewColumns;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Index;
import jakarta.persistence.Table;
import org.hibernate.annotations.ColumnDefault;

/** The review, second version: counts helpful votes, and is looked up by stars. */
@Entity
@Table(indexes = @Index(name = "reviews_by_stars", columnList = "stars, helpful_votes"))
public class Review extends ReviewColumns {

    /** Added in version 2: NOT NULL with a default, so existing rows get 0. */
    @ColumnDefault("0")
    @Column(nullable = false)
    private int helpfulVotes;

    protected Review() {
    }

    public Review(Product product, int stars, String text) {
        super(product, stars, text);
    }

    public int getHelpfulVotes() {
        return helpfulVotes;
    }

    public void vote() {
        helpfulVotes++;
    }
}
