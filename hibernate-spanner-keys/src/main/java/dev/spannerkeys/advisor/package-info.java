/**
 * The hotspot advisor: the rules of Spanner's schema guides (the project's seeds 001 to 004),
 * made executable over the same {@link dev.spannerkeys.schema.SchemaModel} the DDL is printed from.
 *
 * <p>Input: an {@link dev.spannerkeys.advisor.AdvisorInput}, which pairs the schema model with
 * what the mapping layer knows and the model does not (which entity and attribute a column comes
 * from, how a key column is generated, {@code @Lob}, shard counts, reads seen newest-first,
 * suppressions), and, when a database is reachable, what its existing keys are
 * ({@link dev.spannerkeys.advisor.CollidingKeys}). Output: an
 * {@link dev.spannerkeys.advisor.AdvisorReport} of {@link dev.spannerkeys.advisor.Finding}s, each
 * with a stable rule id, a severity, the table/entity and column/attribute it is about, the seed
 * rule it enforces and the concrete fix; printed as text ({@link dev.spannerkeys.advisor.TextReport})
 * or SARIF 2.1.0 ({@link dev.spannerkeys.advisor.SarifReport}).
 *
 * <p>{@link dev.spannerkeys.advisor.HotspotAdvisor} runs the rules of
 * {@link dev.spannerkeys.advisor.Rules}. This package does not depend on Hibernate: the Hibernate
 * layer ({@code dev.spannerkeys.hibernate}) reads entity metadata into an input, runs the advisor at
 * bootstrap, and offers the offline schema tool.
 */
package dev.spannerkeys.advisor;
