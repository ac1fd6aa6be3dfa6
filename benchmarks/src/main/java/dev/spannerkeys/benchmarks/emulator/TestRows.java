package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.keys.BitReversal;

/**
 * The precomputed keys of the raw JDBC limits: the keys a bit-reversed sequence gives counters
 * 1, 2, 3, ..., so raw rows are spread over the key space exactly like variant (a)'s.
 */
final class TestRows {

    private TestRows() {
    }

    static long key(int row) {
        return BitReversal.reverse(row + 1L);
    }

    /** The raw table, shaped like the Hibernate entities' tables (Hibernate maps String to STRING(255)). */
    static final String CREATE_TABLE = "CREATE TABLE RawRow (id INT64 NOT NULL, name STRING(255), city STRING(255)) "
            + "PRIMARY KEY (id)";
}
