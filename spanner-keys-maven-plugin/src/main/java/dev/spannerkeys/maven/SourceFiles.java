package dev.spannerkeys.maven;

import dev.spannerkeys.advisor.input.Location;
import dev.spannerkeys.advisor.report.SourceLocator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Finds the source file of a finding's entity in the project's source roots, and the line that
 * declares its attribute (or the class), for SARIF physical locations relative to the project. An
 * attribute inherited from a superclass ({@code @MappedSuperclass}) is found in that class's file.
 */
final class SourceFiles implements SourceLocator {

    private final Path baseDirectory;
    private final List<String> sourceRoots;

    SourceFiles(Path baseDirectory, List<String> sourceRoots) {
        this.baseDirectory = baseDirectory.toAbsolutePath();
        this.sourceRoots = List.copyOf(sourceRoots);
    }

    @Override
    public Optional<SourceLine> locate(Location location) {
        if (location.entity().isEmpty()) {
            return Optional.empty();
        }
        // An inherited attribute is written in the superclass that declares it.
        String type = location.declaredIn().orElse(location.entity().get());
        // A nested class lives in its top-level class's file.
        String topLevel = type.contains("$") ? type.substring(0, type.indexOf('$')) : type;
        String relative = topLevel.replace('.', '/') + ".java";
        for (String root : sourceRoots) {
            Path file = Path.of(root).toAbsolutePath().resolve(relative);
            if (Files.isRegularFile(file)) {
                String uri = baseDirectory.relativize(file).toString().replace('\\', '/');
                return Optional.of(new SourceLine(uri, line(file, type, location)));
            }
        }
        return Optional.empty();
    }

    private static int line(Path file, String type, Location location) {
        String simpleName = type.substring(type.lastIndexOf('.') + 1);
        simpleName = simpleName.substring(simpleName.lastIndexOf('$') + 1);
        String attribute = location.attribute().map(name -> name.substring(name.lastIndexOf('.') + 1)).orElse(null);
        Pattern classLine = Pattern.compile(".*\\b(class|record)\\s+" + Pattern.quote(simpleName) + "\\b.*");
        Pattern attributeLine = attribute == null ? null : Pattern.compile(".*\\b" + Pattern.quote(attribute) + "\\s*[;=].*");
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            int classAt = 0;
            for (int i = 0; i < lines.size(); i++) {
                if (classAt == 0 && classLine.matcher(lines.get(i)).matches()) {
                    classAt = i + 1;
                    if (attributeLine == null) {
                        return classAt;
                    }
                } else if (classAt > 0 && attributeLine != null && attributeLine.matcher(lines.get(i)).matches()) {
                    return i + 1;
                }
            }
            return Math.max(1, classAt);
        } catch (IOException e) {
            return 1;
        }
    }
}
