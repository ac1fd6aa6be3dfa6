/**
 * DDL from the schema model: {@link dev.spannerkeys.internal.schema.ddl.DdlWriter#forDialect} prints each
 * object as GoogleSQL or PostgreSQL-dialect DDL (with the sequence, UUID and shard expressions each
 * dialect spells differently), and {@link dev.spannerkeys.internal.schema.ddl.DdlOrder} puts statements in the
 * order the model's dependencies require.
 *
 * <p>Depends on {@code dev.spannerkeys.internal.schema} and {@code dev.spannerkeys.keys} only.
 */
package dev.spannerkeys.internal.schema.ddl;
