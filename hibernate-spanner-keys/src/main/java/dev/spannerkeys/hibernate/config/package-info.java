/**
 * What every part of the Hibernate integration shares: the setting names
 * ({@link dev.spannerkeys.hibernate.config.SpannerKeysSettings}) and their values, all read by
 * {@link dev.spannerkeys.hibernate.internal.config.SettingValues}, which refuses a value it does not accept with an
 * {@link dev.spannerkeys.hibernate.config.InvalidSettingException},
 * {@link dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport}, the contract of this library's
 * dialects (which SQL dialect the database speaks, the persistence unit's schema model and naming),
 * and {@link dev.spannerkeys.hibernate.internal.config.DatabaseNaming}, the one rendering of database names
 * (default schema, quoting) that DDL, generators and queries share.
 *
 * <p>Bottom layer of {@code dev.spannerkeys.hibernate}: depends on {@code dev.spannerkeys.internal.schema}
 * and Hibernate, and the Hibernate-free {@code dev.spannerkeys.jdbc}, only, so every other package may use it.
 */
package dev.spannerkeys.hibernate.config;
