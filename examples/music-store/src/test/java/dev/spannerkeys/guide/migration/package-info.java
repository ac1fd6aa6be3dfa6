/** The entities of the migration page ({@code docs/migration.md}): keys that continue a source database's keys. */
package dev.spannerkeys.guide.migration;
