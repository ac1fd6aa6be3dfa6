/**
 * Hibernate sessions of several threads on one emulator database, with the library's transaction
 * serialization off and on: committed and failed transactions, retries, throughput
 * ({@code -Dbench=sessions}; see benchmarks/README.md).
 */
package dev.spannerkeys.benchmarks.sessions;
