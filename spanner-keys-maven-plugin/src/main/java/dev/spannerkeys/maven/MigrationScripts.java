package dev.spannerkeys.maven;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The versioned migration scripts of a project ({@code V<version>__<description>.sql} in one folder,
 * by default {@code src/main/resources/db/migration}), in the order Flyway applies them: by version,
 * its parts separated by {@code .} or {@code _} and compared as numbers. For Liquibase, the same files
 * are formatted-SQL changelogs in {@code src/main/resources/db/changelog}, and the master changelog
 * beside them decides what is applied.
 */
final class MigrationScripts {

    private static final Pattern NAME = Pattern.compile("V(\\d+(?:[._]\\d+)*)__(.+)\\.sql");
    private static final Pattern DESCRIPTION = Pattern.compile("[A-Za-z0-9_]+");

    /**
     * One script.
     *
     * @param version the version's numeric parts
     * @param file the file
     */
    record Script(List<BigInteger> version, Path file) {

        /** {@code 1}, {@code 2.1}. */
        String versionText() {
            return String.join(".", version.stream().map(BigInteger::toString).toList());
        }
    }

    private final Path directory;
    private final List<Script> scripts;
    private final MigrationTool tool;

    private MigrationScripts(Path directory, List<Script> scripts, MigrationTool tool) {
        this.directory = directory;
        this.scripts = List.copyOf(scripts);
        this.tool = tool;
    }

    /**
     * The migrations of {@code tool} in {@code directory}: {@link #in(Path)}, marked as Liquibase
     * changelogs when {@code tool} is Liquibase.
     *
     * @throws IOException if the folder cannot be listed
     */
    static MigrationScripts of(MigrationTool tool, Path directory) throws IOException {
        return new MigrationScripts(directory, in(directory).scripts, tool);
    }

    /** The tool that applies them. */
    MigrationTool tool() {
        return tool;
    }

    /** The Liquibase master changelog ({@value LiquibaseChangelogs#MASTER} in the folder). */
    Path masterChangelog() {
        return directory.resolve(LiquibaseChangelogs.MASTER);
    }

    /** Whether there is nothing to apply: no script, and for Liquibase no master changelog either. */
    boolean isEmpty() {
        return scripts.isEmpty() && (tool == MigrationTool.FLYWAY || !Files.isRegularFile(masterChangelog()));
    }

    /**
     * The scripts in {@code directory} (none if it does not exist), in Flyway's order.
     *
     * @throws IOException if the folder cannot be listed
     * @throws IllegalArgumentException if two scripts have the same version
     */
    static MigrationScripts in(Path directory) throws IOException {
        List<Script> scripts = new ArrayList<>();
        if (Files.isDirectory(directory)) {
            try (Stream<Path> files = Files.list(directory)) {
                for (Path file : files.toList()) {
                    Matcher matcher = NAME.matcher(file.getFileName().toString());
                    if (matcher.matches()) {
                        List<BigInteger> version = new ArrayList<>();
                        for (String part : matcher.group(1).split("[._]")) {
                            version.add(new BigInteger(part));
                        }
                        scripts.add(new Script(trimmed(version), file));
                    }
                }
            }
        }
        scripts.sort(Comparator.comparing(Script::version, MigrationScripts::compare));
        for (int i = 1; i < scripts.size(); i++) {
            if (compare(scripts.get(i - 1).version(), scripts.get(i).version()) == 0) {
                throw new IllegalArgumentException("Two migration scripts have version " + scripts.get(i).versionText()
                        + ": " + scripts.get(i - 1).file().getFileName() + " and " + scripts.get(i).file().getFileName());
            }
        }
        return new MigrationScripts(directory, scripts, MigrationTool.FLYWAY);
    }

    /** The scripts, first to last. */
    List<Script> scripts() {
        return scripts;
    }

    /** The folder. */
    Path directory() {
        return directory;
    }

    /** The file the next script goes to: {@code V<n>__<description>.sql}, n one above the highest major version. */
    Path next(String description) {
        String cleaned = description == null ? "" : description.strip().replace(' ', '_').replace('-', '_');
        if (!DESCRIPTION.matcher(cleaned).matches()) {
            throw new IllegalArgumentException("The migration's description '" + description + "' must be letters, "
                    + "digits, spaces, '-' or '_' (e.g. -Dspanner-keys.description=add_reviews)");
        }
        BigInteger major = scripts.isEmpty() ? BigInteger.ZERO : scripts.get(scripts.size() - 1).version().get(0);
        return directory.resolve("V" + major.add(BigInteger.ONE) + "__" + cleaned.toLowerCase(Locale.ROOT) + ".sql");
    }

    /**
     * The files a Flyway migration of {@code statements} statements goes to: {@link #next(String)} for one
     * statement; otherwise one script per statement, {@code V<n>_<k>__<description>.sql} (versions
     * {@code n.1}, {@code n.2}, ..., {@code k} zero-padded so the files also list in order). Spanner's DDL is
     * not transactional: Flyway records a script as applied only when all of it ran, and applies a
     * failed script again from its first statement, which then already exists. With one statement per
     * script, the scripts before a failure stay recorded, and after the cause is fixed and the failed
     * entry removed ({@code flyway repair}), the next migrate resumes at the statement that failed.
     */
    List<Path> next(String description, int statements) {
        Path single = next(description);
        if (statements <= 1) {
            return List.of(single);
        }
        String name = single.getFileName().toString();
        int separator = name.indexOf("__");
        String width = "%0" + String.valueOf(statements).length() + "d";
        List<Path> files = new ArrayList<>();
        for (int step = 1; step <= statements; step++) {
            files.add(directory.resolve(name.substring(0, separator) + "_" + String.format(Locale.ROOT, width, step)
                    + name.substring(separator)));
        }
        return files;
    }

    /** The statements of a script: split at {@code ;} ending a line, {@code --} comment lines left out. */
    static List<String> statements(String script) {
        StringBuilder code = new StringBuilder();
        for (String line : script.split("\\R")) {
            if (!line.strip().startsWith("--")) {
                code.append(line).append('\n');
            }
        }
        List<String> statements = new ArrayList<>();
        for (String part : code.toString().split(";\\s*(\\R|$)")) {
            if (!part.isBlank()) {
                statements.add(part.strip());
            }
        }
        return statements;
    }

    private static List<BigInteger> trimmed(List<BigInteger> version) {
        List<BigInteger> parts = new ArrayList<>(version);
        while (parts.size() > 1 && parts.get(parts.size() - 1).signum() == 0) {
            parts.remove(parts.size() - 1);
        }
        return parts;
    }

    private static int compare(List<BigInteger> one, List<BigInteger> other) {
        for (int i = 0; i < Math.max(one.size(), other.size()); i++) {
            BigInteger a = i < one.size() ? one.get(i) : BigInteger.ZERO;
            BigInteger b = i < other.size() ? other.get(i) : BigInteger.ZERO;
            int order = a.compareTo(b);
            if (order != 0) {
                return order;
            }
        }
        return 0;
    }
}
