/**
 * A small, Hibernate-free model of the Spanner schema objects this library creates, and the
 * writers that print them as GoogleSQL or PostgreSQL-dialect DDL.
 *
 * <p>{@link dev.spannerkeys.schema.SchemaModel} holds {@link dev.spannerkeys.schema.TableDefinition}s
 * (columns, key parts with sort order, interleave clause, checks),
 * {@link dev.spannerkeys.schema.IndexDefinition}s and
 * {@link dev.spannerkeys.schema.SequenceDefinition}s, and checks the rules between them.
 * {@link dev.spannerkeys.schema.DdlWriter#forDialect} prints it; the advisor reads the same model,
 * so what it checks is what gets created.
 *
 * <p>The Hibernate layer builds the model from entity metadata. Every name that reaches DDL passes
 * {@link dev.spannerkeys.schema.SpannerIdentifiers} when the model is built, so no unchecked name is
 * ever concatenated into a statement, and is printed through a
 * {@link dev.spannerkeys.schema.SpannerIdentifiers.Renderer}, which adds the default schema and
 * quotes as the application's SQL does; types and expressions come from the mapping.
 */
package dev.spannerkeys.schema;
