/**
 * The Hibernate ORM 7.4 integration's entry points, the classes Hibernate itself loads: the dialect
 * subclasses of Hibernate's own Spanner dialects, chosen automatically by
 * {@link dev.spannerkeys.hibernate.internal.SpannerKeysDialectResolver}, and
 * {@link dev.spannerkeys.hibernate.internal.SpannerKeysIntegrator}, which checks the schema at bootstrap.
 *
 * <p>The work is split by concern into subpackages, dependencies pointing one way (docs/architecture.md):
 * {@code config} (settings, dialect contract) and {@code mapping} (reading annotations) at the bottom;
 * {@code id} (generators, sequence pool), {@code shard} ({@code @ShardId}), {@code model} (boot
 * metadata to schema model) above them; {@code schematool} (schema actions) and {@code advisor}
 * (advisor integration) over the model; this package over the schema tool; {@code offline} on top.
 * {@code metrics} (what the library measures; Micrometer only in {@code metrics.micrometer}) sits beside
 * {@code config}; {@code mutations} (the commit-time write path) depends on {@code config},
 * {@code errors} and {@code metrics}; {@code emulator} (serialized transactions on the emulator, around
 * Hibernate's connection provider) on {@code config} and {@code jdbc}.
 */
package dev.spannerkeys.hibernate;
