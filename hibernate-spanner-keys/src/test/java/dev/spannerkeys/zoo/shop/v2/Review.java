package dev.spannerkeys.zoo.shop.v2;

import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.zoo.shop.AuditedEntity;
import dev.spannerkeys.zoo.shop.Product;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import org.hibernate.annotations.ColumnDefault;

/** The review, second version: counts helpful votes, and is looked up by stars. */
@Entity
@Table(indexes = @Index(name = "reviews_by_stars", columnList = "stars, helpful_votes"))
public class Review extends AuditedEntity {

    @Id
    @RandomUuid
    private String id;

    @ManyToOne(optional = false, fetch = FetchType.LAZY)
    private Product product;

    private int stars;

    private String text;

    /** Added in version 2: NOT NULL with a default, so existing rows get 0. */
    @ColumnDefault("0")
    @Column(nullable = false)
    private int helpfulVotes;

    protected Review() {
    }

    public Review(Product product, int stars, String text) {
        this.product = product;
        this.stars = stars;
        this.text = text;
    }

    public String getId() {
        return id;
    }

    public int getHelpfulVotes() {
        return helpfulVotes;
    }

    public void vote() {
        helpfulVotes++;
    }
}
