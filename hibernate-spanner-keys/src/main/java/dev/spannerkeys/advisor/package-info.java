/**
 * The hotspot advisor: the rules of Spanner's schema-design guides made executable over the same
 * {@link dev.spannerkeys.internal.schema.SchemaModel} the DDL is printed from.
 * {@link dev.spannerkeys.internal.advisor.HotspotAdvisor} is the entry point: it takes an
 * {@link dev.spannerkeys.internal.advisor.input.AdvisorInput}, runs the rules, applies suppressions and returns
 * an {@link dev.spannerkeys.advisor.report.AdvisorReport}.
 *
 * <p>Subpackages, dependencies pointing one way: {@code input} (what the rules read: the schema model
 * plus what the mapping layer knows of each column), {@code report} (findings, severities, the guide
 * rules they cite, text and SARIF 2.1.0 output), {@code rules} (one class per rule, over input and
 * report). Nothing here depends on Hibernate: {@code dev.spannerkeys.hibernate.advisor} reads entity
 * metadata into an input and runs the advisor at bootstrap.
 */
package dev.spannerkeys.advisor;
