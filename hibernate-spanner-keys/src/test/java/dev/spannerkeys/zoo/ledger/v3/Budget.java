package dev.spannerkeys.zoo.ledger.v3;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.ledger.BudgetColumns;
import jakarta.persistence.CheckConstraint;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/**
 * Version 3, reached only by migration scripts: who approved a budget, with a null-filtered index, and
 * the amount checked to be non-negative.
 */
@Entity
@Table(name = "Budgets", check = @CheckConstraint(name = "BudgetAmountNonNegative", constraint = "Amount >= 0"))
@SpannerIndex(name = "BudgetsByName", columns = "Name", storing = "Amount")
@SpannerIndex(name = "BudgetsByApprover", columns = "ApprovedBy", nullFiltered = true)
public class Budget extends BudgetColumns {

    @Column(name = "ApprovedBy", length = 64)
    private String approvedBy;

    protected Budget() {
    }
}
