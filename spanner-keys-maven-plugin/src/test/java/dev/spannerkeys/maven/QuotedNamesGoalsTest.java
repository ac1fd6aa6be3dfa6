package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.internal.offline.DialectDdl;
import dev.spannerkeys.zoo.InformationSchema;
import dev.spannerkeys.zoo.ZooSessions;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The plugin's goals on a model named with reserved words and quoted names (the fixtures under
 * {@code fixtures.quoted}): table {@code User}, table {@code Order} interleaved in it, reserved columns
 * ({@code Order}, {@code group}, {@code Limit}, {@code Select}), names with a space (a column, a key column, two
 * indexes). The {@code ddl} script creates on an empty database what Hibernate's {@code create} makes; the
 * {@code migration} goal's scripts (Flyway layout in both dialects, Liquibase changelogs in GoogleSQL, the one
 * dialect its Spanner extension runs on) give that schema version by version, {@code validate} passes on the
 * migrated database, and {@code verify-migrations} passes, and fails naming the quoted index when a script is
 * edited by hand; {@code check} reports a finding on a reserved table and column by their names and source line.
 */
@SpannerEmulatorTest
class QuotedNamesGoalsTest {

    private static final String QUOTED = "dev.spannerkeys.maven.fixtures.quoted.";
    private static final List<String> V1 = List.of(QUOTED + "v1.User", QUOTED + "v1.Order");
    private static final List<String> V2 = List.of(QUOTED + "v2.User", QUOTED + "v2.Order");

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void ddlAndFlywayMigrationsCarryTheNamesAsTheDatabaseStoresThem(DatabaseDialect dialect, SpannerEmulator emulator,
            @TempDir Path folder) throws Exception {
        boolean google = dialect == DatabaseDialect.GOOGLE_STANDARD_SQL;
        String script = ddl(folder, dialect);
        for (String expected : google
                ? List.of("CREATE TABLE `Order` (", "`line no` int64 NOT NULL", "`group` string(255)",
                        "INTERLEAVE IN PARENT `User` ON DELETE CASCADE", "CREATE INDEX `Orders By Limit` ON `Order` (`Limit`)")
                : List.of("CREATE TABLE \"Order\" (", "\"line no\" bigint NOT NULL", "\"group\" varchar(255)",
                        "INTERLEAVE IN PARENT \"User\" ON DELETE CASCADE",
                        "CREATE INDEX \"Orders By Limit\" ON \"Order\" (\"Limit\")")) {
            assertTrue(script.contains(expected), "expected " + expected + " in\n" + script);
        }
        EmulatorDatabase scripted = emulator.newDatabase(dialect);
        ZooSessions.execute(scripted, script);
        EmulatorDatabase created = emulator.newDatabase(dialect);
        ZooSessions.create(created, V1);
        assertEquals(InformationSchema.read(created), InformationSchema.read(scripted));

        Path scripts = folder.resolve("db/migration");
        MigrationGoalsTest.migration(emulator, scripts, dialect, V1, "baseline", false);
        List<Path> second = MigrationGoalsTest.migration(emulator, scripts, dialect, V2, "select and an index", false);
        String two = MigrationGoalsTest.text(second);
        for (String expected : google
                ? List.of("ALTER TABLE `User` ADD COLUMN `Select` STRING(255)",
                        "ALTER TABLE `Order` ALTER COLUMN `group` STRING(400)",
                        "CREATE INDEX `Users By Order` ON `User` (`Order`) STORING (`hire date`)")
                : List.of("ALTER TABLE \"User\" ADD COLUMN \"Select\" varchar(255)",
                        "ALTER TABLE \"Order\" ALTER COLUMN \"group\" TYPE varchar(400)",
                        "CREATE INDEX \"Users By Order\" ON \"User\" (\"Order\") INCLUDE (\"hire date\")")) {
            assertTrue(two.toLowerCase().contains(expected.toLowerCase()), "expected " + expected + " in\n" + two);
        }
        EmulatorDatabase migrated = ScriptsDatabase.migrate(emulator, ZooSessions.sqlDialect(dialect),
                MigrationScripts.in(scripts));
        EmulatorDatabase createdNext = emulator.newDatabase(dialect);
        ZooSessions.create(createdNext, V2);
        assertEquals(InformationSchema.read(createdNext).withoutFlywayHistory(),
                InformationSchema.read(migrated).withoutFlywayHistory());
        ZooSessions.run(migrated, Map.of(), "validate", classes(V2));
        MigrationGoalsTest.verify(emulator, scripts, dialect, V2);

        String storing = google ? " STORING (`hire date`)" : " INCLUDE (\"hire date\")";
        Path edited = second.stream().filter(file -> read(file).contains(storing)).findFirst().orElseThrow();
        String original = Files.readString(edited);
        Files.writeString(edited, original.replace(storing, ""));
        MojoFailureException failure = assertThrows(MojoFailureException.class,
                () -> MigrationGoalsTest.verify(emulator, scripts, dialect, V2));
        assertTrue(failure.getMessage().contains("table User, index Users By Order: storing: expected (hire date), "
                + "actual ()"), failure.getMessage());
    }

    @Test
    void liquibaseChangelogsCarryTheNamesAsTheDatabaseStoresThem(SpannerEmulator emulator, @TempDir Path folder)
            throws Exception {
        Path changelogs = folder.resolve("db/changelog");
        List<Path> first = liquibaseMigration(emulator, changelogs, V1, "baseline");
        String baseline = MigrationGoalsTest.text(first);
        assertTrue(baseline.contains("--changeset spanner-keys:1-1") && baseline.contains("CREATE TABLE `Order` ("),
                baseline);
        liquibaseMigration(emulator, changelogs, V2, "select and an index");
        EmulatorDatabase migrated = ScriptsDatabase.migrate(emulator, ZooSessions.sqlDialect(
                DatabaseDialect.GOOGLE_STANDARD_SQL), MigrationScripts.of(MigrationTool.LIQUIBASE, changelogs));
        EmulatorDatabase created = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        ZooSessions.create(created, V2);
        assertEquals(InformationSchema.read(created).withoutLiquibaseHistory(),
                InformationSchema.read(migrated).withoutLiquibaseHistory());
        configureLiquibase(new VerifyMigrationsMojo(), emulator, changelogs, V2).execute();
    }

    @Test
    void checkPassesOnTheQuotedModelAndLocatesAFindingOnAReservedTable(@TempDir Path output) throws Exception {
        CheckMojo good = check(output.resolve("good"), QUOTED + "v2");
        good.execute();
        assertTrue(Files.readString(output.resolve("good/advisor.txt")).startsWith("Spanner key advisor: 0 errors"),
                Files.readString(output.resolve("good/advisor.txt")));

        CheckMojo bad = check(output.resolve("bad"), QUOTED + "bad");
        assertThrows(MojoFailureException.class, bad::execute);
        String text = Files.readString(output.resolve("bad/advisor.txt"));
        assertTrue(text.contains("ERROR [timestamp-key] Entity '" + QUOTED + "bad.Group' (table Group), attribute 'at'"),
                text);
        JsonObject physical = SarifRequiredFields.check(Files.readString(output.resolve("bad/advisor.sarif")))
                .getAsJsonArray("runs").get(0).getAsJsonObject().getAsJsonArray("results").get(0).getAsJsonObject()
                .getAsJsonArray("locations").get(0).getAsJsonObject().getAsJsonObject("physicalLocation");
        assertEquals("src/test/java/dev/spannerkeys/maven/fixtures/quoted/bad/Group.java",
                physical.getAsJsonObject("artifactLocation").get("uri").getAsString());
        assertEquals(13, physical.getAsJsonObject("region").get("startLine").getAsInt(), "the line declaring at");
    }

    private static String ddl(Path folder, DatabaseDialect dialect) throws Exception {
        DdlMojo ddl = new DdlMojo();
        ddl.entities = V1;
        ddl.dialects = List.of(DialectDdl.name(ZooSessions.sqlDialect(dialect)));
        Path output = Files.createTempDirectory(folder, "ddl");
        ddl.outputDirectory = output.toFile();
        ddl.classesDirectory = new File("target/test-classes");
        ddl.classpathElements = List.of();
        ddl.execute();
        return Files.readString(output.resolve(DialectDdl.name(ZooSessions.sqlDialect(dialect)) + ".sql"));
    }

    private static CheckMojo check(Path output, String pkg) {
        CheckMojo check = new CheckMojo();
        check.packages = List.of(pkg);
        check.outputDirectory = output.toFile();
        check.classesDirectory = new File("target/test-classes");
        check.classpathElements = List.of();
        check.baseDirectory = new File(".");
        check.sourceRoots = List.of(new File("src/test/java").getAbsolutePath());
        return check;
    }

    private static List<Path> liquibaseMigration(SpannerEmulator emulator, Path changelogs, List<String> entities,
            String description) throws Exception {
        MigrationMojo mojo = configureLiquibase(new MigrationMojo(), emulator, changelogs, entities);
        mojo.description = description;
        mojo.execute();
        return mojo.written;
    }

    private static <M extends MigrationsMojo> M configureLiquibase(M mojo, SpannerEmulator emulator, Path changelogs,
            List<String> entities) {
        mojo.entities = entities;
        mojo.emulator = emulator;
        mojo.migrationTool = "liquibase";
        mojo.changelogDirectory = changelogs.toFile();
        mojo.migrationsDirectory = changelogs.getParent().resolve("migration").toFile();
        mojo.dialect = DialectDdl.name(ZooSessions.sqlDialect(DatabaseDialect.GOOGLE_STANDARD_SQL));
        mojo.classesDirectory = new File("target/test-classes");
        mojo.classpathElements = List.of();
        return mojo;
    }

    private static List<Class<?>> classes(List<String> entities) throws ClassNotFoundException {
        List<Class<?>> classes = new ArrayList<>();
        for (String name : entities) {
            classes.add(Class.forName(name));
        }
        return classes;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
