package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Index;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * A PostgreSQL-dialect database keeps the first 63 bytes of a name, silently (as PostgreSQL does; measured here on
 * the emulator): a longer table name is stored cut, a second name sharing those 63 bytes collides with it, and a
 * mutation naming the table as written does not find it. So in that dialect a name the mapping writes longer than
 * 63 bytes is refused at bootstrap, naming entity, attribute, problem and fix, while GoogleSQL takes the same
 * mapping; names the library makes up (a shard check's, a sequence's derived from a generator's name) are made
 * to fit, and a mapping whose own names fit works in every write mode and validates.
 */
@SpannerEmulatorTest
class LongNamesTest {

    /** 63 bytes: the longest table name a PostgreSQL-dialect database keeps. */
    static final String KEPT = "ShardedEventsWhoseTableNameHasSixtyThreeBytesThePostgresMaximum";
    /** 72 bytes: the sequence derived from it is made to fit. */
    static final String GENERATOR = "generator_whose_name_is_longer_than_the_sixty_three_bytes_postgres_keeps";

    /** Key of {@link LongestKept}. */
    public static class Key implements Serializable {
        Long shard;
        Long userId;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Objects.equals(shard, key.shard) && Objects.equals(userId, key.userId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shard, userId);
        }
    }

    /** A 63-byte table whose shard check the library names {@code CK_<table>_shard}: 72 bytes, made to fit. */
    @Entity(name = "LongestKept")
    @Table(name = KEPT)
    @IdClass(Key.class)
    public static class LongestKept {
        @Id @ShardId(of = "userId", shards = 4) Long shard;
        @Id Long userId;
        String note;
    }

    /** An id taken over from a generator whose name, the sequence's, is longer than 63 bytes. */
    @Entity(name = "LongGenerator")
    public static class LongGenerator {
        @Id @GeneratedValue(generator = GENERATOR) @SequenceGenerator(name = GENERATOR) Long id;
        String note;
    }

    @Entity(name = "LongTable")
    @Table(name = KEPT + "s")
    public static class LongTable {
        @Id Long id;
    }

    @Entity(name = "AccentedTable")
    @Table(name = "Tabelle_éééééééééééééééééééééééééééééé")
    public static class AccentedTable {
        @Id Long id;
    }

    @Entity(name = "LongColumn")
    public static class LongColumn {
        @Id Long id;
        @Column(name = "a_column_name_of_sixty_four_bytes_one_more_than_postgres_keeps_x") String value;
    }

    @Entity(name = "LongIndex")
    @Table(indexes = @Index(name = "an_index_name_of_sixty_four_bytes_one_more_than_postgres_keeps_x",
            columnList = "name"))
    public static class LongIndex {
        @Id Long id;
        String name;
    }

    @Entity(name = "LongSequence")
    public static class LongSequence {
        @Id @BitReversedSequence(name = "a_sequence_name_of_sixty_four_bytes_one_more_than_postgres_keeps") Long id;
    }

    @Entity(name = "LongSequenceName")
    public static class LongSequenceName {
        @Id @GeneratedValue(generator = "g")
        @SequenceGenerator(name = "g", sequenceName = "b_sequence_name_of_sixty_four_bytes_one_more_than_postgres_keeps")
        Long id;
    }

    @Test
    void aPostgreSqlDatabaseKeepsTheFirst63BytesOfANameSilently(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.POSTGRESQL);
        String seventy = "t" + "a".repeat(69);
        String accented = "t" + "é".repeat(40);
        SqlQueries.execute(database, "CREATE TABLE " + seventy + " (id bigint PRIMARY KEY)",
                "CREATE TABLE \"" + accented + "\" (id bigint PRIMARY KEY)");
        assertEquals(List.of(seventy.substring(0, 63), "t" + "é".repeat(31)), SqlQueries.rows(database,
                "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name"),
                "stored cut to 63 bytes, between characters");
        SQLException collision = assertThrows(SQLException.class, () -> SqlQueries.execute(database,
                "CREATE TABLE " + seventy.substring(0, 63) + "bbbbbbb (id bigint PRIMARY KEY)"));
        assertTrue(collision.getMessage().contains("Duplicate name in schema"), collision.getMessage());
        assertEquals(0, SqlQueries.count(database, "SELECT count(*) FROM " + seventy), "SQL cuts the name alike");
        try (Connection connection = SqlQueries.connect(database)) {
            connection.setAutoCommit(false);
            connection.unwrap(CloudSpannerJdbcConnection.class).bufferedWrite(
                    Mutation.newInsertBuilder(seventy).set("id").to(1L).build());
            SQLException notFound = assertThrows(SQLException.class, connection::commit);
            assertTrue(notFound.getMessage().contains("Table not found"), notFound.getMessage());
        }
    }

    @Test
    void namesLongerThan63BytesAreRefusedAtBootstrapInPostgreSqlAndTakenInGoogleSql() {
        String postgres = SpannerKeysPostgreSQLDialect.class.getName();
        assertRefused(postgres, LongTable.class, LongTable.class.getName(), "the table name is too long: it is 64 bytes",
                "would store '" + KEPT + "'", "@Table(name = ...)");
        assertRefused(postgres, AccentedTable.class, AccentedTable.class.getName(), "it is 68 bytes long",
                "@Table(name = ...)");
        assertRefused(postgres, LongColumn.class, "attribute 'value'", "the column name is too long: it is 64 bytes",
                "@Column(name = ...)");
        assertRefused(postgres, LongIndex.class, "index 'an_index_name_of", "the index name is too long",
                "@Index(name = ...)");
        assertRefused(postgres, LongSequence.class, "attribute 'id'", "it is 64 bytes long",
                "@BitReversedSequence(name = ...)");
        assertRefused(postgres, LongSequenceName.class, "attribute 'id'", "it is 64 bytes long",
                "@SequenceGenerator(sequenceName = ...)");
        OfflineBootstrap.build(SpannerKeysDialect.class.getName(), LongTable.class, AccentedTable.class,
                LongColumn.class, LongIndex.class, LongSequence.class, LongSequenceName.class).close();
    }

    private static void assertRefused(String dialect, Class<?> entity, String... fragments) {
        String message = OfflineBootstrap.rejection(dialect, entity);
        for (String fragment : fragments) {
            assertTrue(message.contains(fragment), "expected '" + fragment + "' in: " + message);
        }
        assertTrue(message.contains("at most 63 bytes"), message);
    }

    @Test
    void namesTheLibraryMakesUpFitAndTheMappingWorksInEveryWriteMode(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.POSTGRESQL);
        long userId = 0;
        for (WriteMode mode : WriteMode.values()) {
            try (SessionFactory factory = factory(database, mode, userId == 0 ? "create" : "none")) {
                long user = ++userId;
                factory.inTransaction(session -> {
                    LongestKept event = new LongestKept();
                    event.userId = user;
                    event.note = mode.settingValue();
                    session.persist(event);
                    LongGenerator generated = new LongGenerator();
                    generated.note = mode.settingValue();
                    session.persist(generated);
                });
            }
        }
        assertEquals(List.of("1 | dml", "2 | mutations-at-commit", "3 | mutations-always"), SqlQueries.rows(database,
                "SELECT userid, note FROM " + KEPT.toLowerCase() + " ORDER BY userid"));
        assertEquals(3, SqlQueries.count(database, "SELECT count(*) FROM longgenerator WHERE id > 0"));
        List<String> sequences = SqlQueries.rows(database, "SELECT sequence_name FROM information_schema.sequences");
        assertEquals(1, sequences.size(), sequences::toString);
        assertEquals(63, sequences.get(0).length(), sequences::toString);
        assertTrue(sequences.get(0).startsWith("generator_whose_name_is_longer_than_the_sixty_three_"),
                sequences::toString);
        List<String> shardChecks = SqlQueries.rows(database, "SELECT constraint_name FROM "
                + "information_schema.check_constraints").stream()
                .filter(name -> name.toLowerCase().startsWith(("CK_" + KEPT).substring(0, 50).toLowerCase())).toList();
        assertEquals(1, shardChecks.size(), shardChecks::toString);
        assertEquals(63, shardChecks.get(0).length(), shardChecks::toString);
        factory(database, WriteMode.DML, "validate").close();
    }

    private static SessionFactory factory(EmulatorDatabase database, WriteMode mode, String action) {
        return TestSessionFactories.create(database, Map.of(SpannerKeysSettings.WRITE_MODE, mode.settingValue(),
                "hibernate.hbm2ddl.auto", action), LongestKept.class, LongGenerator.class);
    }
}
