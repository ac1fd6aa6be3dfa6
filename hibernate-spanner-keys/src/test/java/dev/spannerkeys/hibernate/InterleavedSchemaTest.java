package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.MusicEntities.Album;
import dev.spannerkeys.hibernate.MusicEntities.Singer;
import dev.spannerkeys.hibernate.MusicEntities.Song;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Singers → Albums → Songs on a GoogleSQL database: the DDL text, then its effect — cascading
 * deletes, the parent constraint, key order, no redundant foreign key, and every index form as
 * INFORMATION_SCHEMA reports it. One schema for the class, created once by a database action that
 * also writes the create script.
 */
@SpannerEmulatorTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Tag("smoke")
class InterleavedSchemaTest {

    private final EmulatorDatabase database;
    private SessionFactory factory;
    private List<String> script;
    private List<String> sentToDatabase;
    private long ddlBatches;

    InterleavedSchemaTest(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeAll
    void createSchema(@TempDir Path folder) throws Exception {
        Path create = folder.resolve("create.sql");
        CountingSpannerDriver.reset();
        factory = TestSessionFactories.create(database, Map.of(
                "hibernate.hbm2ddl.auto", "none",
                "jakarta.persistence.schema-generation.database.action", "create",
                "jakarta.persistence.schema-generation.scripts.action", "create",
                "jakarta.persistence.schema-generation.scripts.create-target", create.toString(),
                "hibernate.hbm2ddl.delimiter", ";"), MusicEntities.ALL);
        sentToDatabase = CountingSpannerDriver.ddl();
        ddlBatches = CountingSpannerDriver.counts().ddlBatches();
        script = SqlQueries.statements(Files.readString(create));
    }

    @AfterAll
    void close() {
        factory.close();
    }

    @Test
    void theScriptHoldsExactlyTheDdlTheDatabaseActionRanAsOneBatch() {
        assertEquals(script, sentToDatabase);
        assertEquals(1, ddlBatches, "one DDL batch for the whole schema");
        assertEquals(List.of(
                """
                CREATE TABLE Singers (
                  SingerId int64 NOT NULL,
                  FirstName string(255),
                  LastName string(255)
                ) PRIMARY KEY (SingerId)""",
                """
                CREATE TABLE Albums (
                  SingerId int64 NOT NULL,
                  AlbumId int64 NOT NULL,
                  AlbumTitle string(255)
                ) PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE""",
                """
                CREATE TABLE Songs (
                  SingerId int64 NOT NULL,
                  AlbumId int64 NOT NULL,
                  TrackId int64 NOT NULL,
                  SongName string(255)
                ) PRIMARY KEY (SingerId, AlbumId, TrackId), INTERLEAVE IN PARENT Albums ON DELETE CASCADE""",
                "CREATE INDEX AlbumsByTitle ON Albums (SingerId, AlbumTitle), INTERLEAVE IN Singers",
                "CREATE INDEX SingersByFirstName ON Singers (FirstName)",
                "CREATE NULL_FILTERED INDEX SingersByLastName ON Singers (LastName) STORING (FirstName)",
                "CREATE UNIQUE INDEX SongsByName ON Songs (SingerId, AlbumId, SongName DESC), INTERLEAVE IN Albums"),
                script);
    }

    @Test
    void deletingASingerDeletesItsAlbumsAndSongs() throws SQLException {
        factory.inTransaction(session -> {
            session.persist(new Singer(1, "Marc", "Richards"));
            session.persist(new Singer(2, "Catalina", "Smith"));
        });
        factory.inTransaction(session -> {
            session.persist(new Album(1, 1, "Total Junk"));
            session.persist(new Album(2, 1, "Green"));
            session.persist(new Song(1, 1, 1, "Not About The Guitar"));
            session.persist(new Song(2, 1, 1, "Let's Get Back Together"));
        });
        factory.inTransaction(session -> session.remove(session.find(Singer.class, 1L)));

        assertEquals(List.of("2 | 1"), SqlQueries.rows(database, "SELECT SingerId, AlbumId FROM Albums"));
        assertEquals(List.of("2 | 1 | 1"), SqlQueries.rows(database, "SELECT SingerId, AlbumId, TrackId FROM Songs"));
    }

    @Test
    void anAlbumWithoutItsSingerIsRejected() throws SQLException {
        RuntimeException error = assertThrows(RuntimeException.class,
                () -> factory.inTransaction(session -> session.persist(new Album(404, 1, "Orphan"))));
        assertTrue(OfflineBootstrap.messages(error).contains("key was not found in parent table"), OfflineBootstrap.messages(error));
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM Albums WHERE SingerId = 404"));
    }

    @Test
    void keysFollowDeclarationOrderNotHibernatesAlphabeticalOrder() throws SQLException {
        assertEquals(List.of("Albums | SingerId | ASC", "Albums | AlbumId | ASC",
                "Songs | SingerId | ASC", "Songs | AlbumId | ASC", "Songs | TrackId | ASC"),
                SqlQueries.rows(database, "SELECT TABLE_NAME, COLUMN_NAME, COLUMN_ORDERING "
                        + "FROM INFORMATION_SCHEMA.INDEX_COLUMNS WHERE INDEX_NAME = 'PRIMARY_KEY' "
                        + "AND TABLE_NAME IN ('Albums', 'Songs') ORDER BY TABLE_NAME, ORDINAL_POSITION"));
        assertEquals(List.of("Albums | Singers | CASCADE", "Singers | null | null", "Songs | Albums | CASCADE"),
                SqlQueries.rows(database, "SELECT TABLE_NAME, PARENT_TABLE_NAME, ON_DELETE_ACTION "
                        + "FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = '' ORDER BY TABLE_NAME"));
    }

    @Test
    void noForeignKeyDuplicatesWhatInterleavingEnforces() throws SQLException {
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS "
                + "WHERE CONSTRAINT_TYPE = 'FOREIGN KEY'"));
    }

    @Test
    void everyIndexFormExistsWithItsProperties() throws SQLException {
        assertEquals(List.of(
                "AlbumsByTitle | Albums | Singers | false | false",
                "SingersByFirstName | Singers |  | false | false",
                "SingersByLastName | Singers |  | false | true",
                "SongsByName | Songs | Albums | true | false"),
                SqlQueries.rows(database, "SELECT INDEX_NAME, TABLE_NAME, PARENT_TABLE_NAME, IS_UNIQUE, IS_NULL_FILTERED "
                        + "FROM INFORMATION_SCHEMA.INDEXES WHERE INDEX_TYPE = 'INDEX' ORDER BY INDEX_NAME"));
        assertEquals(List.of(
                "SingersByLastName | FirstName | null | null",
                "SingersByLastName | LastName | 1 | ASC",
                "SongsByName | SingerId | 1 | ASC",
                "SongsByName | AlbumId | 2 | ASC",
                "SongsByName | SongName | 3 | DESC"),
                SqlQueries.rows(database, "SELECT INDEX_NAME, COLUMN_NAME, ORDINAL_POSITION, COLUMN_ORDERING "
                        + "FROM INFORMATION_SCHEMA.INDEX_COLUMNS WHERE INDEX_NAME IN ('SingersByLastName', 'SongsByName') "
                        + "ORDER BY INDEX_NAME, ORDINAL_POSITION"));
    }
}
