package dev.spannerkeys.zoo.shop;

import jakarta.persistence.Entity;

/** A customer's review of a product (first version). */
@Entity
public class Review extends ReviewColumns {

    protected Review() {
    }

    public Review(Product product, int stars, String text) {
        super(product, stars, text);
    }
}
