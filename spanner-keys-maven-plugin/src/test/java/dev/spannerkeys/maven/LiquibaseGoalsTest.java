package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code migration} and {@code verify-migrations} goals with {@code migrationTool=liquibase} on the
 * library model of {@link MigrationGoalsTest} (versions 1 to 3): each generated changelog is formatted
 * SQL with one change set per statement, included from the master changelog, and Liquibase with Google's
 * Spanner extension applies the master changelog to a fresh emulator database with the Spanner clauses
 * intact ({@code INTERLEAVE IN PARENT}, {@code DESC} key parts, sequence options, {@code STORING} and
 * interleaved indexes): the schema equals what Hibernate creates, compared on INFORMATION_SCHEMA. A
 * second update is a no-op; a hand-edited change set fails the verification.
 */
@SpannerEmulatorTest
class LiquibaseGoalsTest {

    private static final String LIBRARY = "dev.spannerkeys.maven.fixtures.library.";
    private static final Pattern CHANGE_SET = Pattern.compile("(?m)^--changeset spanner-keys:(\\d+)-(\\d+)$");

    private static List<String> version(String version) {
        List<String> entities = new ArrayList<>(List.of(LIBRARY + version + ".Author", LIBRARY + version + ".Book"));
        if (version.equals("v2")) {
            entities.add(LIBRARY + "v2.Review");
        }
        entities.add(LIBRARY + "v1.Loan");
        return entities;
    }

    @Test
    void versionsOneToThreeAsLiquibaseChangelogsGiveTheSchemaHibernateCreates(SpannerEmulator emulator,
            @TempDir Path folder) throws Exception {
        Path changelogs = folder.resolve("db/changelog");
        Path v1 = migration(emulator, changelogs, version("v1"), "baseline", false);
        assertEquals("V1__baseline.sql", v1.getFileName().toString());
        String baseline = Files.readString(v1);
        assertTrue(baseline.startsWith("--liquibase formatted sql\n"), baseline);
        List<String> statements = MigrationScripts.statements(baseline);
        var ids = CHANGE_SET.matcher(baseline).results().map(match -> match.group(1) + "-" + match.group(2)).toList();
        assertEquals(statements.size(), ids.size(), "one change set per statement:\n" + baseline);
        for (int i = 0; i < ids.size(); i++) {
            assertEquals("1-" + (i + 1), ids.get(i));
        }
        assertTrue(baseline.contains("INTERLEAVE IN PARENT Author ON DELETE CASCADE"), baseline);
        assertTrue(baseline.contains("loanedAt DESC)"), baseline);
        assertTrue(baseline.contains("bit_reversed_positive"), baseline);
        assertNull(migration(emulator, changelogs, version("v1"), "again", false), "nothing to do: no file");
        assertSameSchema(emulator, changelogs, version("v1"));

        Path v2 = migration(emulator, changelogs, version("v2"), "reviews", false);
        String two = Files.readString(v2);
        for (String expected : List.of("--changeset spanner-keys:2-1", "CREATE TABLE Review (",
                "ALTER INDEX AuthorsByName ADD STORED COLUMN email", "INTERLEAVE IN Author")) {
            assertTrue(two.contains(expected), "expected " + expected + " in\n" + two);
        }
        assertSameSchema(emulator, changelogs, version("v2"));
        migration(emulator, changelogs, version("v3"), "drop country", true);
        assertSameSchema(emulator, changelogs, version("v3"));
        verify(emulator, changelogs, version("v3"));

        String master = Files.readString(changelogs.resolve(LiquibaseChangelogs.MASTER));
        assertEquals("""
                databaseChangeLog:
                  - include:
                      file: V1__baseline.sql
                      relativeToChangelogFile: true
                  - include:
                      file: V2__reviews.sql
                      relativeToChangelogFile: true
                  - include:
                      file: V3__drop_country.sql
                      relativeToChangelogFile: true
                """, master);

        // A second update on the migrated database runs nothing: the history has every change set once.
        EmulatorDatabase database = ScriptsDatabase.migrate(emulator, ZooSessions.sqlDialect(
                DatabaseDialect.GOOGLE_STANDARD_SQL), MigrationScripts.of(MigrationTool.LIQUIBASE, changelogs));
        long applied = changeSets(database);
        LiquibaseChangelogs.update(database.jdbcUrl(), changelogs.resolve(LiquibaseChangelogs.MASTER));
        assertEquals(applied, changeSets(database));
        long written = 0;
        for (Path file : MigrationScripts.in(changelogs).scripts().stream().map(MigrationScripts.Script::file).toList()) {
            written += MigrationScripts.statements(Files.readString(file)).size();
        }
        assertEquals(written, applied);
    }

    @Test
    void aHandEditedChangeSetFailsTheVerification(SpannerEmulator emulator, @TempDir Path folder) throws Exception {
        Path changelogs = folder.resolve("db/changelog");
        migration(emulator, changelogs, version("v1"), "baseline", false);
        Path v2 = migration(emulator, changelogs, version("v2"), "reviews", false);
        verify(emulator, changelogs, version("v2"));
        String original = Files.readString(v2);
        String storing = "ALTER INDEX AuthorsByName ADD STORED COLUMN email;";
        assertTrue(original.contains(storing), original);
        Files.writeString(v2, original.replace(storing, "SELECT 1;"));
        MojoFailureException failure = assertThrows(MojoFailureException.class,
                () -> verify(emulator, changelogs, version("v2")));
        assertTrue(failure.getMessage().contains("table Author, index AuthorsByName: storing: expected (country, email), "
                + "actual (country)"), failure.getMessage());
    }

    /**
     * A new {@code NOT NULL} column without default on a table with rows, generated with a backfill value:
     * two change sets (add the column with the value as its default, which Spanner writes into the existing
     * rows; drop the default). Applied over a populated table the rows are kept and filled, and a row without
     * a value is rejected afterwards. A failure injected in the second change set leaves the first applied and
     * recorded; the next update, with the changelog as generated, finishes the job.
     */
    @Test
    void aNotNullColumnIsAddedOverRowsWithABackfillValueAndARerunFinishesAfterAFailure(SpannerEmulator emulator,
            @TempDir Path folder) throws Exception {
        Path changelogs = folder.resolve("db/changelog");
        migration(emulator, changelogs, version("v1"), "baseline", false);
        List<String> rated = List.of(LIBRARY + "v1.Author", LIBRARY + "v1.Book", LIBRARY + "rated.Loan");
        assertThrows(MojoFailureException.class, () -> migration(emulator, changelogs, rated, "rating", false));
        MigrationMojo mojo = configure(new MigrationMojo(), emulator, changelogs, rated);
        mojo.description = "rating";
        mojo.backfill = "Loan.rating=3";
        mojo.execute();
        Path written = mojo.written.get(0);
        String generated = Files.readString(written);
        assertEquals(List.of("alter table loan add column rating int64 not null default (3)",
                "alter table loan alter column rating drop default"),
                MigrationScripts.statements(generated).stream().map(String::toLowerCase).toList());
        verify(emulator, changelogs, rated);

        Path master = changelogs.resolve(LiquibaseChangelogs.MASTER);
        EmulatorDatabase populated = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        Path v1Only = folder.resolve("v1-only");
        Files.createDirectories(v1Only);
        Files.copy(changelogs.resolve("V1__baseline.sql"), v1Only.resolve("V1__baseline.sql"));
        LiquibaseChangelogs.include(v1Only.resolve(LiquibaseChangelogs.MASTER), v1Only.resolve("V1__baseline.sql"));
        LiquibaseChangelogs.update(populated.jdbcUrl(), v1Only.resolve(LiquibaseChangelogs.MASTER));
        ZooSessions.execute(populated, "INSERT INTO Loan (`member`, loanedAt, note) VALUES ('ann', 1, 'first'), "
                + "('bob', 2, NULL);");

        // The second change set fails once (a statement the database rejects), after the first was applied.
        Files.writeString(written, generated.replace("ALTER TABLE Loan ALTER COLUMN rating DROP DEFAULT",
                "ALTER TABLE NoSuchTable ALTER COLUMN rating DROP DEFAULT"));
        assertThrows(Exception.class, () -> LiquibaseChangelogs.update(populated.jdbcUrl(), master));
        assertEquals(List.of("ann 3", "bob 3"), rows(populated));
        Files.writeString(written, generated);
        LiquibaseChangelogs.update(populated.jdbcUrl(), master);

        assertEquals(List.of("ann 3", "bob 3"), rows(populated), "the rows are kept, filled with the value");
        List<Class<?>> classes = new ArrayList<>();
        for (String name : rated) {
            classes.add(Class.forName(name));
        }
        // The library's validate: the populated database has the entities' schema.
        ZooSessions.run(populated, Map.of(), "validate", classes);
        Exception rejected = assertThrows(Exception.class, () -> ZooSessions.execute(populated,
                "INSERT INTO Loan (`member`, loanedAt) VALUES ('cy', 3);"));
        assertTrue(String.valueOf(rejected.getMessage()).toLowerCase().contains("rating"), rejected.getMessage());
    }

    /**
     * A new unique index over data that holds duplicates: the index is its own change set, the last of the
     * changelog, so the index build is the check. Over duplicate rows it fails the update naming the
     * duplicate key, nothing else is left half done, and the index does not exist; with the duplicates
     * fixed, the next update creates it, and it is in force.
     */
    @Test
    void aUniqueIndexOverDuplicatesFailsTheUpdateNamingTheKeyAndARerunFinishes(SpannerEmulator emulator,
            @TempDir Path folder) throws Exception {
        Path changelogs = folder.resolve("db/changelog");
        migration(emulator, changelogs, version("v1"), "baseline", false);
        EmulatorDatabase populated = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        Path master = changelogs.resolve(LiquibaseChangelogs.MASTER);
        LiquibaseChangelogs.update(populated.jdbcUrl(), master);
        ZooSessions.execute(populated, "INSERT INTO Loan (`member`, loanedAt, note) VALUES ('ann', 1, 'late'), "
                + "('bob', 2, 'late'), ('cy', 3, 'early');");

        List<String> unique = List.of(LIBRARY + "v1.Author", LIBRARY + "v1.Book", LIBRARY + "uniquenote.Loan");
        Path v2 = migration(emulator, changelogs, unique, "unique note", false);
        List<String> statements = MigrationScripts.statements(Files.readString(v2));
        assertEquals("CREATE UNIQUE INDEX LoansByNote ON Loan (note)", statements.get(statements.size() - 1));

        Exception failed = assertThrows(Exception.class, () -> LiquibaseChangelogs.update(populated.jdbcUrl(), master));
        StringBuilder messages = new StringBuilder();
        for (Throwable cause = failed; cause != null; cause = cause.getCause()) {
            messages.append(cause.getMessage()).append('\n');
        }
        System.out.println("unique index over duplicates: " + messages);
        assertTrue(messages.toString().contains("Found uniqueness violation on index LoansByNote,  duplicate key: "
                + "{String(\"late\")}"), messages::toString);
        assertEquals(0, count(populated, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.INDEXES WHERE INDEX_NAME = "
                + "'LoansByNote'"));
        assertEquals(3, count(populated, "SELECT COUNT(*) FROM Loan"));

        ZooSessions.execute(populated, "UPDATE Loan SET note = 'lost' WHERE `member` = 'bob';");
        LiquibaseChangelogs.update(populated.jdbcUrl(), master);
        assertEquals(1, count(populated, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.INDEXES WHERE INDEX_NAME = "
                + "'LoansByNote'"));
        assertThrows(Exception.class, () -> ZooSessions.execute(populated,
                "INSERT INTO Loan (`member`, loanedAt, note) VALUES ('dee', 4, 'early');"));
        assertEquals(3, count(populated, "SELECT COUNT(*) FROM Loan"));
    }

    private static long count(EmulatorDatabase database, String query) throws Exception {
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                ResultSet rows = connection.createStatement().executeQuery(query)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static List<String> rows(EmulatorDatabase database) throws Exception {
        List<String> rows = new ArrayList<>();
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                ResultSet result = connection.createStatement().executeQuery(
                        "SELECT `member`, rating FROM Loan ORDER BY `member`")) {
            while (result.next()) {
                rows.add(result.getString(1) + " " + result.getString(2));
            }
        }
        return rows;
    }

    @Test
    void liquibaseOnAPostgreSqlDialectDatabaseIsRefusedWithThePathThatWorks(SpannerEmulator emulator,
            @TempDir Path folder) {
        MigrationMojo mojo = configure(new MigrationMojo(), emulator, folder.resolve("db/changelog"),
                List.of(LIBRARY + "v1.Author", LIBRARY + "v1.Book"));
        mojo.dialect = "postgresql";
        MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute);
        assertTrue(failure.getMessage().contains("Liquibase's Spanner extension runs on GoogleSQL databases only"),
                failure.getMessage());
        assertTrue(failure.getMessage().contains("-Dspanner-keys.migrationTool=flyway"), failure.getMessage());
        assertTrue(!Files.exists(folder.resolve("db/changelog")), "nothing written");
    }

    @Test
    void theToolIsDetectedFromTheProjectsDependencies() {
        assertEquals(MigrationTool.LIQUIBASE, MigrationTool.choose(null,
                List.of("/m2/org/liquibase/liquibase-core/4.30.0/liquibase-core-4.30.0.jar")));
        assertEquals(MigrationTool.FLYWAY, MigrationTool.choose("", List.of("/m2/flyway-core-12.4.0.jar",
                "/m2/liquibase-core-4.30.0.jar")));
        assertEquals(MigrationTool.FLYWAY, MigrationTool.choose(null, List.of("/project/target/classes")));
        assertEquals(MigrationTool.LIQUIBASE, MigrationTool.choose("Liquibase", List.of()));
        assertThrows(IllegalArgumentException.class, () -> MigrationTool.choose("sqitch", List.of()));
    }

    private static long changeSets(EmulatorDatabase database) throws Exception {
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                ResultSet rows = connection.createStatement().executeQuery("SELECT COUNT(*) FROM DATABASECHANGELOG")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static void assertSameSchema(SpannerEmulator emulator, Path changelogs, List<String> entities)
            throws Exception {
        long start = System.nanoTime();
        EmulatorDatabase migrated = ScriptsDatabase.migrate(emulator, ZooSessions.sqlDialect(
                DatabaseDialect.GOOGLE_STANDARD_SQL), MigrationScripts.of(MigrationTool.LIQUIBASE, changelogs));
        System.out.println("liquibase: applied " + MigrationScripts.in(changelogs).scripts().size() + " changelogs in "
                + (System.nanoTime() - start) / 1_000_000 + " ms");
        EmulatorDatabase created = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        ZooSessions.create(created, entities);
        assertEquals(comparable(InformationSchema.read(created)), comparable(InformationSchema.read(migrated)));
    }

    private static Map<String, List<String>> comparable(InformationSchema schema) {
        return schema.withoutLiquibaseHistory();
    }

    private static Path migration(SpannerEmulator emulator, Path changelogs, List<String> entities, String description,
            boolean allowDrops) throws Exception {
        MigrationMojo mojo = configure(new MigrationMojo(), emulator, changelogs, entities);
        mojo.description = description;
        mojo.allowDrops = allowDrops;
        mojo.execute();
        return mojo.written.isEmpty() ? null : mojo.written.get(0);
    }

    private static void verify(SpannerEmulator emulator, Path changelogs, List<String> entities) throws Exception {
        configure(new VerifyMigrationsMojo(), emulator, changelogs, entities).execute();
    }

    private static <M extends MigrationsMojo> M configure(M mojo, SpannerEmulator emulator, Path changelogs,
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
}
