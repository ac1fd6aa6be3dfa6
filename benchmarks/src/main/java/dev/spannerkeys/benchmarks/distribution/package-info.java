/**
 * Where keys land: a deterministic model of how each key strategy spreads inserts over the key
 * space, with no database involved.
 *
 * <p>Every strategy turns "the i-th insert" into a position in its key space, scaled to the
 * unsigned 64-bit range so that strategies with different key types compare directly. The key
 * space is split into equal ranges (a stand-in for Spanner's splits), and sliding windows of
 * consecutive inserts show how much of the write load the busiest range takes. Random inputs come
 * from fixed seeds, so every run prints the same figures.
 */
package dev.spannerkeys.benchmarks.distribution;
