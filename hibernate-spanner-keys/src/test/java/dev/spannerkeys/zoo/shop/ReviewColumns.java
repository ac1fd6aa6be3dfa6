package dev.spannerkeys.zoo.shop;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.MappedSuperclass;

/**
 * The columns of the review table every version of the model has; each version's {@code Review} entity
 * extends it and declares its indexes.
 */
@MappedSuperclass
public abstract class ReviewColumns extends AuditedEntity {

    @Id
    @RandomUuid
    private String id;

    @ManyToOne(optional = false, fetch = FetchType.LAZY)
    private Product product;

    private int stars;

    private String text;

    protected ReviewColumns() {
    }

    protected ReviewColumns(Product product, int stars, String text) {
        this.product = product;
        this.stars = stars;
        this.text = text;
    }

    public String getId() {
        return id;
    }

    public Product getProduct() {
        return product;
    }

    public int getStars() {
        return stars;
    }

    public String getText() {
        return text;
    }

    /** The customer edits the review. */
    public void edit(int stars, String text) {
        this.stars = stars;
        this.text = text;
    }
}
