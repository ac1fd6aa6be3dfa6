package dev.spannerkeys.zoo.shop;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** A customer's review of a product (first version). */
@Entity
public class Review extends AuditedEntity {

    @Id
    @RandomUuid
    private String id;

    @ManyToOne(optional = false, fetch = FetchType.LAZY)
    private Product product;

    private int stars;

    private String text;

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

    public int getStars() {
        return stars;
    }

    public String getText() {
        return text;
    }

    public Product getProduct() {
        return product;
    }

    /** The customer edits the review. */
    public void edit(int stars, String text) {
        this.stars = stars;
        this.text = text;
    }
}
