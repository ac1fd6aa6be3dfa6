package dev.spannerkeys.zoo.billing;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;

/** A payment a customer made, in the billing schema, referencing the customer by a foreign key there. */
@Entity
@Table(name = "Payments", schema = "billing")
public class Payment {

    @Id
    @RandomUuid
    @Column(name = "PaymentId")
    private String paymentId;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "CustomerId", nullable = false)
    private Customer customer;

    @Column(name = "Cents", nullable = false)
    private long cents;

    @Column(name = "ReceivedAt", nullable = false)
    private Instant receivedAt;

    protected Payment() {
    }

    public Payment(Customer customer, long cents, Instant receivedAt) {
        this.customer = customer;
        this.cents = cents;
        this.receivedAt = receivedAt;
    }

    public String getPaymentId() {
        return paymentId;
    }

    public Customer getCustomer() {
        return customer;
    }

    public long getCents() {
        return cents;
    }

    public Instant getReceivedAt() {
        return receivedAt;
    }
}
