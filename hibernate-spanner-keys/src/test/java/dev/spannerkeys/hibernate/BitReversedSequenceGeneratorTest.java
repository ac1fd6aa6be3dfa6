package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.keys.BitReversal;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.id.IdentifierGenerationException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@SpannerEmulatorTest
class BitReversedSequenceGeneratorTest {

    static final long START_COUNTER = 5001;
    static final long SKIP_MAX = 4294967296L;
    /** Every key below 2^62: the keys of even counters, half of all keys. */
    static final long HALF_OF_THE_KEY_SPACE = (1L << 62) - 1;

    @Entity(name = "Singer")
    public static class Singer {
        @Id
        @BitReversedSequence(name = "singer_seq", poolSize = 100, startCounter = START_COUNTER,
                skipRangeMin = 1, skipRangeMax = SKIP_MAX)
        Long id;
        String firstName;
        String lastName;

        Singer() {
        }

        Singer(String firstName, String lastName) {
            this.firstName = firstName;
            this.lastName = lastName;
        }
    }

    @Entity(name = "Venue")
    public static class Venue {
        @Id
        @BitReversedSequence(name = "venue_seq", poolSize = 50, skipRangeMin = 1, skipRangeMax = HALF_OF_THE_KEY_SPACE)
        Long id;
        String name;
    }

    private final EmulatorDatabase database;
    private SessionFactory factory;

    BitReversedSequenceGeneratorTest(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeEach
    void createSchema() {
        CountingSpannerDriver.reset();
        // These tests count the round trips of a pool's first use; the draw at startup is PrefetchOnStartTest's.
        factory = TestSessionFactories.create(database, Map.of(SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START, "false"),
                Singer.class, Venue.class);
    }

    @AfterEach
    void close() {
        factory.close();
    }

    @Test
    void resolvesTheLibrarysDialectWithoutConfiguration() {
        assertInstanceOf(SpannerKeysDialect.class, factory.unwrap(org.hibernate.engine.spi.SessionFactoryImplementor.class)
                .getJdbcServices().getDialect());
    }

    @Test
    void createsTheSequenceWithItsOptionsAndTheKeyColumnDrawsFromIt() throws SQLException {
        Map<String, String> options = new HashMap<>();
        try (Connection connection = SqlQueries.connect(database);
                Statement statement = connection.createStatement()) {
            try (ResultSet rows = statement.executeQuery("SELECT OPTION_NAME, OPTION_VALUE FROM "
                    + "INFORMATION_SCHEMA.SEQUENCE_OPTIONS WHERE NAME = 'singer_seq'")) {
                while (rows.next()) {
                    options.put(rows.getString(1), rows.getString(2));
                }
            }
            assertEquals("bit_reversed_positive", options.get("sequence_kind"));
            assertEquals(String.valueOf(START_COUNTER), options.get("start_with_counter"));
            assertEquals("1", options.get("skip_range_min"));
            assertEquals(String.valueOf(SKIP_MAX), options.get("skip_range_max"));
            try (ResultSet rows = statement.executeQuery("SELECT COLUMN_DEFAULT FROM INFORMATION_SCHEMA.COLUMNS "
                    + "WHERE TABLE_NAME = 'Singer' AND COLUMN_NAME = 'id'")) {
                assertTrue(rows.next());
                assertEquals("GET_NEXT_SEQUENCE_VALUE(SEQUENCE singer_seq)", rows.getString(1));
            }
        }
    }

    @Test
    void tenPoolsOfIdsCostTenRoundTripsAndStartAtTheReversedStartCounter() throws InterruptedException {
        List<Long> ids = new ArrayList<>();
        try (Session session = factory.openSession()) {
            for (int i = 0; i < 1_000; i++) {
                ids.add((Long) TestSessionFactories.drawId(factory, (SharedSessionContractImplementor) session, Singer.class));
            }
        }
        // Ten pools used, and the eleventh fetched ahead when the tenth fell below half.
        assertEquals(11, CountingSpannerDriver.awaitSequenceFetches(11));
        assertEquals(BitReversal.reverse(START_COUNTER), ids.get(0));
        assertEquals(1_000, new HashSet<>(ids).size());
        for (long id : ids) {
            assertTrue(id > SKIP_MAX, "id " + id + " is positive and outside the skip range");
        }
    }

    @Test
    void theDatabaseSkipsTheConfiguredRange() throws InterruptedException {
        try (Session session = factory.openSession()) {
            for (int i = 0; i < 200; i++) {
                long id = (Long) TestSessionFactories.drawId(factory, (SharedSessionContractImplementor) session, Venue.class);
                assertTrue(id > HALF_OF_THE_KEY_SPACE, "id " + id + " lies in the skip range");
                assertEquals(1, BitReversal.counterOf(id) % 2, "only odd counters escape this skip range");
            }
        }
        assertEquals(5, CountingSpannerDriver.awaitSequenceFetches(5), "four pools of 50, one fetched ahead");
    }

    @Test
    void persistingTwoPoolsOfEntitiesCostsTwoRoundTrips() throws SQLException, InterruptedException {
        Set<Long> persisted = new HashSet<>();
        for (int batch = 0; batch < 2; batch++) {
            try (Session session = factory.openSession()) {
                Transaction transaction = session.beginTransaction();
                for (int i = 0; i < 100; i++) {
                    Singer singer = new Singer("First" + i, "Last" + batch);
                    session.persist(singer);
                    persisted.add(singer.id);
                }
                transaction.commit();
            }
        }
        assertEquals(3, CountingSpannerDriver.awaitSequenceFetches(3), "two pools used, one fetched ahead");
        assertEquals(200, persisted.size());
        Set<Long> stored = new HashSet<>();
        try (Connection connection = SqlQueries.connect(database);
                ResultSet rows = connection.createStatement().executeQuery("SELECT id FROM Singer")) {
            while (rows.next()) {
                stored.add(rows.getLong(1));
            }
        }
        assertEquals(persisted, stored);
    }

    @Test
    void aUserTransactionStaysOpenWhileThePoolRefills() throws SQLException {
        try (Session user = factory.openSession(); Session other = factory.openSession()) {
            Transaction transaction = user.beginTransaction();
            Venue first = new Venue();
            first.name = "open while refilling";
            user.persist(first);
            user.flush();                              // the user's read-write transaction now holds a write
            for (int i = 0; i < 120; i++) {            // drains the pool of 50 twice: refills on another client
                TestSessionFactories.drawId(factory, (SharedSessionContractImplementor) other, Venue.class);
            }
            for (int i = 0; i < 60; i++) {            // refills inside the user's own transaction too
                Venue venue = new Venue();
                venue.name = "in transaction " + i;
                user.persist(venue);
            }
            transaction.commit();
        }
        assertTrue(CountingSpannerDriver.counts().sequenceFetches() >= 4);
        try (Connection connection = SqlQueries.connect(database);
                ResultSet rows = connection.createStatement().executeQuery("SELECT COUNT(*) FROM Venue")) {
            assertTrue(rows.next());
            assertEquals(61, rows.getLong(1));
        }
    }

    @Test
    void aRowInsertedWithPlainSqlGetsItsKeyFromTheSequenceDefault() throws SQLException {
        try (Connection connection = SqlQueries.connect(database);
                Statement statement = connection.createStatement()) {
            statement.executeUpdate("INSERT INTO Singer (firstName, lastName) VALUES ('Plain', 'Sql')");
            try (ResultSet rows = statement.executeQuery("SELECT id FROM Singer WHERE firstName = 'Plain'")) {
                assertTrue(rows.next());
                long id = rows.getLong(1);
                assertTrue(id > SKIP_MAX);
                assertTrue(BitReversal.counterOf(id) >= START_COUNTER);
            }
        }
    }

    @Test
    void anAbortedRefillIsRetried() {
        CountingSpannerDriver.abortNextSequenceFetches(2);
        try (Session session = factory.openSession()) {
            Long id = (Long) TestSessionFactories.drawId(factory, (SharedSessionContractImplementor) session, Singer.class);
            assertTrue(id > SKIP_MAX);
        }
        assertEquals(2, CountingSpannerDriver.counts().injectedAborts());
        assertEquals(3, CountingSpannerDriver.counts().sequenceFetches());
    }

    @Test
    void refillsAbortedBeyondTheRetryBudgetFailWithAClearError() {
        try (SessionFactory strict = TestSessionFactories.create(database,
                Map.of("hibernate.hbm2ddl.auto", "none", SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS, "3",
                        SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START, "false"),
                Singer.class, Venue.class);
                Session session = strict.openSession()) {
            CountingSpannerDriver.reset();
            CountingSpannerDriver.abortNextSequenceFetches(100);
            IdentifierGenerationException error = assertThrows(IdentifierGenerationException.class,
                    () -> TestSessionFactories.drawId(strict, (SharedSessionContractImplementor) session, Singer.class));
            assertTrue(error.getMessage().contains("failed 3 times in a row with a transient error (ABORTED)"), error.getMessage());
            assertTrue(error.getMessage().contains(SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS), error.getMessage());
            assertEquals(3, CountingSpannerDriver.counts().injectedAborts());
            CountingSpannerDriver.abortNextSequenceFetches(0);
            // The generator recovers once Spanner stops aborting.
            assertFalse(TestSessionFactories.drawId(strict, (SharedSessionContractImplementor) session, Singer.class) == null);
        }
    }
}
