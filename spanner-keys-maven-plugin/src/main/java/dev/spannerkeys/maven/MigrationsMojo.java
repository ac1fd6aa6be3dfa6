package dev.spannerkeys.maven;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.EmulatorNotFoundException;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.hibernate.internal.offline.DialectDdl;
import dev.spannerkeys.hibernate.internal.offline.MappedSchema;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchema;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import java.io.File;
import java.io.IOException;
import java.sql.SQLException;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * What the two migration goals share: the migration tool (Flyway or Liquibase), the scripts' folder
 * and dialect, the entities' mapped schema in that dialect, and the schema the scripts produce on a
 * fresh emulator database (or, for {@code migration}, the schema of a live database).
 */
abstract class MigrationsMojo extends SchemaMojo {

    /** The folder of the versioned scripts, {@code V<version>__<description>.sql}, as Flyway finds them. */
    @Parameter(defaultValue = "${project.basedir}/src/main/resources/db/migration",
            property = "spanner-keys.migrationsDirectory")
    File migrationsDirectory;

    /**
     * The tool that applies the migrations: {@code flyway} (versioned scripts in
     * {@code migrationsDirectory}) or {@code liquibase} (formatted-SQL changelogs in
     * {@code changelogDirectory}, included from its {@code db.changelog-master.yaml}). Unset: Liquibase
     * when the project depends on {@code liquibase-core} and not on {@code flyway-core}, else Flyway.
     */
    @Parameter(property = "spanner-keys.migrationTool")
    String migrationTool;

    /** The folder of the Liquibase changelogs and of their master changelog, as Spring Boot finds them. */
    @Parameter(defaultValue = "${project.basedir}/src/main/resources/db/changelog",
            property = "spanner-keys.changelogDirectory")
    File changelogDirectory;

    /** The scripts' dialect: {@code googlesql} or {@code postgresql}. */
    @Parameter(defaultValue = "googlesql", property = "spanner-keys.dialect")
    String dialect = "googlesql";

    /** The emulator to use; null: one is found and started for the goal, and stopped after it. */
    SpannerEmulator emulator;

    /** The scripts' dialect, parsed. */
    SqlDialect sqlDialect() throws MojoExecutionException {
        try {
            return DialectDdl.parse(dialect);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        }
    }

    /** The entities' schema in the scripts' dialect, or a failure if the mapping cannot be expressed in it. */
    MappedSchema mappedSchema() throws MojoExecutionException, MojoFailureException {
        SqlDialect sql = sqlDialect();
        dialects = List.of(DialectDdl.name(sql));
        OfflineSchema schema = schema();
        DialectDdl ddl = schema.ddl(sql).orElseThrow();
        if (ddl.problem().isPresent()) {
            throw new MojoFailureException("The entities cannot be expressed in " + DialectDdl.name(sql) + ": "
                    + ddl.problem().get());
        }
        return schema.mapped(sql).orElseThrow();
    }

    /** The tool the migrations are written for. */
    MigrationTool tool() throws MojoExecutionException {
        try {
            return MigrationTool.choose(migrationTool, classpathElements);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        }
    }

    /**
     * The project's scripts, or its Liquibase changelogs.
     *
     * @throws MojoFailureException for Liquibase on a PostgreSQL-dialect database, which its Spanner extension does not support
     */
    MigrationScripts scripts() throws MojoExecutionException, MojoFailureException {
        MigrationTool tool = tool();
        if (tool == MigrationTool.LIQUIBASE && sqlDialect() != SqlDialect.GOOGLE_STANDARD_SQL) {
            throw new MojoFailureException("Liquibase's Spanner extension runs on GoogleSQL databases only (it creates "
                    + "its history table with GoogleSQL DDL, which a PostgreSQL-dialect database rejects). For a "
                    + "PostgreSQL-dialect database write Flyway-layout scripts (-Dspanner-keys.migrationTool=flyway), "
                    + "which these goals generate and verify, and apply them as docs/migrations.md describes");
        }
        File directory = tool == MigrationTool.LIQUIBASE ? changelogDirectory : migrationsDirectory;
        try {
            return MigrationScripts.of(tool, directory.toPath());
        } catch (IOException | IllegalArgumentException e) {
            throw new MojoExecutionException("Cannot read the migration scripts in " + directory + ": "
                    + e.getMessage(), e);
        }
    }

    /** Something done with the schema the scripts produce, and the database they produced it in. */
    interface WithScriptsSchema<T> {
        T apply(DatabaseSchema schema, EmulatorDatabase database) throws MojoExecutionException, MojoFailureException;
    }

    /**
     * Applies the scripts to a fresh emulator database and hands over its schema, read in every schema
     * {@code mapped}'s objects live in.
     */
    <T> T withScriptsSchema(MigrationScripts scripts, MappedSchema mapped, WithScriptsSchema<T> action)
            throws MojoExecutionException, MojoFailureException {
        // The Spanner client and its gRPC channel pool log at INFO through java.util.logging, which Maven does not
        // route through its logger, so -q would not silence them (measured: grpc-gcp's "OpenTelemetry meter
        // detected" once per connection); warnings still show.
        Logger driver = Logger.getLogger("com.google.cloud");
        Level level = driver.getLevel();
        driver.setLevel(Level.WARNING);
        // Liquibase logs every change set at INFO through java.util.logging, and so does Flyway in a Maven build
        // (measured: its database, size-limit and validation lines); the goal says what it did.
        Logger liquibase = Logger.getLogger("liquibase");
        Level liquibaseLevel = liquibase.getLevel();
        liquibase.setLevel(Level.WARNING);
        Logger flyway = Logger.getLogger("org.flywaydb");
        Level flywayLevel = flyway.getLevel();
        flyway.setLevel(Level.WARNING);
        SpannerEmulator started = null;
        try {
            SpannerEmulator running = emulator;
            if (running == null) {
                started = SpannerEmulator.start();
                running = started;
            }
            long start = System.nanoTime();
            EmulatorDatabase database = ScriptsDatabase.migrate(running, sqlDialect(), scripts);
            DatabaseSchema schema = ScriptsDatabase.read(database.jdbcUrl(), mapped);
            getLog().info("Applied " + scripts.scripts().size() + " migration script(s) from " + scripts.directory()
                    + " with " + scripts.tool().label() + " to a fresh emulator database in "
                    + (System.nanoTime() - start) / 1_000_000 + " ms");
            return action.apply(schema, database);
        } catch (EmulatorNotFoundException e) {
            throw new MojoExecutionException("The migration goals apply the scripts to a Spanner emulator, and none "
                    + "was found: " + e.getMessage(), e);
        } catch (ScriptsDatabase.ScriptFailure e) {
            throw new MojoFailureException(e.getMessage(), e);
        } catch (SQLException e) {
            throw new MojoExecutionException("Cannot read the schema the scripts produced: " + e.getMessage(), e);
        } finally {
            if (started != null) {
                started.close();
            }
            driver.setLevel(level);
            liquibase.setLevel(liquibaseLevel);
            flyway.setLevel(flywayLevel);
        }
    }
}
