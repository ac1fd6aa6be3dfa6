/**
 * The schema of a live database in the neutral vocabulary of {@link dev.spannerkeys.internal.schema}: what
 * {@code INFORMATION_SCHEMA} reports, turned into {@link dev.spannerkeys.internal.schema.TableDefinition}s,
 * {@link dev.spannerkeys.internal.schema.IndexDefinition}s and {@link dev.spannerkeys.internal.schema.SequenceDefinition}s,
 * so a mapping's {@link dev.spannerkeys.internal.schema.SchemaModel} and a database compare like with like.
 *
 * <p>{@link dev.spannerkeys.internal.schema.live.InformationSchema} assembles a
 * {@link dev.spannerkeys.internal.schema.live.DatabaseSchema} from the rows of the information schema views of
 * either dialect (the JDBC reading lives in the Hibernate layer); {@link dev.spannerkeys.internal.schema.live.SqlTypes}
 * and {@link dev.spannerkeys.internal.schema.live.SqlExpressions} put the spellings of types and expressions
 * that mean the same into one form. Pure: no Hibernate, no JDBC connection.
 */
package dev.spannerkeys.internal.schema.live;
