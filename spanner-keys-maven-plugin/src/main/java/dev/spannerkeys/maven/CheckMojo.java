package dev.spannerkeys.maven;

import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchema;
import java.io.File;
import java.io.IOException;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Runs the hotspot advisor on the project's entities, writes its report as text and SARIF 2.1.0
 * ({@code target/spanner/advisor.txt}, {@code target/spanner/advisor.sarif}, for code-scanning
 * tools) and fails the build when a finding is at or above {@code failOn} ({@code error} by default,
 * the same bar as {@code spanner.keys.advisor=fail}). It also lists the stock {@code @GeneratedValue} ids the
 * library takes over ({@code spanner.keys.generated-values=take-over}), with the sequence each draws from.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public class CheckMojo extends SchemaMojo {

    /** The severity that fails the build: {@code error}, {@code warning} or {@code info}. */
    @Parameter(defaultValue = "error", property = "spanner-keys.failOn")
    String failOn = "error";

    /** The project's base directory; SARIF file locations are relative to it. */
    @Parameter(defaultValue = "${project.basedir}", readonly = true)
    File baseDirectory;

    @Override
    String goal() {
        return "check";
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Skipping the Spanner key advisor");
            return;
        }
        Severity threshold;
        try {
            threshold = Severity.parse(failOn);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("failOn: " + e.getMessage(), e);
        }
        OfflineSchema schema = schema();
        AdvisorReport report = schema.report();
        try {
            schema.writeReports(outputDirectory.toPath(), new SourceFiles(baseDirectory.toPath(), sourceRoots));
        } catch (IOException e) {
            throw new MojoExecutionException("Cannot write the advisor report to " + outputDirectory, e);
        }
        for (String line : report.toText().split("\n")) {
            if (report.has(threshold)) {
                getLog().error(line);
            } else if (!report.isEmpty()) {
                getLog().warn(line);
            } else {
                getLog().info(line);
            }
        }
        if (!schema.takenOverIds().isEmpty()) {
            getLog().info("Stock @GeneratedValue ids drawn from pooled bit-reversed sequences (spanner.keys.generated-values"
                    + "=take-over): " + String.join(", ", schema.takenOverIds()));
        }
        if (report.has(threshold)) {
            throw new MojoFailureException("The Spanner key advisor found " + report.atLeast(threshold).size()
                    + " finding(s) at or above " + threshold.label() + " in " + schema.entities().size()
                    + " entities; see " + new File(outputDirectory, OfflineSchema.TEXT_REPORT) + ". Fix them, or accept "
                    + "one with @SuppressAdvisorRule(rule = \"...\", reason = \"...\").");
        }
    }
}
