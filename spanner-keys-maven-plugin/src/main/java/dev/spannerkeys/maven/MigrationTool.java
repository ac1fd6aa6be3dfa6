package dev.spannerkeys.maven;

import java.io.File;
import java.util.List;
import java.util.Locale;

/**
 * The tool that applies a project's migrations, and so the form the {@code migration} goal writes
 * them in: Flyway's versioned scripts, or a Liquibase formatted-SQL changelog per migration included
 * from a master changelog. Chosen with {@code -Dspanner-keys.migrationTool}, or detected from the
 * project's runtime dependencies.
 */
enum MigrationTool {

    /** {@code V<n>__<description>.sql} in Flyway's folder, applied by Flyway with its GCP Spanner support. */
    FLYWAY,

    /**
     * {@code V<n>__<description>.sql} changelogs in formatted SQL, one change set per statement, included
     * in order from {@code db.changelog-master.yaml}; applied by Liquibase with Google's Spanner extension.
     */
    LIQUIBASE;

    /** The tool's name as written in the parameter. */
    String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The tool {@code name} names, or, when it is blank, the one the project depends on: Liquibase
     * when {@code liquibase-core} is on its runtime classpath and {@code flyway-core} is not, else Flyway.
     *
     * @throws IllegalArgumentException naming the accepted values
     */
    static MigrationTool choose(String name, List<String> classpathElements) {
        if (name != null && !name.isBlank()) {
            for (MigrationTool tool : values()) {
                if (tool.label().equals(name.strip().toLowerCase(Locale.ROOT))) {
                    return tool;
                }
            }
            throw new IllegalArgumentException("migrationTool '" + name + "' is not flyway or liquibase");
        }
        boolean liquibase = depends(classpathElements, "liquibase-core");
        boolean flyway = depends(classpathElements, "flyway-core");
        return liquibase && !flyway ? LIQUIBASE : FLYWAY;
    }

    private static boolean depends(List<String> classpathElements, String artifactId) {
        return classpathElements.stream().map(element -> new File(element).getName())
                .anyMatch(jar -> jar.startsWith(artifactId + "-") && jar.endsWith(".jar"));
    }
}
