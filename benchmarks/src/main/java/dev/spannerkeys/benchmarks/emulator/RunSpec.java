package dev.spannerkeys.benchmarks.emulator;

/**
 * What one variant run writes and how it is measured.
 *
 * @param rows       rows to write, numbered from 0
 * @param commitRows rows per transaction
 * @param batchRows  rows per JDBC batch
 * @param cpu        the CPU clock of emulator and client
 */
record RunSpec(int rows, int commitRows, int batchRows, CpuClock cpu) {
}
