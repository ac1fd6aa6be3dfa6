package dev.spannerkeys.zoo.ledger.v2;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.ledger.BudgetColumns;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.math.BigDecimal;

/** Version 2 adds budgets, keyed by a sequence of their own. */
@Entity
@Table(name = "Budgets")
@SpannerIndex(name = "BudgetsByName", columns = "Name", storing = "Amount")
public class Budget extends BudgetColumns {

    protected Budget() {
    }

    public Budget(String name, BigDecimal amount) {
        super(name, amount);
    }
}
