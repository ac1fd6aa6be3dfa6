package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.UuidStorage;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.keys.BitReversal;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.type.SqlTypes;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
class PostgreSqlDialectTest {

    static final long START_COUNTER = 11000;
    static final long SKIP_MAX = 4294967296L;

    @Entity(name = "Singer")
    @Table(name = "singers")
    public static class Singer {
        @Id
        // A pool of 100: the batch test fills one pool, and every row it writes is emulator time.
        @BitReversedSequence(name = "singer_seq", poolSize = 100, startCounter = START_COUNTER, skipRangeMin = 1,
                skipRangeMax = SKIP_MAX)
        Long id;
        String name;
    }

    @Entity(name = "Concert")
    @Table(name = "concerts")
    public static class Concert {
        @Id @RandomUuid String id;
        String title;
    }

    @Entity(name = "Badge")
    @Table(name = "badges")
    public static class Badge {
        @Id @RandomUuid(storage = UuidStorage.BYTES16) UUID id;
        String holder;
    }

    @Entity(name = "Ticket")
    @Table(name = "tickets")
    public static class Ticket {
        @Id @RandomUuid @JdbcTypeCode(SqlTypes.CHAR) UUID id;
        String seat;
    }

    private final EmulatorDatabase database;
    private SessionFactory factory;

    PostgreSqlDialectTest(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeEach
    void createSchema() {
        CountingSpannerDriver.reset();
        // These tests count the round trips of a pool's first use; the draw at startup is PrefetchOnStartTest's.
        factory = TestSessionFactories.create(database,
                Map.of(SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START, "false"),
                Singer.class, Concert.class, Badge.class, Ticket.class);
    }

    @AfterEach
    void close() {
        factory.close();
    }

    @Test
    void resolvesThePostgreSqlVariantOfTheLibrarysDialect() {
        assertInstanceOf(SpannerKeysPostgreSQLDialect.class,
                factory.unwrap(SessionFactoryImplementor.class).getJdbcServices().getDialect());
    }

    @Test
    void tenPoolsOfIdsCostTenRoundTrips() throws InterruptedException {
        Set<Long> ids = new HashSet<>();
        long first = 0;
        try (Session session = factory.openSession()) {
            for (int i = 0; i < 1_000; i++) {
                long id = (Long) TestSessionFactories.drawId(factory, (SharedSessionContractImplementor) session, Singer.class);
                if (i == 0) {
                    first = id;
                }
                assertTrue(id > SKIP_MAX, "id " + id + " is positive and outside the skip range");
                ids.add(id);
            }
        }
        assertEquals(11, CountingSpannerDriver.awaitSequenceFetches(11), "ten pools used, one fetched ahead");
        assertEquals(1_000, ids.size());
        assertEquals(BitReversal.reverse(START_COUNTER), first);
    }

    @Test
    void persistsInBatchesAndOtherWritersGetKeysFromColumnDefaults() throws SQLException, InterruptedException {
        try (Session session = factory.openSession()) {
            Transaction transaction = session.beginTransaction();
            for (int i = 0; i < 100; i++) {
                Singer singer = new Singer();
                singer.name = "singer " + i;
                session.persist(singer);
                Concert concert = new Concert();
                concert.title = "concert " + i;
                session.persist(concert);
            }
            transaction.commit();
        }
        assertEquals(2, CountingSpannerDriver.awaitSequenceFetches(2), "one pool used, one fetched ahead");
        try (Connection connection = SqlQueries.connect(database);
                Statement statement = connection.createStatement()) {
            statement.executeUpdate("INSERT INTO singers (name) VALUES ('plain sql')");
            statement.executeUpdate("INSERT INTO concerts (title) VALUES ('plain sql')");
            try (ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM singers")) {
                assertTrue(rows.next());
                assertEquals(101, rows.getLong(1));
            }
            try (ResultSet rows = statement.executeQuery("SELECT id FROM singers WHERE name = 'plain sql'")) {
                assertTrue(rows.next());
                assertTrue(BitReversal.counterOf(rows.getLong(1)) >= START_COUNTER);
            }
            try (ResultSet rows = statement.executeQuery("SELECT id FROM concerts WHERE title = 'plain sql'")) {
                assertTrue(rows.next());
                assertTrue(Pattern.matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
                        rows.getString(1)), rows.getString(1));
            }
        }
    }

    @Test
    void uuidKeysAreStoredAsByteaOrVarchar36BecauseSpannerHasNoUuidColumnType() throws SQLException {
        Badge badge = new Badge();
        badge.holder = "bytes";
        Ticket ticket = new Ticket();
        ticket.seat = "A1";
        factory.inTransaction(session -> {
            session.persist(badge);
            session.persist(ticket);
        });
        try (Session session = factory.openSession()) {
            assertEquals("bytes", session.find(Badge.class, badge.id).holder);
            assertEquals("A1", session.find(Ticket.class, ticket.id).seat);
        }
        assertEquals(4, badge.id.version());
        try (Connection connection = SqlQueries.connect(database);
                ResultSet rows = connection.createStatement().executeQuery("SELECT table_name, data_type, "
                        + "character_maximum_length FROM information_schema.columns WHERE column_name = 'id' "
                        + "AND table_name IN ('badges', 'tickets') ORDER BY table_name")) {
            assertTrue(rows.next());
            assertEquals("bytea", rows.getString(2));
            assertTrue(rows.next());
            assertEquals("character varying", rows.getString(2));
            assertEquals(36, rows.getLong(3));
        }
    }
}
