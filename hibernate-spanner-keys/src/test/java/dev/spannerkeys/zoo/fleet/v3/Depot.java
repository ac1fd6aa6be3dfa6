package dev.spannerkeys.zoo.fleet.v3;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.fleet.DepotColumns;
import jakarta.persistence.CheckConstraint;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.time.LocalDate;

/**
 * Version 3, reached only by migration scripts: the day a depot opened, and its capacity checked to be
 * positive.
 */
@Entity
@Table(check = @CheckConstraint(name = "depot_capacity_positive", constraint = "capacity > 0"))
@SpannerIndex(name = "DepotsByCity", columns = "city")
public class Depot extends DepotColumns {

    private LocalDate openedOn;

    protected Depot() {
    }
}
