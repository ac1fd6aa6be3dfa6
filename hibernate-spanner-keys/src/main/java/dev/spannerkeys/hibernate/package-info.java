/**
 * The Hibernate ORM 7.4 integration: Spanner dialect subclasses chosen automatically by
 * {@link dev.spannerkeys.hibernate.SpannerKeysDialectResolver}, their schema exporters, and the
 * identifier generators behind the annotations in {@code dev.spannerkeys.annotations}.
 *
 * <p>This package only adapts the Hibernate-free algorithms of {@code dev.spannerkeys.keys} and
 * {@code dev.spannerkeys.schema}. Settings use the prefix {@code spanner.keys.}
 * (see {@link dev.spannerkeys.hibernate.SpannerKeysSettings}).
 */
package dev.spannerkeys.hibernate;
