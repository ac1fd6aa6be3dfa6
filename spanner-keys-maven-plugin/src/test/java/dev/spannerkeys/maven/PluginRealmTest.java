package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.lang.reflect.Field;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ddl} goal as Maven runs it: the plugin in a class loader of its own that has the
 * plugin's dependencies only, the project's classes and its runtime dependencies (here Bean
 * Validation with Hibernate Validator) on a class loader above it. Hibernate then applies the
 * project's constraints to the DDL, as at run time, and nothing is missing from the plugin's
 * dependencies (it used to fail with {@code NoClassDefFoundError: jakarta/validation/ValidatorFactory}).
 */
class PluginRealmTest {

    private static final List<String> PROJECT_ONLY = List.of("/org/hibernate/validator/", "/org/glassfish/expressly/",
            "/jakarta/el/", "/com/fasterxml/classmate/");

    @Test
    void beanValidationOnTheProjectsRuntimeClasspathShapesTheDdl(@TempDir Path output) throws Exception {
        List<URL> plugin = new ArrayList<>();
        List<String> project = new ArrayList<>();
        String testClasses = new File("target/test-classes").getAbsolutePath();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            String path = new File(entry).getAbsolutePath();
            if (path.equals(testClasses) || PROJECT_ONLY.stream().anyMatch(path.replace('\\', '/')::contains)) {
                project.add(path);
            } else {
                plugin.add(new File(path).toURI().toURL());
            }
        }
        try (URLClassLoader realm = new URLClassLoader(plugin.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
            Class<?> mojoClass = realm.loadClass(DdlMojo.class.getName());
            Object mojo = mojoClass.getConstructor().newInstance();
            set(mojo, "entities", List.of("dev.spannerkeys.maven.fixtures.validated.Member"));
            set(mojo, "dialects", List.of("googlesql"));
            set(mojo, "outputDirectory", output.toFile());
            set(mojo, "classesDirectory", new File(testClasses));
            set(mojo, "classpathElements", project);
            mojoClass.getMethod("execute").invoke(mojo);
        }
        String ddl = Files.readString(output.resolve("googlesql.sql"));
        assertTrue(ddl.contains("name string(255) NOT NULL"), ddl);
        assertTrue(ddl.contains("nickname string(80)"), ddl);
    }

    private static void set(Object mojo, String name, Object value) throws ReflectiveOperationException {
        for (Class<?> type = mojo.getClass(); type != null; type = type.getSuperclass()) {
            try {
                Field field = type.getDeclaredField(name);
                field.setAccessible(true);
                field.set(mojo, value);
                return;
            } catch (NoSuchFieldException e) {
                // declared further up
            }
        }
        throw new NoSuchFieldException(name);
    }
}
