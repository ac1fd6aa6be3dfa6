package dev.spannerkeys.zoo.shop;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

/** A postal address, embedded in the customer's row. */
@Embeddable
public class Address {

    private String street;
    private String city;
    private String postalCode;
    @Column(length = 2)
    private String countryCode;

    protected Address() {
    }

    public Address(String street, String city, String postalCode, String countryCode) {
        this.street = street;
        this.city = city;
        this.postalCode = postalCode;
        this.countryCode = countryCode;
    }

    public String getCity() {
        return city;
    }

    public String getCountryCode() {
        return countryCode;
    }

    public String getStreet() {
        return street;
    }

    public String getPostalCode() {
        return postalCode;
    }
}
