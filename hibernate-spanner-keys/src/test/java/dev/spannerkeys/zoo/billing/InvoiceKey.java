package dev.spannerkeys.zoo.billing;

import java.io.Serializable;
import java.util.Objects;

/** The key of an invoice: the customer, then the invoice. */
public class InvoiceKey implements Serializable {

    private static final long serialVersionUID = 1L;

    private Long customerId;
    private Long invoiceId;

    public InvoiceKey() {
    }

    public InvoiceKey(Long customerId, Long invoiceId) {
        this.customerId = customerId;
        this.invoiceId = invoiceId;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof InvoiceKey that && Objects.equals(customerId, that.customerId)
                && Objects.equals(invoiceId, that.invoiceId);
    }

    @Override
    public int hashCode() {
        return Objects.hash(customerId, invoiceId);
    }

    @Override
    public String toString() {
        return customerId + "/" + invoiceId;
    }
}
