/**
 * The Micrometer implementation of the library's metrics: the only package that refers to
 * Micrometer, loaded by name when a {@code MeterRegistry} is configured.
 */
package dev.spannerkeys.hibernate.internal.metrics.micrometer;
