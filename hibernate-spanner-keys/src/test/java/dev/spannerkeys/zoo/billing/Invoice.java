package dev.spannerkeys.zoo.billing;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.time.LocalDate;

/** An invoice, stored inside its customer in the same schema; deleting the customer deletes its invoices. */
@Entity
@Table(name = "Invoices", schema = "billing")
@IdClass(InvoiceKey.class)
@Interleaved(in = Customer.class, onDeleteCascade = true)
public class Invoice {

    @Id
    @Column(name = "CustomerId")
    private Long customerId;

    @Id
    @BitReversedSequence(name = "invoice_seq", poolSize = 100)
    @Column(name = "InvoiceId")
    private Long invoiceId;

    @Column(name = "Cents", nullable = false)
    private long cents;

    @Column(name = "IssuedOn", nullable = false)
    private LocalDate issuedOn;

    @Column(name = "Paid", nullable = false)
    private boolean paid;

    protected Invoice() {
    }

    public Invoice(Customer customer, long cents, LocalDate issuedOn) {
        this.customerId = customer.getCustomerId();
        this.cents = cents;
        this.issuedOn = issuedOn;
    }

    public InvoiceKey getKey() {
        return new InvoiceKey(customerId, invoiceId);
    }

    public Long getCustomerId() {
        return customerId;
    }

    public long getCents() {
        return cents;
    }

    public LocalDate getIssuedOn() {
        return issuedOn;
    }

    public boolean isPaid() {
        return paid;
    }

    public void markPaid() {
        this.paid = true;
    }
}
