package dev.spannerkeys.zoo.ledger;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.math.BigDecimal;

/**
 * The columns of the Budgets table that versions 2 and 3 share; each version's {@code Budget} entity
 * extends it and declares its table, indexes and checks.
 */
@MappedSuperclass
public abstract class BudgetColumns {

    @Id
    @BitReversedSequence(name = "BudgetSeq", poolSize = 50)
    @Column(name = "BudgetId")
    private Long budgetId;

    @Column(name = "Name", nullable = false, length = 80)
    private String name;

    @Column(name = "Amount", nullable = false, precision = 38, scale = 9)
    private BigDecimal amount;

    protected BudgetColumns() {
    }

    protected BudgetColumns(String name, BigDecimal amount) {
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
