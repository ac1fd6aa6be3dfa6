package dev.spannerkeys.zoo.ledger.v2;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;

/** Version 2 adds budgets, keyed by a sequence of their own. */
@Entity
@Table(name = "Budgets")
@SpannerIndex(name = "BudgetsByName", columns = "Name", storing = "Amount")
public class Budget {

    @Id
    @BitReversedSequence(name = "BudgetSeq", poolSize = 50)
    @Column(name = "BudgetId")
    private Long budgetId;

    @Column(name = "Name", nullable = false, length = 80)
    private String name;

    @Column(name = "Amount", nullable = false, precision = 38, scale = 9)
    private BigDecimal amount;

    protected Budget() {
    }

    public Budget(String name, BigDecimal amount) {
        this.name = name;
        this.amount = amount;
    }

    public Long getBudgetId() {
        return budgetId;
    }

    public String getName() {
        return name;
    }

    public BigDecimal getAmount() {
        return amount;
    }
}
