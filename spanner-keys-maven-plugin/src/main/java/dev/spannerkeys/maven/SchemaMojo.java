package dev.spannerkeys.maven;

import dev.spannerkeys.hibernate.internal.offline.DialectDdl;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchema;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * What both goals share: which entities to read (all {@code @Entity} classes of the project's
 * compiled classes by default, or the configured classes and packages), which dialects, where to
 * write, the application's Hibernate settings, and running {@link OfflineSchemaTool} on a class
 * loader over the project's runtime classpath.
 */
abstract class SchemaMojo extends AbstractMojo {

    /** The library's logger of key decisions made at bootstrap (e.g. the stock ids it takes over). */
    private static final String KEYS_LOGGER = "dev.spannerkeys.keys";

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

    /**
     * The project's runtime classpath (its classes and every compile and runtime dependency): what
     * the application runs with decides what Hibernate integrates (Bean Validation constraints
     * become NOT NULL columns and lengths, converters, JSON mappers).
     */
    @Parameter(defaultValue = "${project.runtimeClasspathElements}", readonly = true, required = true)
    List<String> classpathElements = new ArrayList<>();

    /**
     * Hibernate settings, as the application sets them, e.g.
     * {@code <hibernate.physical_naming_strategy>...</hibernate.physical_naming_strategy>}; they win
     * over {@code propertiesFile}. Spring Boot's keys ({@code spring.jpa.properties.*},
     * {@code spring.jpa.hibernate.naming.*}) are accepted too.
     */
    @Parameter
    Map<String, String> hibernateProperties = new HashMap<>();

    /**
     * A {@code .properties} file with the application's Hibernate settings, for example
     * {@code src/main/resources/application.properties}: its {@code hibernate.*},
     * {@code jakarta.persistence.*} and {@code spanner.keys.*} keys, the same behind Spring Boot's
     * {@code spring.jpa.properties.} prefix, and Spring Boot's naming keys. A Spring Boot
     * application's file gets Spring Boot's default naming unless it sets its own.
     */
    @Parameter(property = "spanner-keys.propertiesFile")
    File propertiesFile;

    /** The project's source roots: the goals refuse to read classes older than these sources. */
    @Parameter(defaultValue = "${project.compileSourceRoots}", readonly = true)
    List<String> sourceRoots = new ArrayList<>();

    /** Skips the goal. */
    @Parameter(defaultValue = "false", property = "spanner-keys.skip")
    boolean skip;

    /**
     * Runs the offline schema tool on the configured entities.
     *
     * @throws MojoFailureException if the project's classes are older than its sources
     */
    OfflineSchema schema() throws MojoExecutionException, MojoFailureException {
        refuseStaleClasses();
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
        settings(loader).forEach(tool::property);
        Logger hibernate = Logger.getLogger("org.hibernate");
        Level level = hibernate.getLevel();
        // Hibernate's bootstrap banner says "no database" at INFO; the build log needs only problems.
        hibernate.setLevel(Level.WARNING);
        // The library's bootstrap line listing the ids it takes over: the check goal reports them through Maven's log.
        Logger keys = Logger.getLogger(KEYS_LOGGER);
        Level keysLevel = keys.getLevel();
        keys.setLevel(Level.WARNING);
        try {
            return tool.run();
        } catch (IllegalStateException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        } finally {
            hibernate.setLevel(level);
            keys.setLevel(keysLevel);
        }
    }

    /** The goal's name, for messages. */
    abstract String goal();

    private void refuseStaleClasses() throws MojoExecutionException, MojoFailureException {
        Optional<Path> stale;
        try {
            stale = CompiledClasses.staleSource(sourceRoots, classesDirectory.toPath());
        } catch (IOException e) {
            throw new MojoExecutionException("Cannot compare the project's sources with its classes: " + e.getMessage(), e);
        }
        if (stale.isPresent()) {
            throw new MojoFailureException("The project's classes in " + classesDirectory + " are older than its sources ("
                    + stale.get() + " changed after the last compile, or is not compiled): the " + goal() + " goal reads "
                    + "the compiled entities and would work from the old ones. Compile first: mvn compile spanner-keys:"
                    + goal());
        }
    }

    /** The Hibernate settings of {@link #propertiesFile} and {@link #hibernateProperties}. */
    Map<String, String> settings(ClassLoader loader) throws MojoExecutionException {
        if (propertiesFile != null && !propertiesFile.isFile()) {
            throw new MojoExecutionException("propertiesFile " + propertiesFile + " does not exist");
        }
        Map<String, String> settings;
        try {
            settings = HibernateSettings.resolve(propertiesFile == null ? null : propertiesFile.toPath(),
                    hibernateProperties, name -> loadable(loader, name));
        } catch (IOException e) {
            throw new MojoExecutionException("Cannot read propertiesFile " + propertiesFile + ": " + e.getMessage(), e);
        }
        if (!settings.isEmpty()) {
            getLog().info("Hibernate settings: " + settings);
        }
        return settings;
    }

    private static boolean loadable(ClassLoader loader, String name) {
        try {
            Class.forName(name, false, loader);
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
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
