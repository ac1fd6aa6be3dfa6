package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The {@code migration} and {@code verify-migrations} goals on a model that evolves from version 1
 * to 3 (the fixtures under {@code fixtures.library}): each generated script, applied by Flyway (by
 * the goal's own applier for PostgreSQL-dialect databases, which Flyway's Spanner support does not
 * handle) to a fresh emulator database, gives exactly the schema Hibernate creates for that version,
 * compared on INFORMATION_SCHEMA; unsafe changes are refused with nothing written; a hand-edited
 * script fails the verification with the property that differs.
 */
@SpannerEmulatorTest
class MigrationGoalsTest {

    private static final String LIBRARY = "dev.spannerkeys.maven.fixtures.library.";

    /** The entities of a version: Loan, with its DESC key part, only in GoogleSQL. */
    private static List<String> version(String version, DatabaseDialect dialect) {
        List<String> entities = new ArrayList<>(List.of(LIBRARY + version + ".Author", LIBRARY + version + ".Book"));
        if (version.equals("v2")) {
            entities.add(LIBRARY + "v2.Review");
        }
        if (dialect == DatabaseDialect.GOOGLE_STANDARD_SQL) {
            entities.add(LIBRARY + "v1.Loan");
        }
        return entities;
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void versionsOneToThreeGiveTheSchemaHibernateCreates(DatabaseDialect dialect, SpannerEmulator emulator,
            @TempDir Path folder) throws Exception {
        Path scripts = folder.resolve("db/migration");

        List<Path> v1 = migration(emulator, scripts, dialect, version("v1", dialect), "baseline", false);
        assertOneStatementPerScript(v1, "V1_%d__baseline.sql");
        assertEquals(List.of(), migration(emulator, scripts, dialect, version("v1", dialect), "again", false),
                "nothing to do: no file");
        assertSameSchema(emulator, dialect, scripts, version("v1", dialect));

        List<Path> v2 = migration(emulator, scripts, dialect, version("v2", dialect), "reviews and a longer name", false);
        assertOneStatementPerScript(v2, "V2_%d__reviews_and_a_longer_name.sql");
        String two = text(v2);
        boolean google = dialect == DatabaseDialect.GOOGLE_STANDARD_SQL;
        for (String expected : google
                ? List.of("ALTER SEQUENCE author_seq SET OPTIONS (start_with_counter = 5000)",
                        "CREATE TABLE Review (", "ALTER TABLE Author ADD COLUMN email STRING(255)",
                        "ALTER TABLE Author ALTER COLUMN name STRING(200)", "ALTER TABLE Book SET ON DELETE NO ACTION",
                        "ALTER INDEX AuthorsByName ADD STORED COLUMN email",
                        "CREATE INDEX BooksByTitle ON Book (authorId, title), INTERLEAVE IN Author")
                : List.of("ALTER SEQUENCE author_seq RESTART COUNTER WITH 5000", "CREATE TABLE review (",
                        "ALTER TABLE author ADD COLUMN email varchar(255)",
                        "ALTER TABLE author ALTER COLUMN name TYPE varchar(200)",
                        "ALTER TABLE book SET ON DELETE NO ACTION", "ALTER INDEX authorsbyname ADD INCLUDE COLUMN email",
                        "CREATE INDEX booksbytitle ON book (authorid, title) INTERLEAVE IN author")) {
            assertTrue(two.toLowerCase().contains(expected.toLowerCase()), "expected " + expected + " in\n" + two);
        }
        assertSameSchema(emulator, dialect, scripts, version("v2", dialect));

        List<Path> v3 = migration(emulator, scripts, dialect, version("v3", dialect), "drop country", true);
        String three = text(v3);
        assertTrue(three.indexOf("DROP STORED COLUMN country") < three.indexOf("DROP COLUMN country")
                || three.indexOf("DROP INCLUDE COLUMN country") < three.indexOf("DROP COLUMN country"), three);
        assertTrue(three.indexOf("DROP TABLE") > 0, three);
        assertSameSchema(emulator, dialect, scripts, version("v3", dialect));

        verify(emulator, scripts, dialect, version("v3", dialect));
        for (List<Path> migration : List.of(v1, v2, v3)) {
            System.out.println(dialect + " " + migration.get(0).getFileName() + ": " + migration.size() + " scripts");
        }
    }

    /**
     * {@code -Dspanner-keys.databaseUrl}: the next script is planned against a live database instead of
     * the scripts' schema. The live database (Hibernate's version 1, holding rows) already has a column
     * of version 2 that the scripts do not: the script planned from it leaves that column out, where the
     * one planned from the scripts adds it, and applied to the live database it gives what Hibernate
     * creates for version 2.
     */
    @Test
    @Tag("smoke")
    void aLiveDatabaseIsMigratedFromWhatItHolds(SpannerEmulator emulator, @TempDir Path folder) throws Exception {
        DatabaseDialect dialect = DatabaseDialect.GOOGLE_STANDARD_SQL;
        Path fromScripts = folder.resolve("scripts/db/migration");
        migration(emulator, fromScripts, dialect, version("v1", dialect), "baseline", false);
        Path fromLive = folder.resolve("live/db/migration");
        Files.createDirectories(fromLive);
        Files.writeString(fromLive.resolve("V1__baseline.sql"), text(MigrationScripts.in(fromScripts).scripts().stream()
                .map(MigrationScripts.Script::file).toList()));

        EmulatorDatabase live = emulator.newDatabase(dialect);
        ZooSessions.run(live, Map.of(), "create", classes(version("v1", dialect)));
        ZooSessions.execute(live, "INSERT INTO Author (authorId, name, country) VALUES (1, 'Ursula', 'US');");
        ZooSessions.execute(live, "ALTER TABLE Author ADD COLUMN email STRING(255);");

        List<Path> planned = migration(emulator, fromScripts, dialect, version("v2", dialect), "reviews", false);
        MigrationMojo mojo = configure(new MigrationMojo(), emulator, fromLive, dialect, version("v2", dialect));
        mojo.description = "reviews";
        mojo.databaseUrl = live.jdbcUrl();
        mojo.execute();
        assertTrue(mojo.written.get(0).getFileName().toString().startsWith("V2_"), mojo.written::toString);
        List<String> fromScriptsStatements = MigrationScripts.statements(text(planned));
        List<String> fromLiveStatements = MigrationScripts.statements(text(mojo.written));
        List<String> expected = fromScriptsStatements.stream()
                .filter(statement -> !statement.startsWith("ALTER TABLE Author ADD COLUMN email ")).toList();
        assertEquals(fromScriptsStatements.size() - 1, expected.size(), fromScriptsStatements::toString);
        assertEquals(expected, fromLiveStatements);

        ZooSessions.execute(live, text(mojo.written));
        EmulatorDatabase created = emulator.newDatabase(dialect);
        ZooSessions.run(created, Map.of(), "create", classes(version("v2", dialect)));
        assertEquals(comparable(InformationSchema.read(created)), comparable(InformationSchema.read(live)));
        try (java.sql.Connection connection = java.sql.DriverManager.getConnection(live.jdbcUrl());
                java.sql.ResultSet rows = connection.createStatement().executeQuery("SELECT name FROM Author")) {
            assertTrue(rows.next() && rows.getString(1).equals("Ursula") && !rows.next(), "the live rows are kept");
        }
    }

    /**
     * A migration that fails part way on a populated database, re-run after the cause is fixed. The next
     * version adds a {@code NOT NULL} column without default (generated with a backfill value: added with
     * the value as its default, then the default dropped) and a unique index over a note the rows repeat:
     * three scripts of one statement each. Flyway applies and records the column's two scripts and fails on
     * the index, naming the duplicate key; the index does not exist and the rows are filled. A second
     * migrate refuses to run past the failed script until its entry is removed ({@code repair}); with the
     * duplicate fixed, repair and migrate resume at the index and finish: the rows kept, the column
     * {@code NOT NULL} and the index unique in force, and Hibernate's {@code validate} passes.
     */
    @Test
    void aMigrationThatFailsPartWayResumesAtTheFailedScriptAfterRepair(SpannerEmulator emulator,
            @TempDir Path folder) throws Exception {
        DatabaseDialect dialect = DatabaseDialect.GOOGLE_STANDARD_SQL;
        Path scripts = folder.resolve("db/migration");
        migration(emulator, scripts, dialect, version("v1", dialect), "baseline", false);
        EmulatorDatabase populated = emulator.newDatabase(dialect);
        flyway(populated, scripts).migrate();
        ZooSessions.execute(populated, "INSERT INTO Loan (`member`, loanedAt, note) VALUES ('ann', 1, 'late'), "
                + "('bob', 2, 'late'), ('cy', 3, NULL);");

        List<String> next = withLoan("ratedunique");
        MigrationMojo mojo = configure(new MigrationMojo(), emulator, scripts, dialect, next);
        mojo.description = "rating and unique note";
        mojo.backfill = "Loan.rating=3";
        mojo.execute();
        assertEquals(List.of("ALTER TABLE Loan ADD COLUMN rating int64 NOT NULL DEFAULT (3)",
                "ALTER TABLE Loan ALTER COLUMN rating DROP DEFAULT", "CREATE UNIQUE INDEX LoansByNote ON Loan (note)"),
                MigrationScripts.statements(text(mojo.written)));
        assertOneStatementPerScript(mojo.written, "V2_%d__rating_and_unique_note.sql");

        org.flywaydb.core.api.FlywayException failed = assertThrows(org.flywaydb.core.api.FlywayException.class,
                () -> flyway(populated, scripts).migrate());
        System.out.println("failed migration: " + failed.getMessage().lines().limit(6).toList());
        assertTrue(messages(failed).contains("Found uniqueness violation on index LoansByNote"), () -> messages(failed));
        assertEquals(List.of("ann 3 late", "bob 3 late", "cy 3 null"), rows(populated));
        assertEquals(0, count(populated, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.INDEXES WHERE INDEX_NAME = 'LoansByNote'"));
        System.out.println("history after the failure: " + history(populated));
        assertEquals(List.of("2.1 true", "2.2 true", "2.3 false"), history(populated).subList(history(populated).size() - 3,
                history(populated).size()));

        ZooSessions.execute(populated, "UPDATE Loan SET note = 'lost' WHERE `member` = 'bob';");
        org.flywaydb.core.api.FlywayException notRepaired = assertThrows(org.flywaydb.core.api.FlywayException.class,
                () -> flyway(populated, scripts).migrate());
        System.out.println("migrate before repair: " + notRepaired.getMessage().lines().limit(3).toList());
        org.flywaydb.core.Flyway flyway = flyway(populated, scripts);
        flyway.repair();
        flyway.migrate();

        assertEquals(List.of("ann 3 late", "bob 3 lost", "cy 3 null"), rows(populated), "the rows are kept");
        assertEquals(1, count(populated, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.INDEXES WHERE INDEX_NAME = 'LoansByNote'"));
        Exception nullRating = assertThrows(Exception.class, () -> ZooSessions.execute(populated,
                "INSERT INTO Loan (`member`, loanedAt, note) VALUES ('dee', 4, 'new');"));
        assertTrue(String.valueOf(nullRating.getMessage()).contains("rating"), nullRating.getMessage());
        assertThrows(Exception.class, () -> ZooSessions.execute(populated,
                "INSERT INTO Loan (`member`, loanedAt, note, rating) VALUES ('dee', 4, 'late', 1);"));
        assertEquals(3, count(populated, "SELECT COUNT(*) FROM Loan"));
        ZooSessions.run(populated, Map.of(), "validate", classes(next));
    }

    private static org.flywaydb.core.Flyway flyway(EmulatorDatabase database, Path scripts) {
        return org.flywaydb.core.Flyway.configure(MigrationGoalsTest.class.getClassLoader())
                .dataSource(database.jdbcUrl(), null, null).locations("filesystem:" + scripts.toAbsolutePath()).load();
    }

    private static String messages(Throwable failure) {
        StringBuilder messages = new StringBuilder();
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            messages.append(cause.getMessage()).append('\n');
        }
        return messages.toString();
    }

    private static long count(EmulatorDatabase database, String query) throws Exception {
        try (java.sql.Connection connection = java.sql.DriverManager.getConnection(database.jdbcUrl());
                java.sql.ResultSet rows = connection.createStatement().executeQuery(query)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static List<String> rows(EmulatorDatabase database) throws Exception {
        return select(database, "SELECT `member`, rating, note FROM Loan ORDER BY `member`", 3);
    }

    /** Flyway's history: version and success, in the order applied. */
    private static List<String> history(EmulatorDatabase database) throws Exception {
        return select(database, "SELECT version, success FROM " + ScriptsDatabase.FLYWAY_HISTORY
                + " ORDER BY installed_rank", 2);
    }

    private static List<String> select(EmulatorDatabase database, String query, int columns) throws Exception {
        List<String> rows = new ArrayList<>();
        try (java.sql.Connection connection = java.sql.DriverManager.getConnection(database.jdbcUrl());
                java.sql.ResultSet result = connection.createStatement().executeQuery(query)) {
            while (result.next()) {
                List<String> values = new ArrayList<>();
                for (int column = 1; column <= columns; column++) {
                    values.add(result.getString(column));
                }
                rows.add(String.join(" ", values));
            }
        }
        return rows;
    }

    private static List<Class<?>> classes(List<String> entities) throws ClassNotFoundException {
        List<Class<?>> classes = new ArrayList<>();
        for (String name : entities) {
            classes.add(Class.forName(name));
        }
        return classes;
    }

    @Test
    void unsafeChangesAreRefusedAndNothingIsWritten(SpannerEmulator emulator, @TempDir Path folder) throws Exception {
        DatabaseDialect dialect = DatabaseDialect.GOOGLE_STANDARD_SQL;
        Path scripts = folder.resolve("db/migration");
        List<String> baseline = migration(emulator, scripts, dialect, version("v1", dialect), "baseline", false)
                .stream().map(file -> file.getFileName().toString()).toList();
        Map<List<String>, List<String>> refused = new LinkedHashMap<>();
        refused.put(withLoan("ascending"), List.of("table Loan: the database has PRIMARY KEY (member, loanedAt DESC), "
                + "the mapping declares PRIMARY KEY (member, loanedAt)", "create a new table"));
        refused.put(withLoan("retyped"), List.of("table Loan, column note: the database has type STRING(100), the "
                + "mapping declares INT64", "add a new column"));
        refused.put(withLoan("required"), List.of("table Loan, column note: the database has it nullable, the mapping "
                + "declares it NOT NULL", "fill every row first", "ALTER TABLE Loan ALTER COLUMN note STRING(100) NOT NULL"));
        refused.put(withLoan("rated"), List.of("table Loan, column rating: the mapping adds it as NOT NULL without a "
                + "default", "give it a default"));
        refused.put(List.of(LIBRARY + "v1.Author", LIBRARY + "unparented.Book", LIBRARY + "v1.Loan"),
                List.of("table Book: the database table is INTERLEAVE IN PARENT Author ON DELETE CASCADE, the mapping "
                        + "declares not interleaved", "create a new table"));
        refused.put(List.of(LIBRARY + "v3.Author", LIBRARY + "v3.Book"), List.of(
                "table Author, column country: the mapping no longer has this column", "-Dspanner-keys.allowDrops=true",
                "table Loan: the mapping no longer has this table; dropping it deletes its rows"));
        for (Map.Entry<List<String>, List<String>> change : refused.entrySet()) {
            MojoFailureException failure = assertThrows(MojoFailureException.class,
                    () -> migration(emulator, scripts, dialect, change.getKey(), "unsafe", false), change.getKey()::toString);
            for (String expected : change.getValue()) {
                assertTrue(failure.getMessage().toLowerCase().contains(expected.toLowerCase()),
                        "expected " + expected + " in\n" + failure.getMessage());
            }
            assertTrue(failure.getMessage().contains("no script was written"), failure.getMessage());
            try (Stream<Path> files = Files.list(scripts)) {
                assertEquals(baseline, files.map(file -> file.getFileName().toString()).sorted().toList());
            }
        }
    }

    @Test
    void aPostgreSqlInterleavingChangeIsRefusedToo(SpannerEmulator emulator, @TempDir Path folder) throws Exception {
        DatabaseDialect dialect = DatabaseDialect.POSTGRESQL;
        Path scripts = folder.resolve("db/migration");
        int baseline = migration(emulator, scripts, dialect, version("v1", dialect), "baseline", false).size();
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> migration(emulator, scripts,
                dialect, List.of(LIBRARY + "v1.Author", LIBRARY + "unparented.Book"), "unsafe", false));
        assertTrue(failure.getMessage().toLowerCase().contains("table book: the database table is interleave in parent author"),
                failure.getMessage());
        try (Stream<Path> files = Files.list(scripts)) {
            assertEquals(baseline, files.count());
        }
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void verificationFailsOnAHandEditedScriptAndPassesInSync(DatabaseDialect dialect, SpannerEmulator emulator,
            @TempDir Path folder) throws Exception {
        boolean google = dialect == DatabaseDialect.GOOGLE_STANDARD_SQL;
        Path scripts = folder.resolve("db/migration");
        List<Path> v1s = migration(emulator, scripts, dialect, version("v1", dialect), "baseline", false);
        List<Path> v2s = migration(emulator, scripts, dialect, version("v2", dialect), "reviews", false);
        verify(emulator, scripts, dialect, version("v2", dialect));

        String storing = google ? "ALTER INDEX AuthorsByName ADD STORED COLUMN email;"
                : "ALTER INDEX AuthorsByName ADD INCLUDE COLUMN email;";
        Path v2 = containing(v2s, storing);
        String original = Files.readString(v2);
        Files.writeString(v2, original.replace(storing, ""));
        MojoFailureException failure = assertThrows(MojoFailureException.class,
                () -> verify(emulator, scripts, dialect, version("v2", dialect)));
        String index = google ? "table Author, index AuthorsByName: storing: expected (country, email), actual (country)"
                : "table author, index authorsbyname: storing: expected (country, email), actual (country)";
        assertTrue(failure.getMessage().toLowerCase().contains(index.toLowerCase()), failure.getMessage());
        assertTrue(failure.getMessage().contains("differ from the entities in 1 place"), failure.getMessage());
        Files.writeString(v2, original);

        if (google) {
            Path v1 = containing(v1s, "PRIMARY KEY (`member`, loanedAt DESC)");
            String baseline = Files.readString(v1);
            Files.writeString(v1, baseline.replace("PRIMARY KEY (`member`, loanedAt DESC)", "PRIMARY KEY (`member`, loanedAt)"));
            failure = assertThrows(MojoFailureException.class,
                    () -> verify(emulator, scripts, dialect, version("v2", dialect)));
            assertTrue(failure.getMessage().contains("table Loan: primary key: the database has PRIMARY KEY "
                    + "(member, loanedAt), the mapping declares PRIMARY KEY (member, loanedAt DESC)"), failure.getMessage());
            Files.writeString(v1, baseline);
        }
        verify(emulator, scripts, dialect, version("v2", dialect));
    }

    /** The scripts, applied by Flyway (GoogleSQL) or statement by statement (PostgreSQL), equal Hibernate's create. */
    private static void assertSameSchema(SpannerEmulator emulator, DatabaseDialect dialect, Path scripts,
            List<String> entities) throws Exception {
        long start = System.nanoTime();
        EmulatorDatabase migrated = ScriptsDatabase.migrate(emulator, ZooSessions.sqlDialect(dialect),
                MigrationScripts.in(scripts));
        System.out.println(dialect + ": applied " + MigrationScripts.in(scripts).scripts().size() + " scripts in "
                + (System.nanoTime() - start) / 1_000_000 + " ms");
        EmulatorDatabase created = emulator.newDatabase(dialect);
        ZooSessions.create(created, entities);
        assertEquals(comparable(InformationSchema.read(created)), comparable(InformationSchema.read(migrated)));
    }

    private static Map<String, List<String>> comparable(InformationSchema schema) {
        return schema.withoutFlywayHistory();
    }

    private static List<String> withLoan(String variant) {
        return List.of(LIBRARY + "v1.Author", LIBRARY + "v1.Book", LIBRARY + variant + ".Loan");
    }

    /** Runs the migration goal; the files written (none when there was nothing to do). */
    static List<Path> migration(SpannerEmulator emulator, Path scripts, DatabaseDialect dialect, List<String> entities,
            String description, boolean allowDrops) throws Exception {
        MigrationMojo mojo = configure(new MigrationMojo(), emulator, scripts, dialect, entities);
        mojo.description = description;
        mojo.allowDrops = allowDrops;
        mojo.execute();
        return mojo.written;
    }

    /** The statements of {@code scripts}, in order, as one script. */
    static String text(List<Path> scripts) throws java.io.IOException {
        StringBuilder text = new StringBuilder();
        for (Path script : scripts) {
            text.append(Files.readString(script)).append('\n');
        }
        return text.toString();
    }

    /** The one of {@code scripts} that contains {@code text}. */
    private static Path containing(List<Path> scripts, String text) throws Exception {
        for (Path script : scripts) {
            if (Files.readString(script).contains(text)) {
                return script;
            }
        }
        throw new AssertionError("no '" + text + "' in\n" + text(scripts));
    }

    /** One statement per file, files named by {@code format} with the step number. */
    private static void assertOneStatementPerScript(List<Path> scripts, String format) throws Exception {
        assertTrue(scripts.size() > 1, scripts::toString);
        for (int step = 1; step <= scripts.size(); step++) {
            assertEquals(String.format(format, step), scripts.get(step - 1).getFileName().toString());
            assertEquals(1, MigrationScripts.statements(Files.readString(scripts.get(step - 1))).size());
        }
    }

    static void verify(SpannerEmulator emulator, Path scripts, DatabaseDialect dialect, List<String> entities)
            throws Exception {
        configure(new VerifyMigrationsMojo(), emulator, scripts, dialect, entities).execute();
    }

    private static <M extends MigrationsMojo> M configure(M mojo, SpannerEmulator emulator, Path scripts,
            DatabaseDialect dialect, List<String> entities) {
        mojo.entities = entities;
        mojo.emulator = emulator;
        mojo.migrationsDirectory = scripts.toFile();
        mojo.dialect = DialectDdl.name(ZooSessions.sqlDialect(dialect));
        mojo.classesDirectory = new File("target/test-classes");
        mojo.classpathElements = List.of();
        return mojo;
    }
}
