/**
 * A small, Hibernate-free model of the Spanner schema objects this library creates.
 *
 * <p>{@link dev.spannerkeys.internal.schema.SchemaModel} holds {@link dev.spannerkeys.internal.schema.TableDefinition}s
 * (columns with their {@link dev.spannerkeys.internal.schema.IdentityOptions} where they are identity columns,
 * key parts with sort order, interleave clause, checks),
 * {@link dev.spannerkeys.internal.schema.IndexDefinition}s and
 * {@link dev.spannerkeys.internal.schema.SequenceDefinition}s, and checks the rules between them. The DDL
 * writers in {@code dev.spannerkeys.internal.schema.ddl} print it; the advisor reads the same model, so what
 * it checks is what gets created.
 *
 * <p>Nothing unchecked reaches DDL: every name passes {@link dev.spannerkeys.internal.schema.SpannerIdentifiers}
 * when the model is built, a user's column definition is parsed by
 * {@link dev.spannerkeys.internal.schema.ColumnDeclaration} into exactly one column's type and options, and a
 * check expression must be one expression ({@link dev.spannerkeys.internal.schema.SqlFragments}).
 * Names are printed through a {@link dev.spannerkeys.internal.schema.SpannerIdentifiers.Renderer}, which adds
 * the default schema and quotes as the application's SQL does.
 */
package dev.spannerkeys.internal.schema;
