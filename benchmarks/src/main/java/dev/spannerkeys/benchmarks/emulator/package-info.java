/**
 * Write-path measurements against a local Spanner emulator: the same rows persisted through
 * Hibernate with each id strategy, and through raw JDBC as the two limits (batch DML and
 * mutations), interleaved in one JVM with a fresh database per run, plus sequence round trips
 * counted by drawing ids through each generator.
 *
 * <p>Adding a variant (e.g. the mutations write mode) means one new {@link
 * dev.spannerkeys.benchmarks.emulator.WriteVariant} in {@link
 * dev.spannerkeys.benchmarks.emulator.WriteVariants}.
 */
package dev.spannerkeys.benchmarks.emulator;
