/**
 * The Hibernate ORM 7.4 integration: Spanner dialect subclasses chosen automatically by
 * {@link dev.spannerkeys.hibernate.SpannerKeysDialectResolver}, their schema export, and the
 * identifier generators behind the annotations in {@code dev.spannerkeys.annotations}.
 *
 * <p>Schema export: each dialect instance (one per persistence unit) builds a
 * {@link dev.spannerkeys.schema.SchemaModel} from the boot metadata and the schema annotations,
 * checked at bootstrap by {@link dev.spannerkeys.hibernate.SpannerKeysIntegrator}; its table, index,
 * unique-key, foreign-key and sequence exporters print through the model's DDL writer, and its
 * schema tool orders the statements for interleaving and sends them as one DDL batch.
 *
 * <p>This package only adapts the Hibernate-free algorithms of {@code dev.spannerkeys.keys} and
 * {@code dev.spannerkeys.schema}. Settings use the prefix {@code spanner.keys.}
 * (see {@link dev.spannerkeys.hibernate.SpannerKeysSettings}).
 */
package dev.spannerkeys.hibernate;
