package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.shard.ShardKeys;
import dev.spannerkeys.hibernate.shard.ShardedReads;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.keys.ShardFunction;
import dev.spannerkeys.keys.ShardSource;
import dev.spannerkeys.internal.schema.ddl.ShardExpression;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import java.io.Serializable;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

@SpannerEmulatorTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ShardIdGeneratorTest {

    static final int SHARDS = 16;
    static final Instant START = Instant.parse("2026-11-22T08:00:00Z");

    public static class AccessKey implements Serializable {
        Long shardId;
        Instant lastAccess;
        Long userId;

        AccessKey() {
        }

        AccessKey(Long shardId, Instant lastAccess, Long userId) {
            this.shardId = shardId;
            this.lastAccess = lastAccess;
            this.userId = userId;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof AccessKey key && Objects.equals(shardId, key.shardId)
                    && Objects.equals(lastAccess, key.lastAccess) && Objects.equals(userId, key.userId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardId, lastAccess, userId);
        }
    }

    @Entity(name = "UserAccessLog")
    @IdClass(AccessKey.class)
    public static class UserAccessLog {
        @Id @ShardId(of = {"userId", "lastAccess"}, shards = SHARDS) Long shardId;
        @Id Instant lastAccess;
        @Id Long userId;
        String page;

        UserAccessLog() {
        }

        UserAccessLog(long userId, Instant lastAccess, String page) {
            this.userId = userId;
            this.lastAccess = lastAccess;
            this.page = page;
        }
    }

    @Embeddable
    public static class EventKey implements Serializable {
        @ShardId(of = {"deviceId"}, shards = 8) Long shard;
        String deviceId;
        Long sequence;

        @Override
        public boolean equals(Object other) {
            return other instanceof EventKey key && Objects.equals(shard, key.shard)
                    && Objects.equals(deviceId, key.deviceId) && Objects.equals(sequence, key.sequence);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shard, deviceId, sequence);
        }
    }

    @Entity(name = "DeviceEvent")
    public static class DeviceEvent {
        @EmbeddedId EventKey key;
        String payload;
    }

    private final EmulatorDatabase database;
    private SessionFactory factory;
    private final List<UserAccessLog> persisted = new ArrayList<>();

    ShardIdGeneratorTest(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeAll
    void persistConsecutiveAccesses() {
        factory = TestSessionFactories.create(database, UserAccessLog.class, DeviceEvent.class);
        factory.inTransaction(session -> {
            for (int i = 0; i < 400; i++) {
                UserAccessLog log = new UserAccessLog(1000 + i % 3, START.plus(i, ChronoUnit.SECONDS), "/page/" + i);
                session.persist(log);
                persisted.add(log);
            }
        });
    }

    @AfterAll
    void close() {
        factory.close();
    }

    @Test
    void theShardJavaComputedIsTheShardTheDatabaseComputes() throws SQLException {
        String expression = ShardExpression.of(SqlDialect.GOOGLE_STANDARD_SQL, SHARDS, List.of(
                new ShardExpression.Source("userId", ShardSource.INT64),
                new ShardExpression.Source("lastAccess", ShardSource.TIMESTAMP)));
        int rows = 0;
        int[] perShard = new int[SHARDS];
        try (Connection connection = SqlQueries.connect(database);
                ResultSet result = connection.createStatement().executeQuery(
                        "SELECT shardId, " + expression + ", userId, lastAccess FROM UserAccessLog")) {
            while (result.next()) {
                long stored = result.getLong(1);
                assertEquals(result.getLong(2), stored);
                assertTrue(stored >= 0 && stored < SHARDS);
                assertEquals(stored, ShardKeys.shardOf(factory, UserAccessLog.class, result.getLong(3),
                        result.getTimestamp(4).toInstant()));
                perShard[(int) stored]++;
                rows++;
            }
        }
        assertEquals(400, rows);
        for (int count : perShard) {
            assertTrue(count > 0, "400 consecutive accesses reach every one of 16 shards");
        }
        for (UserAccessLog log : persisted) {
            assertEquals(ShardFunction.of(SHARDS, ShardSource.INT64, ShardSource.TIMESTAMP).shardOf(log.userId, log.lastAccess),
                    log.shardId);
        }
    }

    @Test
    void theDatabaseRejectsAWrongShardFromAnotherWriter() throws SQLException {
        Instant at = START.minus(1, ChronoUnit.DAYS);
        long right = ShardKeys.shardOf(factory, UserAccessLog.class, 77L, at);
        try (Connection connection = SqlQueries.connect(database);
                PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO UserAccessLog (shardId, lastAccess, userId, page) VALUES (?, ?, 77, 'raw')")) {
            insert.setLong(1, (right + 1) % SHARDS);
            insert.setTimestamp(2, java.sql.Timestamp.from(at));
            SQLException wrong = assertThrows(SQLException.class, insert::executeUpdate);
            assertTrue(wrong.getMessage().contains("CK_UserAccessLog_shardId"), wrong.getMessage());
            insert.setLong(1, right);
            assertEquals(1, insert.executeUpdate());
        }
    }

    @Test
    void findByFullKeyUsesTheComputedShard() {
        UserAccessLog expected = persisted.get(123);
        long shard = ShardKeys.shardOf(factory, UserAccessLog.class, expected.userId, expected.lastAccess);
        try (Session session = factory.openSession()) {
            UserAccessLog found = session.find(UserAccessLog.class, new AccessKey(shard, expected.lastAccess, expected.userId));
            assertNotNull(found);
            assertEquals("/page/123", found.page);
        }
    }

    @Test
    void newestAcrossShardsEqualsAnUnshardedQuery() throws SQLException {
        List<String> expected = new ArrayList<>();
        try (Connection connection = SqlQueries.connect(database);
                ResultSet result = connection.createStatement().executeQuery(
                        "SELECT page FROM UserAccessLog WHERE page LIKE '/page/%' ORDER BY lastAccess DESC LIMIT 25")) {
            while (result.next()) {
                expected.add(result.getString(1));
            }
        }
        try (Session session = factory.openSession()) {
            List<String> newest = ShardedReads.newest(session, UserAccessLog.class, "lastAccess", 25).stream()
                    .map(log -> log.page).toList();
            assertEquals(expected, newest);
            assertEquals("/page/399", newest.get(0));
        }
    }

    @Test
    void aShardSourceCannotChangeBecauseItIsPartOfTheKey() {
        UserAccessLog target = persisted.get(5);
        long shard = ShardKeys.shardOf(factory, UserAccessLog.class, target.userId, target.lastAccess);
        RuntimeException error = assertThrows(RuntimeException.class, () -> factory.inTransaction(session -> {
            UserAccessLog log = session.find(UserAccessLog.class, new AccessKey(shard, target.lastAccess, target.userId));
            log.userId = 999L;
        }));
        String messages = "";
        for (Throwable t = error; t != null; t = t.getCause()) {
            messages += t.getMessage() + " | ";
        }
        assertTrue(messages.toLowerCase(java.util.Locale.ROOT).contains("identifier of an instance"), messages);
    }

    @Test
    void embeddedIdsAreShardedToo() throws SQLException {
        factory.inTransaction(session -> {
            for (int i = 0; i < 20; i++) {
                DeviceEvent event = new DeviceEvent();
                event.key = new EventKey();
                event.key.deviceId = "device-" + i;
                event.key.sequence = (long) i;
                event.payload = "p" + i;
                session.persist(event);
            }
        });
        String expression = ShardExpression.of(SqlDialect.GOOGLE_STANDARD_SQL, 8,
                List.of(new ShardExpression.Source("deviceId", ShardSource.STRING)));
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT shard, " + expression + " FROM DeviceEvent")) {
            int rows = 0;
            while (result.next()) {
                assertEquals(result.getLong(2), result.getLong(1));
                rows++;
            }
            assertEquals(20, rows);
        }
    }
}
