/**
 * What every part of the Hibernate integration shares: the setting names
 * ({@link dev.spannerkeys.hibernate.config.SpannerKeysSettings}) and their values, and
 * {@link dev.spannerkeys.hibernate.config.SpannerKeysDialectSupport}, the contract of this library's
 * dialects (which SQL dialect the database speaks, the persistence unit's schema model).
 *
 * <p>Bottom layer of {@code dev.spannerkeys.hibernate}: depends on {@code dev.spannerkeys.schema}
 * and the Hibernate-free {@code dev.spannerkeys.jdbc} only, so every other package may use it.
 */
package dev.spannerkeys.hibernate.config;
