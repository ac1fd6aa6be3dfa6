package dev.spannerkeys.zoo.shop;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A product category. */
@Entity
public class Category {

    @Id
    @BitReversedSequence(name = "category_seq", poolSize = 20)
    private Long id;

    private String name;

    protected Category() {
    }

    public Category(String name) {
        this.name = name;
    }

    public Long getId() {
        return id;
    }

    public String getName() {
        return name;
    }
}
