/**
 * Comparing a mapping's {@link dev.spannerkeys.internal.schema.SchemaModel} with a live
 * {@link dev.spannerkeys.internal.schema.live.DatabaseSchema}, and planning a safe update from the result.
 *
 * <p>{@link dev.spannerkeys.internal.schema.diff.SchemaComparison} lists every
 * {@link dev.spannerkeys.internal.schema.diff.SchemaDifference}: what is missing, what the mapping no longer
 * has, and what changed, property by property. {@link dev.spannerkeys.internal.schema.diff.UpdatePlanner}
 * turns them into an {@link dev.spannerkeys.internal.schema.diff.UpdatePlan}: the statements that add what is
 * missing, the {@link dev.spannerkeys.internal.schema.diff.Refusal}s for changes that cannot succeed or would
 * lose data (decided before anything is sent, with the row queries of
 * {@link dev.spannerkeys.internal.schema.diff.TableContents}), and the differences it leaves alone.
 * {@link dev.spannerkeys.internal.schema.diff.SchemaValidation} picks the differences a {@code validate}
 * fails on. Pure: the database is reached only through {@code TableContents}.
 */
package dev.spannerkeys.internal.schema.diff;
