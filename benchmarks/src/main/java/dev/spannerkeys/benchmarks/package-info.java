/**
 * The measurements behind docs/performance.md, and the entry point that runs them.
 *
 * <p>Sub-packages: {@code jmh} (micro-benchmarks), {@code emulator} (write paths against a local
 * Spanner emulator), {@code distribution} (where keys land, no database), {@code heatmap}
 * (pictures of the same), {@code cli} (options).
 */
package dev.spannerkeys.benchmarks;
