/**
 * Spring Data JPA's ordinary surface on the emulator with the starter, written as applications write it:
 * {@code @DataJpaTest} with its rolled-back transactions, {@code @Sql} scripts, derived queries, paging and
 * sorting, Query-by-Example, Querydsl, specifications, projections, auditing, {@code @Modifying} queries,
 * {@code @Lock} and {@code @EntityGraph}; in a package of its own so that no other test application scans
 * its entities. The committed writes in every write mode are in {@code data.writes}.
 */
@NullMarked
package dev.spannerkeys.spring.boot.data;

import org.jspecify.annotations.NullMarked;
