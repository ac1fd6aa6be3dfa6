/**
 * JMH micro-benchmarks of the library's in-memory hot paths, each next to the stock alternative a
 * user would otherwise get: UUID creation, bit reversal, the shard function, and (in
 * {@code SequencePoolBenchmark}) the pooled generator when warm.
 * {@link dev.spannerkeys.benchmarks.jmh.JmhSuite} runs them all with the settings docs/performance.md
 * reports.
 */
package dev.spannerkeys.benchmarks.jmh;
