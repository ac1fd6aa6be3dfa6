package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.UuidStorage;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.keys.UuidBytes;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

@SpannerEmulatorTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RandomUuidGeneratorTest {

    static final Pattern LOWERCASE_V4 =
            Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");

    @Entity(name = "Concert")
    public static class Concert {
        @Id @RandomUuid String id;
        String title;
    }

    @Entity(name = "Ticket")
    public static class Ticket {
        @Id @RandomUuid @JdbcTypeCode(SqlTypes.CHAR) UUID id;
        String seat;
    }

    @Entity(name = "Badge")
    public static class Badge {
        @Id @RandomUuid(storage = UuidStorage.BYTES16) UUID id;
        String holder;
    }

    private final EmulatorDatabase database;
    private SessionFactory factory;

    RandomUuidGeneratorTest(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeAll
    void createSchema() {
        factory = TestSessionFactories.create(database, Concert.class, Ticket.class, Badge.class);
    }

    @AfterAll
    void close() {
        factory.close();
    }

    @Test
    void columnsAreString36WithTheDatabaseDefaultOrBytes16() throws SQLException {
        try (Connection connection = SqlQueries.connect(database);
                ResultSet rows = connection.createStatement().executeQuery(
                        "SELECT TABLE_NAME, SPANNER_TYPE, COLUMN_DEFAULT FROM INFORMATION_SCHEMA.COLUMNS "
                                + "WHERE COLUMN_NAME = 'id' AND TABLE_NAME IN ('Concert', 'Ticket', 'Badge') ORDER BY TABLE_NAME")) {
            assertTrue(rows.next());
            assertEquals("Badge", rows.getString(1));
            assertEquals("BYTES(16)", rows.getString(2));
            assertTrue(rows.next());
            assertEquals("Concert", rows.getString(1));
            assertEquals("STRING(36)", rows.getString(2));
            assertEquals("GENERATE_UUID()", rows.getString(3));
            assertTrue(rows.next());
            assertEquals("Ticket", rows.getString(1));
            assertEquals("STRING(36)", rows.getString(2));
            assertEquals("GENERATE_UUID()", rows.getString(3));
        }
    }

    @Test
    void persistedKeysAreVersion4InEveryStorage() throws SQLException {
        Set<String> concertIds = new HashSet<>();
        Set<UUID> badgeIds = new HashSet<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < 100; i++) {
                Concert concert = new Concert();
                concert.title = "Concert " + i;
                session.persist(concert);
                concertIds.add(concert.id);
                Ticket ticket = new Ticket();
                ticket.seat = "A" + i;
                session.persist(ticket);
                Badge badge = new Badge();
                badge.holder = "holder " + i;
                session.persist(badge);
                badgeIds.add(badge.id);
            }
        });
        try (Connection connection = SqlQueries.connect(database);
                Statement statement = connection.createStatement()) {
            Set<String> storedConcerts = new HashSet<>();
            try (ResultSet rows = statement.executeQuery("SELECT id FROM Concert WHERE title LIKE 'Concert %'")) {
                while (rows.next()) {
                    String id = rows.getString(1);
                    assertTrue(LOWERCASE_V4.matcher(id).matches(), id);
                    storedConcerts.add(id);
                }
            }
            assertEquals(concertIds, storedConcerts);
            try (ResultSet rows = statement.executeQuery("SELECT id FROM Ticket")) {
                int count = 0;
                while (rows.next()) {
                    assertTrue(LOWERCASE_V4.matcher(rows.getString(1)).matches(), rows.getString(1));
                    count++;
                }
                assertEquals(100, count);
            }
            Set<UUID> storedBadges = new HashSet<>();
            try (ResultSet rows = statement.executeQuery("SELECT id FROM Badge")) {
                while (rows.next()) {
                    UUID id = UuidBytes.fromBytes(rows.getBytes(1));
                    assertEquals(4, id.version());
                    assertEquals(2, id.variant());
                    storedBadges.add(id);
                }
            }
            assertEquals(badgeIds, storedBadges);
        }
        try (Session session = factory.openSession()) {
            UUID any = badgeIds.iterator().next();
            assertNotNull(session.find(Badge.class, any), "a BYTES(16) key is found by its UUID");
        }
    }

    @Test
    void aRowInsertedWithPlainSqlGetsAKeyFromTheColumnDefault() throws SQLException {
        try (Connection connection = SqlQueries.connect(database);
                Statement statement = connection.createStatement()) {
            statement.executeUpdate("INSERT INTO Concert (title) VALUES ('from another tool')");
            try (ResultSet rows = statement.executeQuery("SELECT id FROM Concert WHERE title = 'from another tool'")) {
                assertTrue(rows.next());
                assertTrue(LOWERCASE_V4.matcher(rows.getString(1)).matches(), rows.getString(1));
            }
        }
    }
}
