package dev.spannerkeys.zoo.cms;

/** Who may read a document, stored by ordinal. */
public enum Visibility {
    DRAFT, INTERNAL, PUBLIC
}
