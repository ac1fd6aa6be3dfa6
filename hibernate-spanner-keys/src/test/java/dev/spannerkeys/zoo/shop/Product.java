package dev.spannerkeys.zoo.shop;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToMany;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.Set;

/** A product in the catalogue, with its categories and free-form tags. */
@Entity
public class Product extends AuditedEntity {

    @Id
    @BitReversedSequence(name = "product_seq", poolSize = 50)
    private Long id;

    @Column(nullable = false, unique = true, length = 40)
    private String sku;

    private String name;

    @Column(precision = 12, scale = 2)
    private BigDecimal price;

    @ManyToMany
    private Set<Category> categories = new HashSet<>();

    @ElementCollection
    private Set<String> tags = new HashSet<>();

    protected Product() {
    }

    public Product(String sku, String name, BigDecimal price) {
        this.sku = sku;
        this.name = name;
        this.price = price;
    }

    public Long getId() {
        return id;
    }

    public String getSku() {
        return sku;
    }

    public BigDecimal getPrice() {
        return price;
    }

    public Set<Category> getCategories() {
        return categories;
    }

    public Set<String> getTags() {
        return tags;
    }

    public String getName() {
        return name;
    }

    public void setPrice(BigDecimal price) {
        this.price = price;
    }
}
