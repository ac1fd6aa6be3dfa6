/**
 * What the library measures, without depending on a metrics library:
 * {@link dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics} (sequence refills, pool levels, waits
 * for ids, the write path's writes and commits), chosen from the settings by
 * {@link dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics#from(java.util.Map)}.
 *
 * <p>Micrometer is an optional dependency: only {@code metrics.micrometer} refers to it, and it is
 * loaded by name when the setting
 * {@value dev.spannerkeys.hibernate.config.SpannerKeysSettings#METRICS_REGISTRY} holds a registry, so
 * the library runs without Micrometer on the class path. Depends on {@code config} only.
 */
package dev.spannerkeys.hibernate.metrics;
