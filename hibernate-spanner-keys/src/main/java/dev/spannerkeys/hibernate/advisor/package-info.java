/**
 * The hotspot advisor inside Hibernate: reads from the boot metadata and the entity classes what the
 * advisor's rules need beyond the schema model (how each key is generated, {@code @Lob}, reads seen
 * newest-first, suppressions), queries an existing database for keys a sequence could produce
 * again, and runs {@link dev.spannerkeys.internal.advisor.HotspotAdvisor} once per session factory as
 * {@code spanner.keys.advisor} says.
 *
 * <p>Depends on {@code config}, {@code mapping}, the annotations, and the Hibernate-free
 * {@code dev.spannerkeys.advisor} and {@code schema}.
 */
package dev.spannerkeys.hibernate.advisor;
