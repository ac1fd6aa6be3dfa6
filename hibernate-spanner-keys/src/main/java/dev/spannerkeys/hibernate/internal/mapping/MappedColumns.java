package dev.spannerkeys.hibernate.internal.mapping;

import java.util.ArrayList;
import java.util.List;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.Selectable;
import org.hibernate.mapping.Value;

/**
 * The columns of a mapped value, formulas left out. A value may select SQL expressions as well as columns
 * ({@code @Formula}, {@code @JoinFormula}, {@code hbm.xml <formula>}, {@code @DiscriminatorFormula}); a formula is
 * read, never stored or written, so it has no place in a table, a key, an index or a mutation. Hibernate's
 * {@code Value.getColumns()} fails on a value with a formula: every reader of a value's columns goes through here.
 */
public final class MappedColumns {

    private MappedColumns() {
    }

    /** The physical columns {@code value} selects, in order; none for a pure formula. */
    public static List<Column> of(Value value) {
        List<Column> columns = new ArrayList<>();
        for (Selectable selectable : value.getSelectables()) {
            if (selectable instanceof Column column) {
                columns.add(column);
            }
        }
        return columns;
    }
}
