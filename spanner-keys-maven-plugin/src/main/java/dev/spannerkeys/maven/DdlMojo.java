package dev.spannerkeys.maven;

import dev.spannerkeys.hibernate.internal.offline.DialectDdl;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchema;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Writes the Spanner DDL of the project's entities, one file per dialect
 * ({@code target/spanner/googlesql.sql}, {@code target/spanner/postgresql.sql}), exactly as schema
 * creation would run it. Fails if the mapping cannot be expressed in a requested dialect (for
 * example descending key parts in the PostgreSQL dialect: request {@code googlesql} only).
 */
@Mojo(name = "ddl", defaultPhase = LifecyclePhase.PROCESS_CLASSES, requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public class DdlMojo extends SchemaMojo {

    @Override
    String goal() {
        return "ddl";
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Skipping Spanner DDL");
            return;
        }
        OfflineSchema schema = schema();
        List<String> problems = new ArrayList<>();
        for (DialectDdl ddl : schema.ddl()) {
            ddl.problem().ifPresent(problem -> problems.add(DialectDdl.name(ddl.dialect()) + ": " + problem));
        }
        try {
            for (Path file : schema.writeDdl(outputDirectory.toPath())) {
                getLog().info("Spanner DDL for " + schema.entities().size() + " entities: " + file);
            }
        } catch (IOException e) {
            throw new MojoExecutionException("Cannot write the DDL to " + outputDirectory, e);
        }
        if (!problems.isEmpty()) {
            throw new MojoFailureException("The entities cannot be expressed in every requested dialect: "
                    + String.join("; ", problems) + ". Fix the mapping, or configure <dialects> with the dialects "
                    + "you use.");
        }
    }
}
