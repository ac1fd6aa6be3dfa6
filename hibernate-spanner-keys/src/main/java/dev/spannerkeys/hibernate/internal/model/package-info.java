/**
 * Hibernate's boot metadata to the neutral {@link dev.spannerkeys.internal.schema.SchemaModel}: tables with
 * their key order, interleaving, defaults and checks, indexes ({@code @SpannerIndex}, {@code @Index},
 * unique keys) and sequences. One model per persistence unit
 * ({@link dev.spannerkeys.hibernate.internal.model.SchemaModels}); every rule the model breaks becomes a
 * bootstrap error naming entity and attribute.
 *
 * <p>Depends on {@code mapping}, {@code id} (the sequences the generators registered), the
 * annotations and {@code schema}; the schema tool and the advisor integration read the model it
 * builds.
 */
package dev.spannerkeys.hibernate.internal.model;
