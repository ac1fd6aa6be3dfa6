/**
 * The {@code spanner-keys-maven-plugin}: Spanner DDL ({@code ddl} goal) and the hotspot advisor's
 * report ({@code check} goal) for the entities a project compiles, without a database; and the next
 * migration written from the entities for Flyway or Liquibase ({@code migration}) and the existing
 * migrations checked against the entities on an emulator ({@code verify-migrations}). Every goal runs
 * {@link dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool} on the project's compiled classes, and
 * refuses classes older than their sources.
 */
package dev.spannerkeys.maven;
