package dev.spannerkeys.zoo.billing;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

/**
 * A billed customer, in the {@code billing} schema the billing service owns. The id is a stock JPA sequence in
 * that schema, which the library takes over as a bit-reversed sequence {@code billing.customer_seq}.
 */
@Entity
@Table(name = "Customers", schema = "billing", indexes = @Index(name = "CustomersByEmail", columnList = "Email",
        unique = true))
public class Customer {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "customers")
    @SequenceGenerator(name = "customers", sequenceName = "customer_seq", schema = "billing", allocationSize = 20)
    @Column(name = "CustomerId")
    private Long customerId;

    @Column(name = "Name", nullable = false, length = 100)
    private String name;

    @Column(name = "Email", nullable = false, length = 200)
    private String email;

    protected Customer() {
    }

    public Customer(String name, String email) {
        this.name = name;
        this.email = email;
    }

    public Long getCustomerId() {
        return customerId;
    }

    public String getName() {
        return name;
    }

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        this.email = email;
    }
}
