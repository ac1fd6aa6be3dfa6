package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.keys.BitReversal;
import dev.spannerkeys.zoo.music.AlbumKey;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Every database name the library prints (tables, columns, sequences, indexes, constraints) is
 * rendered as Hibernate renders it at runtime, so {@code hibernate.default_schema} and
 * {@code hibernate.globally_quoted_identifiers=true} give the same names in DDL and in the SQL the
 * application runs: {@code hbm2ddl.auto=update} on an empty database creates sequences,
 * interleaved tables and indexes, rows are written with keys from the sequences, a second start
 * finds nothing to change, and {@code create-drop} drops and recreates everything by the same names. Emulator 1.5.28 accepts named schemas in both dialects
 * ({@code CREATE SCHEMA music}), so the default schema is a real one here; two of the four runs
 * write through commit-time mutations, which name the tables too.
 */
class NamingAndQuotingTest {

    static final String SCHEMA = "music";

    @Entity(name = "NamedSinger")
    @Table(name = "Singers")
    @SpannerIndex(name = "SingersByName", columns = "Name", nullFiltered = true)
    public static class Singer {
        @Id @BitReversedSequence(name = "SingerSeq", poolSize = 20) @Column(name = "SingerId") Long singerId;
        @Column(name = "Name") String name;
    }

    @Entity(name = "NamedAlbum")
    @Table(name = "Albums")
    @IdClass(AlbumKey.class)
    @Interleaved(in = Singer.class, onDeleteCascade = true)
    @SpannerIndex(name = "AlbumsByTitle", columns = {"SingerId", "Title"}, interleaveIn = Singer.class)
    public static class Album {
        @Id @Column(name = "SingerId") Long singerId;
        @Id @BitReversedSequence(name = "AlbumSeq", poolSize = 20) @Column(name = "AlbumId") Long albumId;
        @Column(name = "Title") String title;
    }

    /**
     * One combination of naming settings, and how the database then stores and names things.
     *
     * @param settings the persistence unit's settings
     * @param createSchema whether the test creates the named schema before the first start
     * @param schema the schema the tables land in, as INFORMATION_SCHEMA names it
     * @param quote the quote character of a plain SQL reference, or empty
     * @param qualified whether a plain SQL reference names the schema
     * @param folded whether the database stores names in lower case (unquoted PostgreSQL names)
     */
    record Variant(Map<String, Object> settings, boolean createSchema, String schema, String quote, boolean qualified,
            boolean folded) {

        static Variant defaultSchema(boolean postgres) {
            // Commit-time mutations name the tables as the DDL created them too.
            return new Variant(Map.of("hibernate.default_schema", SCHEMA, SpannerKeysSettings.WRITE_MODE,
                    "mutations-at-commit"), true, SCHEMA, "", true, postgres);
        }

        static Variant quoted(boolean postgres) {
            return new Variant(postgres ? Map.of("hibernate.globally_quoted_identifiers", "true",
                    SpannerKeysSettings.WRITE_MODE, "mutations-at-commit")
                    : Map.of("hibernate.globally_quoted_identifiers", "true"),
                    false, postgres ? "public" : "", postgres ? "\"" : "`", false, false);
        }

        static Variant createdQuotedSchema(boolean postgres) {
            return new Variant(Map.of("hibernate.default_schema", SCHEMA, "hibernate.hbm2ddl.create_namespaces", "true",
                    "hibernate.globally_quoted_identifiers", "true"), false, SCHEMA, postgres ? "\"" : "`", true, false);
        }

        String stored(String name) {
            return folded ? name.toLowerCase(java.util.Locale.ROOT) : name;
        }

        String reference(String table) {
            return (qualified ? quote + SCHEMA + quote + "." : "") + quote + table + quote;
        }

        String column(String column) {
            return quote + column + quote;
        }
    }

    /** What each combination of dialect and naming settings must show. */
    abstract static class Contract {

        private final EmulatorDatabase database;
        private final Variant variant;

        Contract(EmulatorDatabase database, Variant variant) {
            this.database = database;
            this.variant = variant;
        }

        String schema() {
            return variant.schema();
        }

        String stored(String name) {
            return variant.stored(name);
        }

        String reference(String table) {
            return variant.reference(table);
        }

        String column(String column) {
            return variant.column(column);
        }

        boolean postgres() {
            return database.dialect() == DatabaseDialect.POSTGRESQL;
        }

        @Test
        void updateCreatesTheSchemaOnAnEmptyDatabaseAndRowsGetKeysFromTheSequences() throws SQLException {
            if (variant.createSchema()) {
                try (Connection connection = SqlQueries.connect(database);
                        Statement statement = connection.createStatement()) {
                    statement.execute("CREATE SCHEMA " + SCHEMA);
                }
            }
            Map<String, Object> settings = new HashMap<>(variant.settings());
            settings.put("hibernate.hbm2ddl.auto", "update");
            List<Long> singerIds = new ArrayList<>();
            try (SessionFactory factory = TestSessionFactories.create(database, settings, Singer.class, Album.class)) {
                factory.inTransaction(session -> {
                    for (int i = 0; i < 3; i++) {
                        Singer singer = new Singer();
                        singer.name = "singer " + i;
                        session.persist(singer);
                        singerIds.add(singer.singerId);
                        Album album = new Album();
                        album.singerId = singer.singerId;
                        album.title = "album " + i;
                        session.persist(album);
                    }
                });
                long albums = factory.fromTransaction(session -> session.createQuery(
                        "select count(a) from NamedAlbum a where a.albumId > 0", Long.class).getSingleResult());
                assertEquals(3, albums);
            }
            for (long id : singerIds) {
                long counter = BitReversal.counterOf(id);
                assertTrue(counter >= 1 && counter <= 20, "keys come from the new sequence's first pool: " + singerIds);
            }
            // The key column's DEFAULT names the sequence as the DDL created it.
            try (Connection connection = SqlQueries.connect(database);
                    Statement statement = connection.createStatement()) {
                statement.executeUpdate("INSERT INTO " + reference("Singers") + " (" + column("Name")
                        + ") VALUES ('written without a key')");
            }
            assertEquals(1, SqlQueries.count(database, "SELECT COUNT(*) FROM " + reference("Singers") + " WHERE "
                    + column("Name") + " = 'written without a key' AND " + column("SingerId") + " > 0"));
            String schemaColumn = postgres() ? "table_schema" : "TABLE_SCHEMA";
            assertEquals(List.of(schema() + " | " + stored("Albums") + " | " + stored("Singers"),
                    schema() + " | " + stored("Singers") + " | null"),
                    SqlQueries.rows(database, "SELECT " + schemaColumn + ", table_name, parent_table_name "
                            + "FROM information_schema.tables WHERE " + schemaColumn + " = '" + schema()
                            + "' ORDER BY table_name"));
            assertEquals(List.of(stored("AlbumsByTitle") + " | " + stored("Singers"),
                    stored("SingersByName") + " | "),
                    SqlQueries.rows(database, "SELECT index_name, parent_table_name FROM information_schema.indexes "
                            + "WHERE " + schemaColumn + " = '" + schema() + "' AND index_type = 'INDEX' ORDER BY index_name"));
            assertEquals(3, SqlQueries.count(database, "SELECT COUNT(*) FROM " + reference("Albums")));

            // A second start reads the existing keys, sequences and indexes under the same names: nothing to do.
            CountingSpannerDriver.reset();
            try (SessionFactory factory = TestSessionFactories.create(database, settings, Singer.class, Album.class)) {
                Singer singer = new Singer();
                singer.name = "after restart";
                factory.inTransaction(session -> session.persist(singer));
                assertTrue(!singerIds.contains(singer.singerId) && singer.singerId > 0);
            }
            assertEquals(List.of(), CountingSpannerDriver.ddl());
            settings.put("hibernate.hbm2ddl.auto", "validate");
            TestSessionFactories.create(database, settings, Singer.class, Album.class).close();

            // create-drop drops the indexes, tables and sequences under the same names, and creates them again.
            settings.put("hibernate.hbm2ddl.auto", "create-drop");
            try (SessionFactory factory = TestSessionFactories.create(database, settings, Singer.class, Album.class)) {
                Singer singer = new Singer();
                singer.name = "recreated";
                factory.inTransaction(session -> session.persist(singer));
                assertEquals(1, SqlQueries.count(database, "SELECT COUNT(*) FROM " + reference("Singers")));
            }
            assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM information_schema.tables WHERE "
                    + schemaColumn + " = '" + schema() + "' AND table_name IN ('" + stored("Singers") + "', '"
                    + stored("Albums") + "')"));
            assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM information_schema.sequences WHERE "
                    + (postgres() ? "sequence_name" : "NAME") + " IN ('" + stored("SingerSeq") + "', '"
                    + stored("AlbumSeq") + "')"));
        }
    }

    @Nested
    @SpannerEmulatorTest
    class GoogleSqlDefaultSchema extends Contract {
        GoogleSqlDefaultSchema(EmulatorDatabase database) {
            super(database, Variant.defaultSchema(false));
        }
    }

    @Nested
    @SpannerEmulatorTest
    class GoogleSqlQuoted extends Contract {
        GoogleSqlQuoted(EmulatorDatabase database) {
            super(database, Variant.quoted(false));
        }
    }

    @Nested
    @SpannerEmulatorTest
    class GoogleSqlCreatedQuotedSchema extends Contract {
        GoogleSqlCreatedQuotedSchema(EmulatorDatabase database) {
            super(database, Variant.createdQuotedSchema(false));
        }
    }

    @Nested
    @SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
    class PostgreSqlDefaultSchema extends Contract {
        PostgreSqlDefaultSchema(EmulatorDatabase database) {
            super(database, Variant.defaultSchema(true));
        }
    }

    @Nested
    @SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
    class PostgreSqlQuoted extends Contract {
        PostgreSqlQuoted(EmulatorDatabase database) {
            super(database, Variant.quoted(true));
        }
    }

    @Nested
    @SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
    class PostgreSqlCreatedQuotedSchema extends Contract {
        PostgreSqlCreatedQuotedSchema(EmulatorDatabase database) {
            super(database, Variant.createdQuotedSchema(true));
        }
    }
}
