package dev.spannerkeys.zoo.brownfield;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Version;
import java.math.BigDecimal;

/** An invoice: a named sequence with the JPA default allocation size written out, and optimistic locking. */
@Entity
public class Invoice {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "invoice_gen")
    @SequenceGenerator(name = "invoice_gen", sequenceName = "invoice_seq", allocationSize = 50)
    private Long id;

    @Version
    private Long version;

    private BigDecimal amount;

    public Long getId() {
        return id;
    }

    public Long getVersion() {
        return version;
    }

    public BigDecimal getAmount() {
        return amount;
    }

    public void setAmount(BigDecimal amount) {
        this.amount = amount;
    }
}
