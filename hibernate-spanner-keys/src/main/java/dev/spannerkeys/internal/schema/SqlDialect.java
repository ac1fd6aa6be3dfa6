package dev.spannerkeys.internal.schema;

/** The two SQL dialects a Spanner database can use; each DDL writer targets one. */
public enum SqlDialect {
    /** Spanner's GoogleSQL dialect. */
    GOOGLE_STANDARD_SQL,
    /** Spanner's PostgreSQL interface. */
    POSTGRESQL
}
