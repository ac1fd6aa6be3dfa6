package dev.spannerkeys.hibernate.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;

/**
 * Micrometer is an optional dependency: the library, with prefetching pools and the mutation write
 * path, runs in a class loader that has the test class path without Micrometer's jars.
 */
@SpannerEmulatorTest
class WithoutMicrometerTest {

    @Test
    void theLibraryWorksWithoutMicrometerOnTheClassPath(EmulatorDatabase database) throws Exception {
        List<URL> classPath = new ArrayList<>();
        boolean removed = false;
        for (URL entry : testClassPath()) {
            if (entry.getPath().contains("/io/micrometer/micrometer-core/")) {
                removed = true;
            } else {
                classPath.add(entry);
            }
        }
        assertTrue(removed, "micrometer-core was on the test class path: " + classPath);
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader withoutMicrometer = new URLClassLoader(classPath.toArray(URL[]::new),
                ClassLoader.getPlatformClassLoader())) {
            assertThrows(ClassNotFoundException.class,
                    () -> withoutMicrometer.loadClass("io.micrometer.core.instrument.MeterRegistry"));
            Class<?> scenario = withoutMicrometer.loadClass(WithoutMicrometerScenario.class.getName());
            assertFalse(scenario == WithoutMicrometerScenario.class, "the scenario runs in the other class loader");
            Thread.currentThread().setContextClassLoader(withoutMicrometer);
            Object rows = scenario.getMethod("run", String.class).invoke(null, database.jdbcUrl());
            assertEquals(1_500L, rows);
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }

    /** The class path of this JVM, also when Surefire passes it in a manifest-only jar. */
    private static List<URL> testClassPath() throws IOException {
        List<URL> urls = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry);
            if (entry.endsWith(".jar") && path.getFileName().toString().startsWith("surefirebooter")) {
                try (JarFile jar = new JarFile(path.toFile())) {
                    Manifest manifest = jar.getManifest();
                    for (String item : manifest.getMainAttributes().getValue("Class-Path").split(" ")) {
                        urls.add(path.getParent().toUri().resolve(item).toURL());
                    }
                }
            } else {
                urls.add(path.toUri().toURL());
            }
        }
        return urls;
    }
}
