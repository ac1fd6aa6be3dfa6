/**
 * What the advisor's rules read: {@link dev.spannerkeys.internal.advisor.input.AdvisorInput} pairs the schema
 * model with facts the model does not hold (which entity and attribute a column comes from, how a key
 * column is generated, {@code @Lob}, shard counts, reads seen newest-first, suppressions) and, when a
 * database is reachable, its existing keys ({@link dev.spannerkeys.internal.advisor.input.CollidingKeys}).
 *
 * <p>Depends on {@code dev.spannerkeys.internal.schema} only.
 */
package dev.spannerkeys.advisor.input;
