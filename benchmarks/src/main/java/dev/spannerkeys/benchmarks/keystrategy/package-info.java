/**
 * How each key strategy orders its inserts in a normalized key space: sequential, bit-reversed, random
 * UUIDv4, time-ordered UUIDv7, timestamp-first and hashed-shard keys, and the workload (users, times)
 * they are drawn for. The distribution analysis in {@code distribution} measures them.
 */
package dev.spannerkeys.benchmarks.keystrategy;
