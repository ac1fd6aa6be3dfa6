package dev.spannerkeys.zoo.ledger.v3;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.CheckConstraint;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;

/**
 * Version 3, reached only by migration scripts: who approved a budget, with a null-filtered index, and
 * the amount checked to be non-negative.
 */
@Entity
@Table(name = "Budgets", check = @CheckConstraint(name = "BudgetAmountNonNegative", constraint = "Amount >= 0"))
@SpannerIndex(name = "BudgetsByName", columns = "Name", storing = "Amount")
@SpannerIndex(name = "BudgetsByApprover", columns = "ApprovedBy", nullFiltered = true)
public class Budget {

    @Id
    @BitReversedSequence(name = "BudgetSeq", poolSize = 50)
    @Column(name = "BudgetId")
    private Long budgetId;

    @Column(name = "Name", nullable = false, length = 80)
    private String name;

    @Column(name = "Amount", nullable = false, precision = 38, scale = 9)
    private BigDecimal amount;

    @Column(name = "ApprovedBy", length = 64)
    private String approvedBy;

    protected Budget() {
    }
}
