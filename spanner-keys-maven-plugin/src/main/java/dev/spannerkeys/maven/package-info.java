/**
 * The {@code spanner-keys-maven-plugin}: Spanner DDL ({@code ddl} goal) and the hotspot advisor's
 * report ({@code check} goal) for the entities a project compiles, without a database. Both goals
 * run {@link dev.spannerkeys.hibernate.offline.OfflineSchemaTool} on the project's compiled classes.
 */
package dev.spannerkeys.maven;
