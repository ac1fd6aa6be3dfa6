/**
 * A small, Hibernate-free model of the Spanner schema objects this library creates, and the
 * writers that print them as GoogleSQL or PostgreSQL-dialect DDL.
 *
 * <p>The Hibernate layer builds the model from entity metadata; the DDL writers read it. Every
 * name that reaches DDL passes {@link dev.spannerkeys.schema.SpannerIdentifiers} first, so no
 * unchecked string is ever concatenated into a statement.
 */
package dev.spannerkeys.schema;
