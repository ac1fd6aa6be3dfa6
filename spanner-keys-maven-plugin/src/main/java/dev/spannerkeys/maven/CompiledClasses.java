package dev.spannerkeys.maven;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Whether the project's compiled classes are as new as its sources: the goals read the classes, so
 * an entity edited after the last compile would give a schema (or "nothing to do") from the old
 * entity, silently. A source file whose class is missing or older than the file is stale.
 */
final class CompiledClasses {

    private CompiledClasses() {
    }

    /**
     * The first source file, under {@code sourceRoots}, whose class in {@code classesDirectory} is
     * missing or older than it; empty when every class is up to date ({@code package-info.java} and
     * {@code module-info.java} are not looked at).
     *
     * @throws IOException if a folder cannot be listed
     */
    static Optional<Path> staleSource(List<String> sourceRoots, Path classesDirectory) throws IOException {
        for (String root : sourceRoots) {
            Path sources = Path.of(root);
            if (!Files.isDirectory(sources)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(sources)) {
                Optional<Path> stale = files.filter(file -> file.getFileName().toString().endsWith(".java"))
                        .filter(file -> !file.getFileName().toString().equals("package-info.java")
                                && !file.getFileName().toString().equals("module-info.java"))
                        .filter(file -> isStale(file, classesDirectory.resolve(sources.relativize(file).toString()
                                .replaceAll("\\.java$", ".class"))))
                        .findFirst();
                if (stale.isPresent()) {
                    return stale;
                }
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
        }
        return Optional.empty();
    }

    private static boolean isStale(Path source, Path compiled) {
        try {
            if (!Files.isRegularFile(compiled)) {
                return true;
            }
            FileTime sourceTime = Files.getLastModifiedTime(source);
            return Files.getLastModifiedTime(compiled).compareTo(sourceTime) < 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
