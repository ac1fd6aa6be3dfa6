package dev.spannerkeys.maven;

import dev.spannerkeys.hibernate.internal.offline.MappedMigrations;
import dev.spannerkeys.hibernate.internal.offline.MappedSchema;
import dev.spannerkeys.hibernate.internal.schematool.JdbcTableContents;
import dev.spannerkeys.internal.schema.diff.MigrationPlan;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Writes the next Flyway migration, {@code V<n>__<description>.sql} (when it has several statements,
 * one script per statement, {@code V<n>_<k>__<description>.sql}, so that a migration that fails part
 * way resumes at the failed statement; or, for Liquibase, the next formatted-SQL changelog of the first
 * name, one change set per statement, and its include in the master changelog), with exactly the
 * statements that bring the schema of the existing scripts (applied to a fresh emulator database,
 * or read from a live database given by {@code databaseUrl}) to the entities' schema, in an order
 * Spanner accepts, in the project's dialect. A change Spanner cannot make safely (primary key,
 * interleaving parent, a type, {@code NOT NULL} on an existing column, a generated expression, and
 * drops unless {@code allowDrops}) fails the goal with the reason and the manual recipe, and no file
 * is written. When the scripts already match the entities, no file is written either.
 *
 * <pre>mvn spanner-keys:migration -Dspanner-keys.description=add_reviews</pre>
 */
@Mojo(name = "migration", requiresDependencyResolution = ResolutionScope.RUNTIME, threadSafe = true)
public class MigrationMojo extends MigrationsMojo {

    /** What the migration does, for its file name: letters, digits and {@code _}. */
    @Parameter(property = "spanner-keys.description", defaultValue = "migration")
    String description = "migration";

    /**
     * A live database to migrate from instead of the scripts' schema (a JDBC URL,
     * {@code jdbc:cloudspanner:...}): for a first script of a database that already exists.
     */
    @Parameter(property = "spanner-keys.databaseUrl")
    String databaseUrl;

    /** Whether the script may drop tables and columns the entities no longer have (it deletes their data). */
    @Parameter(property = "spanner-keys.allowDrops", defaultValue = "false")
    boolean allowDrops;

    /**
     * Values for the existing rows of new {@code NOT NULL} columns without default, which are refused
     * otherwise: {@code Table.column=SQL value}, several separated by {@code ;} (for example
     * {@code Loan.rating=0;Loan.note='none'}). The column is added with the value as its {@code DEFAULT},
     * which Spanner writes into every existing row as part of the schema change, and the default is then
     * dropped.
     */
    @Parameter(property = "spanner-keys.backfill")
    String backfill;

    /** The author of the Liquibase change sets written ({@code --changeset author:id}). */
    @Parameter(property = "spanner-keys.changeSetAuthor", defaultValue = "spanner-keys")
    String changeSetAuthor = "spanner-keys";

    /** The files written by the last run, in order; empty if none was written. */
    List<Path> written = List.of();

    @Override
    String goal() {
        return "migration";
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        written = List.of();
        if (skip) {
            getLog().info("Skipping the migration script");
            return;
        }
        MappedSchema mapped = mappedSchema();
        MigrationScripts scripts = scripts();
        Path file;
        try {
            file = scripts.next(description);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        }
        List<String> statements;
        if (databaseUrl != null && !databaseUrl.isBlank()) {
            try (Connection connection = DriverManager.getConnection(databaseUrl)) {
                DatabaseSchema live = ScriptsDatabase.read(databaseUrl, mapped);
                statements = statements(mapped, live, new JdbcTableContents(connection));
            } catch (SQLException e) {
                throw new MojoExecutionException("Cannot read the database " + databaseUrl + ": " + e.getMessage(), e);
            }
        } else {
            statements = withScriptsSchema(scripts, mapped, (schema, database) -> {
                try (Connection connection = DriverManager.getConnection(database.jdbcUrl())) {
                    return statements(mapped, schema, new JdbcTableContents(connection));
                } catch (SQLException e) {
                    throw new MojoExecutionException("Cannot query the scripts' database: " + e.getMessage(), e);
                }
            });
        }
        if (statements.isEmpty()) {
            getLog().info("The migration scripts in " + scripts.directory() + " already give the entities' schema ("
                    + scripts.scripts().size() + " script(s)); nothing to do, no file written");
            return;
        }
        Map<Path, String> files = new LinkedHashMap<>();
        if (scripts.tool() == MigrationTool.LIQUIBASE) {
            String version = file.getFileName().toString().substring(1, file.getFileName().toString().indexOf("__"));
            files.put(file, LiquibaseChangelogs.changelog(statements, version, changeSetAuthor));
        } else {
            // One statement per script when there are several, so a failed migration resumes where it failed.
            // No comment lines: Flyway's Spanner support sends a leading comment with the first statement, and
            // Spanner's DDL parser rejects it (measured on the emulator).
            List<Path> steps = scripts.next(description, statements.size());
            for (int i = 0; i < steps.size(); i++) {
                files.put(steps.get(i), statements.get(i) + ";\n");
            }
        }
        try {
            Files.createDirectories(file.getParent());
            for (Map.Entry<Path, String> entry : files.entrySet()) {
                Files.writeString(entry.getKey(), entry.getValue(), StandardCharsets.UTF_8);
            }
            if (scripts.tool() == MigrationTool.LIQUIBASE) {
                LiquibaseChangelogs.include(scripts.masterChangelog(), file);
            }
        } catch (IOException e) {
            throw new MojoExecutionException("Cannot write " + file + ": " + e.getMessage(), e);
        }
        written = List.copyOf(files.keySet());
        String count = statements.size() + (statements.size() == 1 ? " statement" : " statements");
        if (scripts.tool() == MigrationTool.LIQUIBASE) {
            getLog().info("Wrote " + file + " (" + count + ", one change set each; included from "
                    + scripts.masterChangelog().getFileName() + ")");
        } else if (written.size() == 1) {
            getLog().info("Wrote " + file + " (" + count + ")");
        } else {
            getLog().info("Wrote " + written.size() + " scripts, one statement each, " + written.get(0).getFileName()
                    + " to " + written.get(written.size() - 1).getFileName() + " in " + file.getParent()
                    + " (a failed migration resumes at the failed statement after flyway repair)");
        }
    }

    /** {@link #backfill}, by {@code table.column}. */
    Map<String, String> backfills() throws MojoExecutionException {
        Map<String, String> values = new LinkedHashMap<>();
        if (backfill == null || backfill.isBlank()) {
            return values;
        }
        for (String entry : backfill.split(";")) {
            int equals = entry.indexOf('=');
            String column = equals < 0 ? "" : entry.substring(0, equals).strip();
            if (entry.isBlank()) {
                continue;
            }
            if (!column.matches("[^.\\s]+\\.[^.\\s]+") || entry.substring(equals + 1).isBlank()) {
                throw new MojoExecutionException("backfill '" + entry.strip() + "' is not Table.column=value (e.g. "
                        + "-Dspanner-keys.backfill=Loan.rating=0)");
            }
            values.put(column, entry.substring(equals + 1).strip());
        }
        return values;
    }

    private List<String> statements(MappedSchema mapped, DatabaseSchema schema, JdbcTableContents contents)
            throws MojoFailureException, MojoExecutionException {
        MigrationPlan plan;
        try {
            plan = MappedMigrations.plan(mapped, schema, contents, allowDrops, backfills());
        } catch (SQLException e) {
            throw new MojoExecutionException("Cannot query the existing rows: " + e.getMessage(), e);
        }
        if (plan.refused()) {
            throw new MojoFailureException(plan.refusalMessage());
        }
        return plan.statements();
    }
}
