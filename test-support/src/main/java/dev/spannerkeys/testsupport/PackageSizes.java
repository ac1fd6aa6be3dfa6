package dev.spannerkeys.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Test fixture: the project's package rule, no more than 20 top-level types in one package, for the
 * modules that do not run the core module's ArchUnit tests. Counts the top-level classes compiled into
 * a module's classes folder or jar (nested classes and {@code package-info} do not count), package by package.
 */
public final class PackageSizes {

    /** The most top-level types a package may hold. */
    public static final int LIMIT = 20;

    private PackageSizes() {
    }

    /**
     * The number of top-level types of every package compiled with {@code anyClassOfTheModule}, by
     * package name.
     */
    public static Map<String, Long> of(Class<?> anyClassOfTheModule) {
        Path root;
        try {
            root = Path.of(anyClassOfTheModule.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        if (Files.isRegularFile(root)) {
            // a reactor build that runs `verify` puts the module's jar on the class path, not its folder
            try (FileSystem jar = FileSystems.newFileSystem(root)) {
                return count(jar.getPath("/"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return count(root);
    }

    private static Map<String, Long> count(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(file -> file.toString().endsWith(".class"))
                    .filter(file -> !file.getFileName().toString().contains("$")
                            && !file.getFileName().toString().equals("package-info.class"))
                    .collect(Collectors.groupingBy(file -> root.relativize(file.getParent()).toString()
                            .replace(root.getFileSystem().getSeparator(), "."), TreeMap::new, Collectors.counting()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The packages of {@code anyClassOfTheModule}'s module that hold more than {@link #LIMIT} top-level types. */
    public static Map<String, Long> overLimit(Class<?> anyClassOfTheModule) {
        Map<String, Long> over = new TreeMap<>(of(anyClassOfTheModule));
        over.values().removeIf(count -> count <= LIMIT);
        return over;
    }
}
