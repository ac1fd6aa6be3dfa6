package dev.spannerkeys.internal.schema;

import java.util.Objects;

/**
 * How a table is interleaved in its parent: its rows are stored physically inside the parent's rows
 * with the same key prefix, so a parent and its children are read and written together.
 *
 * <p>With {@code parentConstraint} ({@code INTERLEAVE IN PARENT}), a child row needs an existing
 * parent row and {@link #onDelete()} decides what deleting the parent does. Without it
 * ({@code INTERLEAVE IN}), rows are only co-located: a child may exist without its parent, and
 * {@code onDelete} is always {@link OnDelete#NO_ACTION}.
 *
 * @param parentTable the parent table's name
 * @param parentConstraint whether the parent row must exist
 * @param onDelete what deleting the parent row does to the children
 */
public record Interleave(String parentTable, boolean parentConstraint, OnDelete onDelete) {

    /** Validates the parent name and the combination of options. */
    public Interleave {
        SpannerIdentifiers.require(parentTable, "Parent table name");
        Objects.requireNonNull(onDelete, "onDelete");
        if (!parentConstraint && onDelete == OnDelete.CASCADE) {
            throw new IllegalArgumentException("INTERLEAVE IN " + parentTable + " without PARENT cannot cascade deletes: "
                    + "without the parent constraint a child row does not belong to a parent row");
        }
    }

    /** {@code INTERLEAVE IN PARENT parent ON DELETE ...}. */
    public static Interleave inParent(String parentTable, OnDelete onDelete) {
        return new Interleave(parentTable, true, onDelete);
    }

    /** {@code INTERLEAVE IN parent}: co-located, without the parent constraint. */
    public static Interleave colocatedWith(String parentTable) {
        return new Interleave(parentTable, false, OnDelete.NO_ACTION);
    }
}
