package dev.spannerkeys.hibernate.internal.offline;

import jakarta.persistence.Converter;
import jakarta.persistence.Entity;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Finds the {@code @Entity} and {@code @Converter} classes of packages (and their subpackages) on a
 * class loader, in directories and jars, for the offline schema tool. Classes are loaded without
 * being initialized.
 */
final class EntityScanner {

    private EntityScanner() {
    }

    /** The entity classes in {@code packages}, sorted by name. */
    static List<Class<?>> entities(ClassLoader loader, List<String> packages) {
        TreeSet<String> names = new TreeSet<>();
        for (String packageName : packages) {
            String path = packageName.replace('.', '/');
            try {
                Enumeration<URL> roots = loader.getResources(path);
                while (roots.hasMoreElements()) {
                    collect(roots.nextElement(), path, names);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot list package " + packageName, e);
            }
        }
        return mappedAmong(loader, names);
    }

    /** The entity classes among the {@code .class} files under {@code classesDirectory}. */
    static List<Class<?>> entitiesIn(ClassLoader loader, Path classesDirectory) {
        TreeSet<String> names = new TreeSet<>();
        if (Files.isDirectory(classesDirectory)) {
            addClassFiles(classesDirectory, classesDirectory, names);
        }
        return mappedAmong(loader, names);
    }

    /** The classes named in {@code names} that load and are mapped: entities and attribute converters. */
    private static List<Class<?>> mappedAmong(ClassLoader loader, TreeSet<String> names) {
        List<Class<?>> entities = new ArrayList<>();
        for (String name : names) {
            Class<?> type = load(loader, name);
            if (type != null && isMapped(type)) {
                entities.add(type);
            }
        }
        return entities;
    }

    private static void collect(URL root, String path, TreeSet<String> names) throws IOException {
        if (root.getProtocol().equals("file")) {
            try {
                Path directory = Path.of(root.toURI());
                Path classesRoot = directory;
                for (int i = 0; i < path.split("/").length; i++) {
                    classesRoot = classesRoot.getParent();
                }
                addClassFiles(classesRoot, directory, names);
            } catch (URISyntaxException e) {
                throw new IOException(e);
            }
        } else if (root.getProtocol().equals("jar")) {
            JarURLConnection connection = (JarURLConnection) root.openConnection();
            connection.setUseCaches(false);
            try (JarFile jar = connection.getJarFile()) {
                Enumeration<JarEntry> entries = jar.entries();
                while (entries.hasMoreElements()) {
                    String entry = entries.nextElement().getName();
                    if (entry.startsWith(path + "/") && isClassFile(entry)) {
                        names.add(entry.substring(0, entry.length() - ".class".length()).replace('/', '.'));
                    }
                }
            }
        }
    }

    private static void addClassFiles(Path classesRoot, Path directory, TreeSet<String> names) {
        try (Stream<Path> files = Files.walk(directory)) {
            files.filter(file -> isClassFile(file.getFileName().toString())).forEach(file -> {
                String relative = classesRoot.relativize(file).toString().replace(File.separatorChar, '/');
                names.add(relative.substring(0, relative.length() - ".class".length()).replace('/', '.'));
            });
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot list " + directory, e);
        }
    }

    /**
     * An entity, or a converter: an application registers its {@code @Converter(autoApply = true)}
     * classes by scanning, as it does its entities, and the DDL depends on them (the column type
     * is the converter's database type).
     */
    /** Whether {@code type} is an entity (not a converter). */
    static boolean isEntity(Class<?> type) {
        return type.isAnnotationPresent(Entity.class);
    }

    private static boolean isMapped(Class<?> type) {
        return type.isAnnotationPresent(Entity.class) || type.isAnnotationPresent(Converter.class);
    }

    private static boolean isClassFile(String name) {
        return name.endsWith(".class") && !name.endsWith("package-info.class") && !name.endsWith("module-info.class");
    }

    private static Class<?> load(ClassLoader loader, String name) {
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            // A class whose dependencies are missing cannot be an entity of this unit.
            return null;
        }
    }
}
