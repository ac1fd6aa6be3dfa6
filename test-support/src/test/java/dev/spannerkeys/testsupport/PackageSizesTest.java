package dev.spannerkeys.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The package rule counts top-level types, one per source file, and holds for this module. */
class PackageSizesTest {

    @Test
    void countsOneTypePerSourceFileAndNoPackageIsOverTheLimit() throws IOException {
        long sources;
        try (Stream<Path> files = Files.list(Path.of("src/main/java/dev/spannerkeys/testsupport"))) {
            sources = files.filter(file -> !file.getFileName().toString().equals("package-info.java")).count();
        }
        assertEquals(Map.of("dev.spannerkeys.testsupport", sources), PackageSizes.of(PackageSizes.class));
        assertEquals(Map.of(), PackageSizes.overLimit(PackageSizes.class));
    }
}
