/**
 * How concurrent transactions behave on one Spanner emulator database, measured with plain JDBC:
 * several threads run one kind of operation (autocommit reads, read-only transactions, read-write
 * transactions with a query or an insert, or writers and readers mixed) for a fixed time, under
 * several client set-ups (the driver's defaults, multiplexed sessions switched off, a Spanner client
 * per thread, a JVM-wide lock around each transaction), and the program counts what succeeded and
 * what failed, with which message.
 *
 * <p>The point is to tell apart the failures the emulator's one-transaction-at-a-time rule causes
 * from those caused by transactions sharing the client's multiplexed session, and to see which
 * set-up cures which. {@link dev.spannerkeys.benchmarks.concurrency.ConcurrencyBenchmark} is the
 * program.
 */
package dev.spannerkeys.benchmarks.concurrency;
