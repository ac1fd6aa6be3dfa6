package dev.spannerkeys.spring.boot.data;

import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import org.jspecify.annotations.Nullable;

/** Test entity: what a {@link Customer} bought, loaded lazily unless an entity graph says otherwise. */
@Entity
public class Purchase {

    @Id
    @GeneratedValue
    private @Nullable Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private @Nullable Customer customer;

    private String item;

    protected Purchase() {
        this.item = "";
    }

    public Purchase(Customer customer, String item) {
        this.customer = customer;
        this.item = item;
    }

    public String getItem() {
        return item;
    }
}
