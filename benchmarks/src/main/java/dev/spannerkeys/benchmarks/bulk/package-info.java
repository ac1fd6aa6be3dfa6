/**
 * The bulk-load measurement: a zoo of enclosures and the animals interleaved in them, loaded in
 * transactions of a chosen size through {@code EntityManager}-style sessions with periodic
 * {@code flush()}/{@code clear()} and through {@code StatelessSession}, in each write mode, against
 * raw JDBC mutations of the same rows.
 */
package dev.spannerkeys.benchmarks.bulk;
