/**
 * The schema tool without a database, which the Maven plugin runs: boots a persistence unit for a set
 * of entity classes with an explicit dialect and returns its DDL per dialect and the advisor's report.
 *
 * <p>The top layer: depends on the dialects in {@code dev.spannerkeys.hibernate} and the advisor
 * integration; nothing in the library depends on it.
 */
package dev.spannerkeys.hibernate.internal.offline;
