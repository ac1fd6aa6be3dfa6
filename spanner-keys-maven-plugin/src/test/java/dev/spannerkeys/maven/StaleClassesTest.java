package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An entity edited after the last compile: every goal that reads the compiled entities ({@code ddl},
 * {@code check}, {@code migration}, {@code verify-migrations}) refuses to run on the old classes and
 * names the goal to run first, before it writes anything or starts an emulator.
 */
class StaleClassesTest {

    @Test
    void everyGoalRefusesClassesOlderThanTheirSources(@TempDir Path project) throws Exception {
        Path sources = project.resolve("src/main/java");
        Path classes = project.resolve("target/classes");
        Path source = write(sources.resolve("shop/Order.java"), "package shop; public class Order {}");
        write(sources.resolve("shop/package-info.java"), "package shop;");
        Path compiled = write(classes.resolve("shop/Order.class"), "compiled");
        Files.setLastModifiedTime(compiled, FileTime.from(Instant.now().minusSeconds(60)));
        Files.setLastModifiedTime(source, FileTime.from(Instant.now()));

        for (SchemaMojo mojo : List.of(new DdlMojo(), new CheckMojo(), new MigrationMojo(), new VerifyMigrationsMojo())) {
            mojo.sourceRoots = List.of(sources.toString());
            mojo.classesDirectory = classes.toFile();
            mojo.outputDirectory = project.resolve("target/spanner").toFile();
            if (mojo instanceof MigrationsMojo migrations) {
                migrations.migrationsDirectory = project.resolve("src/main/resources/db/migration").toFile();
                migrations.changelogDirectory = project.resolve("src/main/resources/db/changelog").toFile();
            }
            MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute, mojo.goal());
            assertTrue(failure.getMessage().contains("older than its sources"), failure.getMessage());
            assertTrue(failure.getMessage().contains("Order.java"), failure.getMessage());
            assertTrue(failure.getMessage().contains("Compile first: mvn compile spanner-keys:" + mojo.goal()),
                    failure.getMessage());
        }
        assertFalse(Files.exists(project.resolve("target/spanner")), "nothing written");
        assertFalse(Files.exists(project.resolve("src/main/resources/db")), "nothing written");
    }

    @Test
    void upToDateClassesPassAndAMissingClassIsStale(@TempDir Path project) throws Exception {
        Path sources = project.resolve("src/main/java");
        Path classes = project.resolve("target/classes");
        Path source = write(sources.resolve("shop/Order.java"), "package shop; public class Order {}");
        Files.setLastModifiedTime(source, FileTime.from(Instant.now().minusSeconds(60)));
        write(classes.resolve("shop/Order.class"), "compiled");
        assertEquals(Optional.empty(), CompiledClasses.staleSource(List.of(sources.toString()), classes));

        Path added = write(sources.resolve("shop/Invoice.java"), "package shop; public class Invoice {}");
        assertEquals(Optional.of(added), CompiledClasses.staleSource(List.of(sources.toString()), classes));
        assertEquals(Optional.empty(), CompiledClasses.staleSource(List.of(project.resolve("none").toString()), classes));
    }

    private static Path write(Path file, String text) throws Exception {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }
}
