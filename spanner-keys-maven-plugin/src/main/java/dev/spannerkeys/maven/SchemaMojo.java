package dev.spannerkeys.maven;

import dev.spannerkeys.hibernate.offline.DialectDdl;
import dev.spannerkeys.hibernate.offline.OfflineSchema;
import dev.spannerkeys.hibernate.offline.OfflineSchemaTool;
import dev.spannerkeys.schema.SqlDialect;
import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * What both goals share: which entities to read (all {@code @Entity} classes of the project's
 * compiled classes by default, or the configured classes and packages), which dialects, where to
 * write, and running {@link OfflineSchemaTool} on a class loader over the project's classpath.
 */
abstract class SchemaMojo extends AbstractMojo {

    /** Entity class names to read; with {@code packages} empty and this empty, every entity of the project. */
    @Parameter
    List<String> entities = new ArrayList<>();

    /** Packages (with subpackages) whose entities to read. */
    @Parameter
    List<String> packages = new ArrayList<>();

    /** The SQL dialects: {@code googlesql}, {@code postgresql}. */
    @Parameter(defaultValue = "googlesql,postgresql")
    List<String> dialects = new ArrayList<>(List.of("googlesql", "postgresql"));

    /** Where the files go. */
    @Parameter(defaultValue = "${project.build.directory}/spanner", property = "spanner-keys.outputDirectory")
    File outputDirectory;

    /** The project's compiled classes. */
    @Parameter(defaultValue = "${project.build.outputDirectory}", readonly = true, required = true)
    File classesDirectory;

    /** The project's compile classpath (its classes and dependencies). */
    @Parameter(defaultValue = "${project.compileClasspathElements}", readonly = true, required = true)
    List<String> classpathElements = new ArrayList<>();

    /** Skips the goal. */
    @Parameter(defaultValue = "false", property = "spanner-keys.skip")
    boolean skip;

    /** Runs the offline schema tool on the configured entities. */
    OfflineSchema schema() throws MojoExecutionException {
        ClassLoader loader = projectClassLoader();
        OfflineSchemaTool tool;
        if (entities.isEmpty() && packages.isEmpty()) {
            tool = OfflineSchemaTool.forClassesDirectory(loader, classesDirectory.toPath());
        } else {
            tool = OfflineSchemaTool.forPackages(loader, packages.toArray(String[]::new));
            for (String name : entities) {
                try {
                    tool.classes(Class.forName(name, false, loader));
                } catch (ClassNotFoundException e) {
                    throw new MojoExecutionException("Entity class " + name + " is not on the project's classpath", e);
                }
            }
        }
        List<SqlDialect> chosen = new ArrayList<>();
        for (String name : dialects) {
            try {
                chosen.add(DialectDdl.parse(name));
            } catch (IllegalArgumentException e) {
                throw new MojoExecutionException(e.getMessage(), e);
            }
        }
        tool.dialects(chosen.toArray(SqlDialect[]::new));
        Logger hibernate = Logger.getLogger("org.hibernate");
        Level level = hibernate.getLevel();
        // Hibernate's bootstrap banner says "no database" at INFO; the build log needs only problems.
        hibernate.setLevel(Level.WARNING);
        try {
            return tool.run();
        } catch (IllegalStateException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        } finally {
            hibernate.setLevel(level);
        }
    }

    private ClassLoader projectClassLoader() throws MojoExecutionException {
        List<URL> urls = new ArrayList<>();
        try {
            urls.add(classesDirectory.toURI().toURL());
            for (String element : classpathElements) {
                urls.add(new File(element).toURI().toURL());
            }
        } catch (MalformedURLException e) {
            throw new MojoExecutionException("Invalid classpath element: " + e.getMessage(), e);
        }
        // Parent first: the library and Hibernate come from the plugin, the entities from the project.
        return new URLClassLoader(urls.toArray(URL[]::new), getClass().getClassLoader());
    }
}
