package dev.spannerkeys.maven;

import dev.spannerkeys.hibernate.internal.offline.MappedMigrations;
import dev.spannerkeys.hibernate.internal.offline.MappedSchema;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Applies every migration script to a fresh emulator database and fails the build if the schema
 * they give differs from the entities' schema in anything the library emits: tables (primary key
 * parts and their order, {@code DESC}, interleaving and {@code ON DELETE}), columns (type, length,
 * nullability, default including the sequence a key draws from, generated expression), checks,
 * indexes (columns, unique, {@code NULL_FILTERED}, stored columns, interleaving), sequences (start
 * counter, skip range; a sequence of another kind is reported as unreadable), foreign keys, and
 * what exists on one side only. Each difference is listed with its table, column, index or
 * sequence and the property that differs. Bound to {@code verify} when configured with an execution.
 */
@Mojo(name = "verify-migrations", defaultPhase = LifecyclePhase.VERIFY,
        requiresDependencyResolution = ResolutionScope.RUNTIME, threadSafe = true)
public class VerifyMigrationsMojo extends MigrationsMojo {

    @Override
    String goal() {
        return "verify-migrations";
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Skipping the migration scripts' verification (spanner-keys.skip)");
            return;
        }
        getLog().info("verify-migrations applies the migration scripts to a Spanner emulator database "
                + "(SPANNER_EMULATOR_HOST, the gcloud emulator component, or Docker) and compares the schema with the "
                + "entities; skip it with -Dspanner-keys.skip=true");
        MigrationScripts scripts = scripts();
        MappedSchema mapped = mappedSchema();
        if (scripts.isEmpty()) {
            throw new MojoFailureException("No migration scripts (V<version>__<description>.sql"
                    + (scripts.tool() == MigrationTool.LIQUIBASE ? ", included from " + LiquibaseChangelogs.MASTER : "")
                    + ") in " + scripts.directory() + " to verify; generate the first with mvn compile "
                    + "spanner-keys:migration -Dspanner-keys.description=baseline");
        }
        List<String> differences = withScriptsSchema(scripts, mapped,
                (schema, database) -> MappedMigrations.differences(mapped, schema));
        if (!differences.isEmpty()) {
            StringBuilder message = new StringBuilder("The migration scripts in ").append(scripts.directory())
                    .append(" (").append(scripts.scripts().size()).append(" applied to a fresh emulator database) ")
                    .append("differ from the entities in ").append(differences.size())
                    .append(differences.size() == 1 ? " place" : " places")
                    .append(" (expected: the entities; actual: the scripts):");
            differences.forEach(line -> message.append("\n  ").append(line));
            message.append("\nGenerate the missing script with mvn spanner-keys:migration -Dspanner-keys.description=...,"
                    + " or fix the script that was edited by hand.");
            throw new MojoFailureException(message.toString());
        }
        getLog().info("The " + scripts.scripts().size() + " migration script(s) in " + scripts.directory()
                + " give exactly the entities' schema (" + mapped.model().tables().size() + " tables, "
                + mapped.model().indexes().size() + " indexes, " + mapped.model().sequences().size() + " sequences)");
    }
}
