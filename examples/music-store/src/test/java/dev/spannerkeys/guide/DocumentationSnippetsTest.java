package dev.spannerkeys.guide;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The user guide cannot drift from the code: every {@code ```java} block in {@code docs/} is
 * preceded by a marker naming the source files it comes from,
 *
 * <pre>
 * &lt;!-- from: examples/access-log/src/main/java/.../UserAccessLog.java --&gt;
 * </pre>
 *
 * and its lines appear in those files, in the same order (whitespace aside). Those files are
 * compiled by this build, and most of them run in its tests. A snippet may leave code out: a line
 * that is only an elision ({@code // ...}, {@code ...}, or a comment containing {@code ...}) is
 * skipped, and a line cut short by {@code /* ... *}{@code /} only has to start a source line. Every
 * block imports the annotations it uses, so a reader can copy it as it stands.
 */
class DocumentationSnippetsTest {

    /** A marker: {@code <!-- from: path[, path...] -->} on the line right before the block. */
    private static final Pattern MARKER = Pattern.compile("<!--\\s*from:\\s*(.+?)\\s*-->");
    private static final String INLINE_ELISION = "/* ... */";

    /**
     * Pages whose Java blocks do not carry markers yet: written alongside this check, or announced
     * and not written yet. Remove a page once its blocks are marked;
     * {@link #pagesWithoutMarkersAreOnlyTheKnownOnes} fails while a marked page is still listed.
     */
    private static final Set<String> NOT_YET_MARKED = Set.of(
            "docs/write-path.md",
            "docs/reliability.md",
            "docs/performance.md",
            "docs/spring-boot.md",
            "docs/schema/interleaved.md");

    record Snippet(Path page, int line, List<String> sources, List<String> code) {
        @Override
        public String toString() {
            return root().relativize(page) + ":" + line;
        }
    }

    static Path root() {
        String root = System.getProperty("spanner.keys.test.repository-root");
        assertThat(root).as("set by the surefire configuration in this module's pom").isNotBlank();
        return Path.of(root).toAbsolutePath().normalize();
    }

    static List<Path> pages() {
        try (Stream<Path> files = Files.walk(root().resolve("docs"))) {
            return files.filter(file -> file.toString().endsWith(".md")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The Java blocks of a page, with the marker before each (an empty source list if there is none). */
    static List<Snippet> snippets(Path page) {
        List<String> lines;
        try {
            lines = Files.readAllLines(page);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Snippet> snippets = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).strip().equals("```java")) {
                continue;
            }
            List<String> sources = new ArrayList<>();
            Matcher marker = i > 0 ? MARKER.matcher(lines.get(i - 1).strip()) : null;
            if (marker != null && marker.matches()) {
                for (String source : marker.group(1).split(",")) {
                    sources.add(source.strip());
                }
            }
            int start = i + 1;
            int end = start;
            while (end < lines.size() && !lines.get(end).strip().equals("```")) {
                end++;
            }
            snippets.add(new Snippet(page, i + 1, sources, lines.subList(start, end)));
            i = end;
        }
        return snippets;
    }

    private static String normalized(String line) {
        return line.strip().replaceAll("\\s+", " ");
    }

    private static boolean isElision(String line) {
        return line.equals("...") || (line.startsWith("//") || line.startsWith("/*")) && line.contains("...");
    }

    private static List<String> sourceLines(List<String> sources) {
        List<String> lines = new ArrayList<>();
        for (String source : sources) {
            Path file = root().resolve(source);
            assertThat(file).as("source named by a marker").isRegularFile();
            try {
                Files.readAllLines(file).stream().map(DocumentationSnippetsTest::normalized).forEach(lines::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return lines;
    }

    /** Checks that the snippet's lines occur in its sources in order; returns the first one that does not. */
    static String firstMissingLine(Snippet snippet) {
        List<String> source = sourceLines(snippet.sources());
        int position = 0;
        for (String raw : snippet.code()) {
            String line = normalized(raw);
            if (line.isEmpty() || isElision(line)) {
                continue;
            }
            boolean prefixOnly = line.contains(INLINE_ELISION);
            String wanted = prefixOnly ? line.substring(0, line.indexOf(INLINE_ELISION)).strip() : line;
            int found = -1;
            for (int i = position; i < source.size(); i++) {
                if (prefixOnly ? source.get(i).startsWith(wanted) : source.get(i).equals(wanted)) {
                    found = i;
                    break;
                }
            }
            if (found < 0) {
                return raw;
            }
            position = found + 1;
        }
        return null;
    }

    @TestFactory
    Stream<DynamicTest> everyMarkedSnippetComesFromItsSources() {
        return pages().stream()
                .flatMap(page -> snippets(page).stream())
                .filter(snippet -> !snippet.sources().isEmpty())
                .map(snippet -> DynamicTest.dynamicTest(snippet.toString(), () -> assertThat(firstMissingLine(snippet))
                        .as("%s: a line not found, in this order, in %s", snippet, snippet.sources())
                        .isNull()));
    }

    /** Annotations of {@code java.lang}, which need no import. */
    private static final Set<String> JAVA_LANG_ANNOTATIONS = Set.of("Override", "Deprecated", "SuppressWarnings",
            "FunctionalInterface", "SafeVarargs");
    private static final Pattern ANNOTATION = Pattern.compile("@([A-Z]\\w*)");
    private static final Pattern IMPORT = Pattern.compile("^\\s*import\\s+(?:static\\s+)?[\\w.]+\\.(\\w+);");

    /**
     * The annotations a snippet uses that it does not import: a reader copying the snippet gets every
     * import it needs. Comments do not count; an annotation declared in the package of the snippet's
     * first source needs no import.
     */
    static List<String> unimportedAnnotations(Snippet snippet) {
        Set<String> imported = new java.util.HashSet<>();
        Set<String> used = new java.util.TreeSet<>();
        for (String raw : snippet.code()) {
            Matcher importLine = IMPORT.matcher(raw);
            if (importLine.find()) {
                imported.add(importLine.group(1));
                continue;
            }
            String code = raw.strip();
            if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) {
                continue;
            }
            int comment = code.indexOf("//");
            Matcher annotation = ANNOTATION.matcher(comment < 0 ? code : code.substring(0, comment));
            while (annotation.find()) {
                used.add(annotation.group(1));
            }
        }
        Path sourcePackage = snippet.sources().isEmpty() ? null : root().resolve(snippet.sources().get(0)).getParent();
        return used.stream()
                .filter(name -> !imported.contains(name) && !JAVA_LANG_ANNOTATIONS.contains(name))
                .filter(name -> sourcePackage == null || !Files.exists(sourcePackage.resolve(name + ".java")))
                .toList();
    }

    @TestFactory
    Stream<DynamicTest> everySnippetImportsTheAnnotationsItUses() {
        return pages().stream()
                .flatMap(page -> snippets(page).stream())
                .map(snippet -> DynamicTest.dynamicTest(snippet.toString(), () -> assertThat(
                        unimportedAnnotations(snippet)).as("%s: annotations used without an import line", snippet)
                        .isEmpty()));
    }

    @Test
    void theImportCheckFindsAMissingImport() {
        Path page = root().resolve("docs/getting-started.md");
        List<String> source = List.of("examples/music-store/src/test/java/dev/spannerkeys/guide/keys/Singer.java");
        Snippet bare = new Snippet(page, 1, source, List.of("@Entity", "public class Singer {",
                "    @Id @BitReversedSequence(name = \"singer_seq\") // @Transactional in a comment does not count",
                "    private Long id;"));
        assertThat(unimportedAnnotations(bare)).containsExactly("BitReversedSequence", "Entity", "Id");
        Snippet imported = new Snippet(page, 1, source, List.of("import dev.spannerkeys.annotations.BitReversedSequence;",
                "import jakarta.persistence.Entity;", "import jakarta.persistence.Id;", "", "@Entity",
                "public class Singer {", "    @Id @BitReversedSequence(name = \"singer_seq\")", "    private Long id;"));
        assertThat(unimportedAnnotations(imported)).isEmpty();
    }

    @Test
    void pagesWithoutMarkersAreOnlyTheKnownOnes() {
        List<String> unmarked = pages().stream()
                .flatMap(page -> snippets(page).stream())
                .filter(snippet -> snippet.sources().isEmpty())
                .map(snippet -> root().relativize(snippet.page()).toString())
                .distinct()
                .toList();
        assertThat(unmarked).as("pages with a ```java block that has no <!-- from: ... --> marker")
                .allMatch(NOT_YET_MARKED::contains);
        assertThat(NOT_YET_MARKED.stream().filter(page -> Files.exists(root().resolve(page))))
                .as("pages listed as not yet marked whose blocks are all marked now (remove them from the list)")
                .allMatch(page -> unmarked.contains(page) || snippets(root().resolve(page)).isEmpty());
    }

    @Test
    void theCheckFindsADriftedLine() {
        Path page = root().resolve("docs/keys/hashed-shards.md");
        Snippet drifted = new Snippet(page, 1,
                List.of("examples/access-log/src/main/java/dev/spannerkeys/examples/accesslog/UserAccessLog.java"),
                List.of("@Id @ShardId(of = {\"userId\", \"lastAccess\"}, shards = 32)"));
        assertThat(firstMissingLine(drifted)).isNotNull();
        Snippet elided = new Snippet(page, 1, drifted.sources(),
                List.of("public class UserAccessLog { /* ... */ }", "// ... getters", "private Long userId;"));
        assertThat(firstMissingLine(elided)).isNull();
    }
}
