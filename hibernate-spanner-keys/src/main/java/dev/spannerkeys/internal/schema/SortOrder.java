package dev.spannerkeys.internal.schema;

/** The order in which a key part or an index column stores its values. */
public enum SortOrder {
    /** Ascending, the default in both dialects. */
    ASC,
    /** Descending: newest-first scans for history tables read from the start of the range. */
    DESC
}
