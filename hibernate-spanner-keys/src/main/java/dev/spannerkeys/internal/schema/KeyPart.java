package dev.spannerkeys.internal.schema;

import java.util.Objects;

/**
 * One column of a primary key or of an index key, with its sort order.
 *
 * @param column the column name, a valid Spanner identifier
 * @param order ascending or descending
 */
public record KeyPart(String column, SortOrder order) {

    /** Validates the column name. */
    public KeyPart {
        SpannerIdentifiers.requireColumn(column, "Key column");
        Objects.requireNonNull(order, "order");
    }

    /** An ascending key part. */
    public static KeyPart ascending(String column) {
        return new KeyPart(column, SortOrder.ASC);
    }

    /** A descending key part. */
    public static KeyPart descending(String column) {
        return new KeyPart(column, SortOrder.DESC);
    }

    /** Whether this part is stored in descending order. */
    public boolean isDescending() {
        return order == SortOrder.DESC;
    }
}
