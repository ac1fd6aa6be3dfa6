package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The music schema on a PostgreSQL-dialect database: the same interleaving and indexes, printed in
 * PostgreSQL syntax; a descending key part is refused with the alternative.
 */
@SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
class PostgreSqlSchemaTest {

    private final EmulatorDatabase database;

    PostgreSqlSchemaTest(EmulatorDatabase database) {
        this.database = database;
    }

    @Test
    void interleavingAndIndexesWorkInPostgreSqlDialect() throws SQLException {
        try (SessionFactory factory = TestSessionFactories.create(database, MusicEntities.ALL)) {
            factory.inTransaction(session -> {
                session.persist(new Singer(1, "Marc", "Richards"));
                session.persist(new Singer(2, "Catalina", null));
            });
            factory.inTransaction(session -> {
                session.persist(new Album(1, 1, "Total Junk"));
                session.persist(new Album(2, 1, "Green"));
                session.persist(new Song(1, 1, 1, "Not About The Guitar"));
            });
            factory.inTransaction(session -> session.remove(session.find(Singer.class, 1L)));
            RuntimeException orphan = assertThrows(RuntimeException.class,
                    () -> factory.inTransaction(session -> session.persist(new Album(404, 1, "Orphan"))));
            assertTrue(OfflineBootstrap.messages(orphan).contains("key was not found in parent table"),
                    OfflineBootstrap.messages(orphan));
        }
        assertEquals(List.of("2 | 1"), SqlQueries.rows(database, "SELECT singerid, albumid FROM albums"));
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM songs"));
        assertEquals(List.of("albums | singers | CASCADE", "singers | null | null", "songs | albums | CASCADE"),
                SqlQueries.rows(database, "SELECT table_name, parent_table_name, on_delete_action "
                        + "FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name"));
        assertEquals(List.of("albums | singerid", "albums | albumid", "songs | singerid", "songs | albumid",
                "songs | trackid"), SqlQueries.rows(database, "SELECT table_name, column_name "
                + "FROM information_schema.index_columns WHERE index_name = 'PRIMARY_KEY' "
                + "AND table_name IN ('albums', 'songs') ORDER BY table_name, ordinal_position"));
        assertEquals(List.of(
                "albumsbytitle | albums | singers | NO",
                "singersbyfirstname | singers |  | NO",
                "singersbylastname | singers |  | NO",
                "songsbyname | songs | albums | YES"),
                SqlQueries.rows(database, "SELECT index_name, table_name, parent_table_name, is_unique "
                        + "FROM information_schema.indexes WHERE index_type = 'INDEX' ORDER BY index_name"));
        assertEquals(List.of("singersbylastname | firstname | null", "singersbylastname | lastname | ASC",
                "songsbyname | songname | DESC"), SqlQueries.rows(database,
                "SELECT index_name, column_name, column_ordering FROM information_schema.index_columns "
                + "WHERE (index_name = 'singersbylastname' OR (index_name = 'songsbyname' AND column_name = 'songname')) "
                + "ORDER BY index_name, column_name"));
    }

    /**
     * Emulator 1.5.28 reports {@code is_null_filtered = NO} for a PostgreSQL partial index (and even
     * a GoogleSQL NULL_FILTERED index returns NULL rows there), so the PostgreSQL form is checked as
     * the exact text the schema action runs.
     */
    @Test
    void nullFilteredIndexIsAPartialIndex(@TempDir Path folder) throws Exception {
        Path create = folder.resolve("create.sql");
        TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "none",
                "jakarta.persistence.schema-generation.scripts.action", "create",
                "jakarta.persistence.schema-generation.scripts.create-target", create.toString(),
                "hibernate.hbm2ddl.delimiter", ";"), MusicEntities.ALL).close();
        List<String> script = SqlQueries.statements(Files.readString(create));
        assertTrue(script.contains("CREATE INDEX SingersByLastName ON Singers (LastName) INCLUDE (FirstName) "
                + "WHERE LastName IS NOT NULL"), String.join("\n", script));
        assertTrue(script.contains("CREATE UNIQUE INDEX SongsByName ON Songs (SingerId, AlbumId, SongName DESC) "
                + "INTERLEAVE IN Albums"), String.join("\n", script));
        assertTrue(script.contains("""
                CREATE TABLE Songs (
                  SingerId bigint NOT NULL,
                  AlbumId bigint NOT NULL,
                  TrackId bigint NOT NULL,
                  SongName varchar(255),
                  PRIMARY KEY (SingerId, AlbumId, TrackId)
                ) INTERLEAVE IN PARENT Albums ON DELETE CASCADE"""), String.join("\n", script));
    }

    @Test
    void updateAndValidateReadTheExistingKeysInPostgreSqlDialect() {
        TestSessionFactories.create(database, MusicEntities.ALL).close();
        CountingSpannerDriver.reset();
        TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "update"), MusicEntities.ALL).close();
        assertEquals(List.of(), CountingSpannerDriver.ddl());
        TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "validate"), MusicEntities.ALL).close();
    }

    @Test
    void descendingKeyPartsAreRefusedWithTheAlternative() {
        RuntimeException error = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                DescendingKeyTest.UserAccessLog.class).close());
        String message = OfflineBootstrap.messages(error);
        assertTrue(message.contains("UserAccessLog") && message.contains("attribute 'lastAccess'"), message);
        assertTrue(message.contains("PostgreSQL-dialect databases have no descending key parts"), message);
        assertTrue(message.contains("descending secondary index") && message.contains("LastAccess DESC"), message);
    }
}
