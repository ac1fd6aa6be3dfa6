/** Command-line parsing shared by the benchmark programs. */
package dev.spannerkeys.benchmarks.cli;
