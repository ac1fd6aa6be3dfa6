package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SampledByDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.hibernate.EvolvingSchema.AlbumEvolved;
import dev.spannerkeys.hibernate.EvolvingSchema.AlbumNoCascade;
import dev.spannerkeys.hibernate.EvolvingSchema.AlbumRoot;
import dev.spannerkeys.hibernate.EvolvingSchema.AlbumV1;
import dev.spannerkeys.hibernate.EvolvingSchema.SingerEvolved;
import dev.spannerkeys.hibernate.EvolvingSchema.SingerGrown;
import dev.spannerkeys.hibernate.EvolvingSchema.SingerIndexedAliases;
import dev.spannerkeys.hibernate.EvolvingSchema.SingerRated;
import dev.spannerkeys.hibernate.EvolvingSchema.SingerStringKey;
import dev.spannerkeys.hibernate.EvolvingSchema.SingerUniqueGenre;
import dev.spannerkeys.hibernate.EvolvingSchema.SingerV1;
import dev.spannerkeys.hibernate.EvolvingSchema.TourReordered;
import dev.spannerkeys.hibernate.EvolvingSchema.TourV1;
import dev.spannerkeys.hibernate.EvolvingSchema.TourWithStops;
import dev.spannerkeys.hibernate.EvolvingSchema.Venue;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.logging.LogRecord;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * Schema update against a populated version 1, for one dialect: each unsafe version 2 is refused
 * before anything is sent (the information schema and the sequence counters are the same before
 * and after, and the application keeps inserting without reusing an id); the differences an update
 * leaves alone come in one WARN report; a multi-statement update on the emulator keeps every
 * counter, so 1,000 inserts after it collide with no row written before it.
 */
@SampledByDialect(cover = DatabaseDialect.GOOGLE_STANDARD_SQL)
abstract class SafeUpdateContract {

    private static final List<String> GENRES = List.of("rock", "pop", "jazz");
    private static final int V1_SINGERS = 30;

    abstract DatabaseDialect dialect();

    /** Version 1 with 30 singers (genres repeat), two nicknames and one album each; Tours stays empty. */
    EmulatorDatabase populatedV1(SpannerEmulator emulator) {
        EmulatorDatabase database = emulator.newDatabase(dialect());
        // No batch fetched ahead in the background: the counters the update moves past are exactly what the
        // 30 singers drew (one pool of 50).
        try (SessionFactory factory = TestSessionFactories.create(database,
                Map.of(SpannerKeysSettings.SEQUENCE_PREFETCH, "false"), EvolvingSchema.V1)) {
            factory.inTransaction(session -> {
                for (int i = 0; i < V1_SINGERS; i++) {
                    SingerV1 singer = new SingerV1();
                    singer.name = "singer " + i;
                    singer.genre = GENRES.get(i % GENRES.size());
                    singer.nicknames.addAll(List.of("nick " + i + "a", "nick " + i + "b"));
                    session.persist(singer);
                    AlbumV1 album = new AlbumV1();
                    album.singerId = singer.singerId;
                    album.albumId = (long) i;
                    album.title = "album " + i;
                    session.persist(album);
                }
            });
        }
        return database;
    }

    @Test
    void aNotNullColumnWithoutDefaultOnAPopulatedTableIsRefused(SpannerEmulator emulator) throws SQLException {
        assertRefused(populatedV1(emulator), new Class<?>[] {SingerRated.class, TourV1.class},
                "table Singers, column Rating: the mapping adds it as NOT NULL without a default, and Singers has rows",
                "Fix: give it a default");
    }

    @Test
    void aChangedKeyTypeIsRefused(SpannerEmulator emulator) throws SQLException {
        assertRefused(populatedV1(emulator), new Class<?>[] {SingerStringKey.class, TourV1.class},
                "table Singers, column SingerId: the key column has type "
                        + (dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL ? "INT64" : "bigint")
                        + " in the database, the mapping declares "
                        + (dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL ? "string(36)" : "varchar(36)"),
                "Spanner cannot change the type of a key column", "Fix: change the mapping back, or migrate the data");
    }

    @Test
    void aChangedKeyOrderIsRefused(SpannerEmulator emulator) throws SQLException {
        assertRefused(populatedV1(emulator), new Class<?>[] {SingerV1.class, AlbumV1.class, TourReordered.class},
                "table Tours: the database has PRIMARY KEY (" + name("TourName") + ", " + name("TourYear")
                        + "), the mapping declares PRIMARY KEY (TourYear, TourName)",
                "Spanner cannot change a primary key in place", "Fix: change the mapping back, or migrate the data");
    }

    @Test
    void aChangedOnDeleteActionIsRefusedWithTheStatementThatChangesIt(SpannerEmulator emulator) throws SQLException {
        assertRefused(populatedV1(emulator), new Class<?>[] {SingerV1.class, AlbumNoCascade.class, TourV1.class},
                "table Albums: the database table is INTERLEAVE IN PARENT " + name("Singers")
                        + " ON DELETE CASCADE, the mapping declares INTERLEAVE IN PARENT Singers ON DELETE NO ACTION",
                "Fix: run ALTER TABLE Albums SET ON DELETE NO ACTION yourself");
    }

    @Test
    void aTableNoLongerInterleavedIsRefused(SpannerEmulator emulator) throws SQLException {
        assertRefused(populatedV1(emulator), new Class<?>[] {SingerV1.class, AlbumRoot.class, TourV1.class},
                "table Albums: the database table is INTERLEAVE IN PARENT " + name("Singers")
                        + " ON DELETE CASCADE, the mapping declares not interleaved",
                "Fix: change the mapping back, or migrate the data yourself");
    }

    @Test
    void aUniqueIndexOverDuplicateValuesIsRefused(SpannerEmulator emulator) throws SQLException {
        assertRefused(populatedV1(emulator), new Class<?>[] {SingerUniqueGenre.class, TourV1.class},
                "table Singers, index SingersByUniqueGenre: the mapping adds a unique index on (Genre), and Singers "
                        + "already has rows with the same values in (Genre)",
                "Fix: find them with SELECT Genre, COUNT(*) FROM Singers GROUP BY Genre HAVING COUNT(*) > 1");
    }

    @Test
    void everyRefusalIsReportedAtOnce(SpannerEmulator emulator) throws SQLException {
        String message = assertRefused(populatedV1(emulator), new Class<?>[] {SingerRated.class, TourReordered.class},
                "Schema update refused 2 changes", "table Singers, column Rating", "table Tours: the database has");
        assertEquals(2, message.lines().filter(line -> line.startsWith("  table ")).count(), message);
    }

    /** Spanner adds no NOT NULL column without default; on an empty table it can be added and then made NOT NULL. */
    @Test
    void aNotNullColumnWithoutDefaultOnAnEmptyTable(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = populatedV1(emulator);
        Class<?>[] v2 = {SingerV1.class, AlbumV1.class, TourWithStops.class};
        if (dialect() == DatabaseDialect.POSTGRESQL) {
            assertRefused(database, v2, "table Tours, column Stops: the mapping adds it as NOT NULL without a default; "
                    + "Tours has no rows", "Fix: run ALTER TABLE Tours ADD COLUMN Stops bigint; ALTER TABLE Tours ALTER "
                    + "COLUMN Stops SET NOT NULL yourself");
            return;
        }
        CountingSpannerDriver.reset();
        TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "update"), v2).close();
        assertEquals(List.of("ALTER TABLE Tours ADD COLUMN Stops int64", "ALTER TABLE Tours ALTER COLUMN Stops int64 NOT NULL"),
                CountingSpannerDriver.ddl());
        assertEquals(List.of("NO"), SqlQueries.rows(database, "SELECT IS_NULLABLE FROM INFORMATION_SCHEMA.COLUMNS "
                + "WHERE TABLE_NAME = 'Tours' AND COLUMN_NAME = 'Stops'"));
        assertNoIdReused(database);
    }

    /** What the planner cannot foresee, the database rejects: the bootstrap fails with its message, nothing is re-sent. */
    @Test
    void aStatementTheDatabaseRejectsFailsTheBootstrapAndIsNotResent(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = populatedV1(emulator);
        CountingSpannerDriver.reset();
        RuntimeException error = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of("hibernate.hbm2ddl.auto", "update"), SingerIndexedAliases.class, TourV1.class).close());
        String message = OfflineBootstrap.messages(error);
        assertTrue(message.contains("Spanner rejected the schema change: "), message);
        assertTrue(message.contains("1 of 2 statements were applied before the failure"), message);
        assertTrue(message.contains("[applied] ALTER TABLE Singers ADD COLUMN Aliases"), message);
        assertTrue(message.contains("[rejected] CREATE INDEX SingersByAliases ON Singers (Aliases)"), message);
        List<String> ddl = CountingSpannerDriver.ddl();
        assertTrue(ddl.get(0).startsWith("ALTER TABLE Singers ADD COLUMN Aliases"), ddl.toString());
        assertEquals("CREATE INDEX SingersByAliases ON Singers (Aliases)", ddl.get(1));
        // The emulator reset every counter when it rejected the index: the update moved each past the stored keys
        // (30 singers from a pool of 50 drawn: counter 51; 60 nicknames: counter 61), one statement at a time.
        boolean google = dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL;
        assertEquals(List.of(google ? "ALTER SEQUENCE singer_seq SET OPTIONS (start_with_counter = 51)"
                        : "ALTER SEQUENCE singer_seq RESTART COUNTER WITH 51",
                "ALTER TABLE SingerNicknames ALTER COLUMN rowid" + (google ? " ALTER IDENTITY" : "")
                        + " RESTART COUNTER WITH 61"), ddl.subList(2, ddl.size()));
        assertTrue(message.contains("moved past the stored keys: sequence singer_seq: counter 51; identity column "
                + name("SingerNicknames") + ".rowid: counter 61."), message);
        assertNoIdReused(database);
    }

    /** With halt-on-error off the rejection is logged and the application starts: the counters are moved all the same. */
    @Test
    void aRejectedStatementWithoutHaltingStillKeepsTheCounters(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = populatedV1(emulator);
        List<LogRecord> logged = LogCapture.during(LogCapture.SCHEMA, () -> TestSessionFactories.create(database, Map.of(
                "hibernate.hbm2ddl.auto", "update", "spanner.keys.schema.halt-on-error", "false"),
                SingerIndexedAliases.class, TourV1.class).close());
        List<String> warnings = LogCapture.warnings(logged).stream().map(LogRecord::getMessage).toList();
        // The report of what update leaves alone (Albums is not mapped here), then the counters moved.
        assertEquals(2, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).startsWith("Schema update left 1 difference"), warnings.get(0));
        assertTrue(warnings.get(1).contains("moved past the stored keys: sequence singer_seq: counter 51"), warnings.get(1));
        assertNoIdReused(database);
    }

    @Test
    void updateReportsEverythingItLeavesAloneInOneWarning(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = populatedV1(emulator);
        CountingSpannerDriver.reset();
        List<LogRecord> logged = LogCapture.during(LogCapture.SCHEMA, () -> TestSessionFactories.create(database,
                Map.of("hibernate.hbm2ddl.auto", "update"), SingerEvolved.class, AlbumEvolved.class).close());
        List<LogRecord> warnings = LogCapture.warnings(logged);
        assertEquals(1, warnings.size(), () -> warnings.stream().map(LogRecord::getMessage).toList().toString());
        String report = warnings.get(0).getMessage();
        boolean google = dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL;
        List<String> expected = List.of(
                "table Singers, column " + name("Name") + ": in the database as "
                        + (google ? "STRING(255)" : "character varying(255)") + ", not in the mapping (removed or renamed?)",
                "table Singers, column Genre: length: expected " + (google ? "string(60)" : "varchar(60)") + ", actual "
                        + (google ? "STRING(30)" : "character varying(30)"),
                "table Singers, column Country: nullability: expected NOT NULL, actual nullable",
                "table " + name("Tours") + ": in the database as PRIMARY KEY (" + name("TourName") + ", "
                        + name("TourYear") + "), not in the mapping (removed or renamed?)",
                "table Singers, index " + name("SingersByCountry") + ": in the database as " + name("(Country)")
                        + ", not in the mapping (removed or renamed?)",
                "table Singers, index SingersByGenre: storing: expected (Country), actual ()",
                "sequence singer_seq: start counter: expected 500, actual 1");
        List<String> lines = report.lines().skip(1).map(String::strip).toList();
        assertEquals(new HashSet<>(expected), new HashSet<>(lines), report);
        assertTrue(report.startsWith("Schema update left 7 differences between the mapping and the database alone"), report);
        // What is new is still added: the renamed column, under its new name.
        assertEquals(List.of("ALTER TABLE Singers ADD COLUMN FullName " + (google ? "string(255)" : "varchar(255)")),
                CountingSpannerDriver.ddl());
        assertEquals(V1_SINGERS, SqlQueries.count(database, "SELECT COUNT(*) FROM Singers WHERE Name IS NOT NULL"));
    }

    @Test
    void aMultiStatementUpdateKeepsEveryCounterSoNoIdIsReused(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = populatedV1(emulator);
        Set<Long> before = new HashSet<>(singerIds(database));
        Long counterBefore = SchemaSnapshots.counter(database, "singer_seq");
        assertNotNull(counterBefore);

        CountingSpannerDriver.reset();
        List<LogRecord> logged = LogCapture.during(LogCapture.SCHEMA, () -> TestSessionFactories.create(database,
                Map.of("hibernate.hbm2ddl.auto", "update"), EvolvingSchema.GROWN).close());
        assertEquals(List.of(), LogCapture.warnings(logged));
        List<String> ddl = CountingSpannerDriver.ddl();
        boolean google = dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL;
        assertEquals(List.of(
                google ? "CREATE SEQUENCE venue_seq OPTIONS (sequence_kind = \"bit_reversed_positive\")"
                        : "CREATE SEQUENCE venue_seq BIT_REVERSED_POSITIVE",
                "ALTER TABLE Singers ADD COLUMN Email " + (google ? "string(255)" : "varchar(255)"),
                google ? "CREATE TABLE Venues (\n  VenueId int64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE venue_seq)),"
                        + "\n  VenueName string(255)\n) PRIMARY KEY (VenueId)"
                        : "CREATE TABLE Venues (\n  VenueId bigint NOT NULL DEFAULT nextval('venue_seq'),"
                        + "\n  VenueName varchar(255),\n  PRIMARY KEY (VenueId)\n)",
                google ? "CREATE NULL_FILTERED INDEX SingersByEmail ON Singers (Email)"
                        : "CREATE INDEX SingersByEmail ON Singers (Email) WHERE Email IS NOT NULL"),
                ddl.stream().sorted((a, b) -> Integer.compare(rank(a), rank(b))).toList());
        // Four statements, each its own schema change: the emulator resets counters after a multi-statement batch.
        assertEquals(4, CountingSpannerDriver.ddl().size(), "statements sent, each alone");
        assertEquals(0, CountingSpannerDriver.counts().ddlBatches());
        Long counterAfter = SchemaSnapshots.counter(database, "singer_seq");
        assertTrue(counterAfter != null && counterAfter >= counterBefore, "the counter went from " + counterBefore
                + " to " + counterAfter);

        try (SessionFactory factory = TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "none",
                "spanner.keys.write-mode", "mutations-at-commit"), EvolvingSchema.GROWN)) {
            for (int batch = 0; batch < 4; batch++) {
                int first = batch * 250;
                factory.inTransaction(session -> {
                    for (int i = first; i < first + 250; i++) {
                        SingerGrown singer = new SingerGrown();
                        singer.name = "after " + i;
                        singer.email = "singer" + i + "@example.com";
                        session.persist(singer);
                    }
                });
            }
            factory.inTransaction(session -> {
                for (int i = 0; i < 20; i++) {
                    Venue venue = new Venue();
                    venue.venueName = "venue " + i;
                    session.persist(venue);
                }
            });
        }
        // Collection rows take their hidden key from an identity column: it kept its counter too.
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "none"),
                EvolvingSchema.GROWN)) {
            factory.inTransaction(session -> {
                for (int i = 0; i < 20; i++) {
                    SingerGrown singer = new SingerGrown();
                    singer.name = "with nicknames " + i;
                    singer.nicknames.addAll(List.of("x" + i, "y" + i));
                    session.persist(singer);
                }
            });
        }
        List<Long> all = singerIds(database);
        assertEquals(V1_SINGERS + 1_000 + 20, all.size());
        assertEquals(all.size(), new HashSet<>(all).size());
        assertTrue(all.containsAll(before));
        assertEquals(2 * V1_SINGERS + 40, SqlQueries.count(database, "SELECT COUNT(*) FROM SingerNicknames"));
        assertEquals(20, SqlQueries.count(database, "SELECT COUNT(*) FROM Venues"));
    }

    private static int rank(String statement) {
        return statement.startsWith("CREATE SEQUENCE") ? 0 : statement.startsWith("ALTER") ? 1
                : statement.startsWith("CREATE TABLE") ? 2 : 3;
    }

    /**
     * Runs an update to {@code v2}, which must fail naming every fragment, and checks that it changed
     * nothing and that version 1 keeps inserting without reusing an id.
     */
    String assertRefused(EmulatorDatabase database, Class<?>[] v2, String... fragments) throws SQLException {
        List<String> before = SchemaSnapshots.of(database);
        CountingSpannerDriver.reset();
        RuntimeException error = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of("hibernate.hbm2ddl.auto", "update"), v2).close());
        String message = OfflineBootstrap.messages(error);
        for (String fragment : fragments) {
            assertTrue(message.contains(fragment), () -> "expected '" + fragment + "' in: " + message);
        }
        assertTrue(message.contains("nothing was changed"), message);
        assertEquals(List.of(), CountingSpannerDriver.ddl(), "a refused update sent DDL");
        assertEquals(before, SchemaSnapshots.of(database));
        assertNoIdReused(database);
        return message;
    }

    /** Version 1 inserts 20 more singers with a nickname each; no key (sequence or identity) repeats. */
    void assertNoIdReused(EmulatorDatabase database) throws SQLException {
        Set<Long> before = new HashSet<>(singerIds(database));
        long nicknames = SqlQueries.count(database, "SELECT COUNT(*) FROM SingerNicknames");
        List<Long> added = new ArrayList<>();
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "none"),
                EvolvingSchema.V1)) {
            factory.inTransaction(session -> {
                for (int i = 0; i < 20; i++) {
                    SingerV1 singer = new SingerV1();
                    singer.name = "later " + i;
                    singer.nicknames.add("later " + i);
                    session.persist(singer);
                    added.add(singer.singerId);
                }
            });
        }
        for (Long id : added) {
            assertFalse(before.contains(id), "id " + id + " was used before");
        }
        assertEquals(before.size() + 20, singerIds(database).size());
        assertEquals(nicknames + 20, SqlQueries.count(database, "SELECT COUNT(*) FROM SingerNicknames"));
    }

    static List<Long> singerIds(EmulatorDatabase database) throws SQLException {
        return SqlQueries.rows(database, "SELECT SingerId FROM Singers").stream().map(Long::valueOf).toList();
    }

    /** A name as the database reports it: PostgreSQL folds unquoted names to lower case. */
    String name(String name) {
        return dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL ? name : name.toLowerCase(Locale.ROOT);
    }
}
