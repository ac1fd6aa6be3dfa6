/**
 * Test fixtures shared by this project's modules, so each exists once:
 * {@link dev.spannerkeys.testsupport.CountingSpannerDriver}, a JDBC driver in front of the Spanner
 * JDBC driver that counts what reaches the database ({@link dev.spannerkeys.testsupport.JdbcCounts})
 * and records the DDL; {@link dev.spannerkeys.testsupport.SqlQueries}, plain SQL reads of what a test
 * wrote or created; {@link dev.spannerkeys.testsupport.TestSessionFactories}, Hibernate session
 * factories on an emulator database through the counting driver;
 * {@link dev.spannerkeys.testsupport.ReadersAndWriters}, writer and reader threads on a deadline and
 * Spring-style read-only transactions; {@link dev.spannerkeys.testsupport.TestPhases}, where a test
 * class's time goes (database creation, DDL, Hibernate bootstrap), when a build asks for it;
 * {@link dev.spannerkeys.testsupport.TestSample}, which cells of the test matrices a run takes, and
 * {@link dev.spannerkeys.testsupport.SampledByDialect}, a dialect contract whose two classes the legs of a
 * CI run split ({@link dev.spannerkeys.testsupport.SampledByDialectFilter} leaves the other out).
 *
 * <p>The library's modules use this at test scope only (the unpublished benchmarks at compile scope),
 * and it is never deployed. It depends on the emulator module, the Spanner JDBC driver and Hibernate
 * ORM, never on the library itself, whose tests use it.
 */
package dev.spannerkeys.testsupport;
