package dev.spannerkeys.internal.schema;

/** What deleting a parent row does to the rows interleaved under it. */
public enum OnDelete {
    /** The child rows are deleted with the parent. */
    CASCADE,
    /** Deleting a parent that still has child rows fails. */
    NO_ACTION
}
