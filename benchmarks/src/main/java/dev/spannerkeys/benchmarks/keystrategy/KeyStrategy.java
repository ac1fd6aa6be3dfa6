package dev.spannerkeys.benchmarks.keystrategy;

import java.util.function.LongSupplier;

/**
 * A way of choosing primary keys, reduced to what the distribution analysis needs: where in the key
 * space each successive insert lands.
 */
public interface KeyStrategy {

    /** A short, file-name-safe name, e.g. {@code bit-reversed}. */
    String id();

    /** A human-readable name for tables and pictures. */
    String label();

    /**
     * A fresh, deterministic source of the {@link KeySpace} positions of insert 0, 1, 2, ... in
     * insert order. Each call starts again from the first insert with the same values.
     */
    LongSupplier start();
}
