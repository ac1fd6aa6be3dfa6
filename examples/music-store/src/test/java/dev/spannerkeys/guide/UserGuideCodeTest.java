package dev.spannerkeys.guide;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.guide.keys.Concert;
import dev.spannerkeys.guide.keys.Singer;
import dev.spannerkeys.guide.migration.MigratedUser;
import dev.spannerkeys.guide.migration.SkipRangeSinger;
import dev.spannerkeys.guide.migration.StartCounterSinger;
import dev.spannerkeys.keys.BitReversal;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Runs the guide's code on the emulator and checks what the pages say about it: the
 * getting-started session factory creates the schema and hands out spread keys, the migration
 * entities create the sequence options they promise, and the start-counter example computes the
 * number the page names. Each test gets a database of its own.
 */
@Tag("emulator")
class UserGuideCodeTest {

    private static EmulatorDatabase newDatabase() {
        return SpannerEmulator.shared().newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
    }

    @Test
    void theGettingStartedSessionFactoryCreatesTheSchemaAndSpreadsKeys() throws SQLException {
        EmulatorDatabase database = newDatabase();
        List<Long> singerIds = new ArrayList<>();
        List<String> concertIds = new ArrayList<>();
        try (SessionFactory factory = GettingStarted.sessionFactory(database.jdbcUrl())) {
            factory.inTransaction(session -> {
                for (int i = 0; i < 16; i++) {
                    Singer singer = new Singer("Singer " + i);
                    session.persist(singer);
                    singerIds.add(singer.getSingerId());
                    Concert concert = new Concert("Venue " + i);
                    session.persist(concert);
                    concertIds.add(concert.getConcertId());
                }
            });
        }
        // Consecutive counters, bit-reversed: one key in each sixteenth of the positive range.
        assertThat(singerIds.stream().map(id -> id >>> 59).distinct()).hasSize(16);
        assertThat(concertIds).allMatch(id -> id.matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"));
        assertThat(SqlQueries.rows(database, "SELECT COUNT(*) FROM Singer")).containsExactly("16");
        assertThat(SqlQueries.rows(database, "SELECT COLUMN_NAME, SPANNER_TYPE, COLUMN_DEFAULT FROM INFORMATION_SCHEMA.COLUMNS "
                + "WHERE TABLE_NAME IN ('Singer', 'Concert') AND COLUMN_NAME IN ('singerId', 'concertId') ORDER BY COLUMN_NAME"))
                .containsExactly("concertId | STRING(36) | GENERATE_UUID()",
                        "singerId | INT64 | GET_NEXT_SEQUENCE_VALUE(SEQUENCE singer_seq)");
    }

    @Test
    void aSkipRangeKeepsNewKeysAwayFromMigratedOnes() throws SQLException {
        EmulatorDatabase database = newDatabase();
        List<Long> ids = new ArrayList<>();
        try (SessionFactory factory = TestSessionFactories.create(database, SkipRangeSinger.class)) {
            factory.inTransaction(session -> {
                for (int i = 0; i < 50; i++) {
                    SkipRangeSinger singer = new SkipRangeSinger("Singer " + i);
                    session.persist(singer);
                    ids.add(singer.getSingerId());
                }
            });
        }
        assertThat(SqlQueries.rows(database, "SELECT OPTION_NAME, OPTION_VALUE FROM INFORMATION_SCHEMA.SEQUENCE_OPTIONS "
                + "WHERE NAME = 'singer_seq' AND OPTION_NAME LIKE 'skip_range_%' ORDER BY OPTION_NAME"))
                .containsExactly("skip_range_max | 4294967296", "skip_range_min | 1");
        assertThat(ids).allMatch(id -> id > 4294967296L);
    }

    @Test
    void aStartCounterContinuesAfterTheSourcesCounters() throws SQLException {
        // Keys a source database already bit-reversed from counters 1 to 10,000.
        LongStream existingKeys = LongStream.rangeClosed(1, 10_000).map(BitReversal::reverse);
        long start = BitReversal.nextSafeCounter(existingKeys);   // e.g. 10,001 after counters 1..10,000
        assertThat(start).isEqualTo(10_001);

        EmulatorDatabase database = newDatabase();
        List<Long> ids = new ArrayList<>();
        try (SessionFactory factory = TestSessionFactories.create(database, StartCounterSinger.class)) {
            factory.inTransaction(session -> {
                for (int i = 0; i < 20; i++) {
                    StartCounterSinger singer = new StartCounterSinger("Singer " + i);
                    session.persist(singer);
                    ids.add(singer.getSingerId());
                }
            });
        }
        assertThat(SqlQueries.rows(database, "SELECT OPTION_VALUE FROM INFORMATION_SCHEMA.SEQUENCE_OPTIONS "
                + "WHERE NAME = 'singer_seq' AND OPTION_NAME = 'start_with_counter'")).containsExactly("11000");
        assertThat(ids).allMatch(id -> BitReversal.counterOf(id) >= 11_000);
    }

    @Test
    void migratedUuidKeysAndNewRandomOnesShareOneStringColumn() throws SQLException {
        EmulatorDatabase database = newDatabase();
        String migrated = "3B241101-E2BB-4255-8CAF-4136C566A962".toLowerCase();
        try (SessionFactory factory = TestSessionFactories.create(database, MigratedUser.class)) {
            factory.inTransaction(session -> session.createNativeMutationQuery(
                    "INSERT INTO Users (userId, name) VALUES ('" + migrated + "', 'from the source')").executeUpdate());
            factory.inTransaction(session -> session.persist(new MigratedUser("new")));
            factory.inTransaction(session -> assertThat(session.find(MigratedUser.class, migrated)).isNotNull());
        }
        assertThat(SqlQueries.rows(database, "SELECT SPANNER_TYPE, COLUMN_DEFAULT FROM INFORMATION_SCHEMA.COLUMNS "
                + "WHERE TABLE_NAME = 'Users' AND COLUMN_NAME = 'userId'")).containsExactly("STRING(36) | GENERATE_UUID()");
        assertThat(SqlQueries.rows(database, "SELECT COUNT(*) FROM Users WHERE userId = LOWER(userId)")).containsExactly("2");
    }
}
