package dev.spannerkeys.zoo.shop;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;

/** A shop customer, keyed by a random UUID string. */
@Entity
public class Customer extends AuditedEntity {

    @Id
    @RandomUuid
    private String id;

    @Column(nullable = false, unique = true)
    private String email;

    private String displayName;

    @Embedded
    private Address billingAddress;

    @Enumerated(EnumType.STRING)
    private CustomerTier tier = CustomerTier.STANDARD;

    protected Customer() {
    }

    public Customer(String email, String displayName, Address billingAddress) {
        this.email = email;
        this.displayName = displayName;
        this.billingAddress = billingAddress;
    }

    public String getId() {
        return id;
    }

    public String getEmail() {
        return email;
    }

    public Address getBillingAddress() {
        return billingAddress;
    }

    public CustomerTier getTier() {
        return tier;
    }

    public void setTier(CustomerTier tier) {
        this.tier = tier;
    }

    public String getDisplayName() {
        return displayName;
    }

    /** Moves the customer: a new embedded value replaces the old one. */
    public void moveTo(Address address) {
        this.billingAddress = address;
    }
}
