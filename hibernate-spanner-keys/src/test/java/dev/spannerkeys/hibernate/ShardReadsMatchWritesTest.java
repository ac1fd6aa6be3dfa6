package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.shard.ShardKeys;
import dev.spannerkeys.hibernate.shard.ShardedReads;
import dev.spannerkeys.keys.ShardFunction;
import dev.spannerkeys.keys.ShardSource;
import jakarta.persistence.Access;
import jakarta.persistence.AccessType;
import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import org.hibernate.SessionFactory;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The shard the read helpers compute is the shard the generator wrote and the database's CHECK
 * computes, for mappings where reading the annotation by field reflection used to give another
 * answer: {@code @ShardId} declared on a getter (property access) with a {@code UUID} source stored
 * as text by {@code @JdbcTypeCode(SqlTypes.CHAR)} on its getter, and a {@code UUID} source stored as
 * CHAR inside an {@code @EmbeddedId}. 1,000 rows of each, written as one transaction of mutations.
 */
@SpannerEmulatorTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ShardReadsMatchWritesTest {

    static final int ROWS = 1_000;
    static final Instant START = Instant.parse("2026-11-24T06:00:00.000001Z");

    /** Every key attribute, and the shard, declared on getters. */
    @Entity(name = "GetterEvent")
    @Table(name = "GetterEvents")
    @IdClass(GetterEvent.Key.class)
    @Access(AccessType.PROPERTY)
    public static class GetterEvent {
        private Long shard;
        private UUID device;
        private Instant at;
        private String payload;

        @Id
        @ShardId(of = {"device", "at"}, shards = 16)
        @Column(name = "ShardId")
        public Long getShard() {
            return shard;
        }

        public void setShard(Long shard) {
            this.shard = shard;
        }

        @Id
        @JdbcTypeCode(SqlTypes.CHAR)
        @Column(name = "DeviceId", length = 36)
        public UUID getDevice() {
            return device;
        }

        public void setDevice(UUID device) {
            this.device = device;
        }

        @Id
        @Column(name = "OccurredAt")
        public Instant getAt() {
            return at;
        }

        public void setAt(Instant at) {
            this.at = at;
        }

        @Column(name = "Payload")
        public String getPayload() {
            return payload;
        }

        public void setPayload(String payload) {
            this.payload = payload;
        }

        /** The key class of {@link GetterEvent}, with getters and setters as property access needs. */
        public static class Key implements Serializable {
            private Long shard;
            private UUID device;
            private Instant at;

            public Long getShard() {
                return shard;
            }

            public void setShard(Long shard) {
                this.shard = shard;
            }

            public UUID getDevice() {
                return device;
            }

            public void setDevice(UUID device) {
                this.device = device;
            }

            public Instant getAt() {
                return at;
            }

            public void setAt(Instant at) {
                this.at = at;
            }

            Key() {
            }

            Key(Long shard, UUID device, Instant at) {
                this.shard = shard;
                this.device = device;
                this.at = at;
            }

            @Override
            public boolean equals(Object other) {
                return other instanceof Key that && Objects.equals(shard, that.shard)
                        && Objects.equals(device, that.device) && Objects.equals(at, that.at);
            }

            @Override
            public int hashCode() {
                return Objects.hash(shard, device, at);
            }
        }
    }

    /** A UUID source stored as CHAR, inside an {@code @EmbeddedId}. */
    @Entity(name = "SessionEvent")
    @Table(name = "SessionEvents")
    public static class SessionEvent {
        @EmbeddedId SessionKey id;
        @Column(name = "Payload") String payload;
    }

    @Embeddable
    public static class SessionKey implements Serializable {
        @ShardId(of = {"sessionId", "seq"}, shards = 8) @Column(name = "ShardId") Long shardId;
        @JdbcTypeCode(SqlTypes.CHAR) @Column(name = "SessionId", length = 36) UUID sessionId;
        @Column(name = "Seq") Long seq;

        SessionKey() {
        }

        SessionKey(Long shardId, UUID sessionId, Long seq) {
            this.shardId = shardId;
            this.sessionId = sessionId;
            this.seq = seq;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof SessionKey that && Objects.equals(shardId, that.shardId)
                    && Objects.equals(sessionId, that.sessionId) && Objects.equals(seq, that.seq);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardId, sessionId, seq);
        }
    }

    private final EmulatorDatabase database;
    private SessionFactory factory;

    ShardReadsMatchWritesTest(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeAll
    void writeOneThousandRowsOfEach() {
        factory = TestSessionFactories.create(database, Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit"),
                GetterEvent.class, SessionEvent.class);
        List<UUID> devices = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            devices.add(UUID.nameUUIDFromBytes(("device " + i).getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        }
        factory.inTransaction(session -> {
            for (int i = 0; i < ROWS; i++) {
                GetterEvent event = new GetterEvent();
                event.setDevice(devices.get(i % devices.size()));
                event.setAt(START.plus(i * 1_001L, ChronoUnit.MICROS));
                event.setPayload("event " + i);
                session.persist(event);
            }
        });
        factory.inTransaction(session -> {
            for (int i = 0; i < ROWS; i++) {
                SessionEvent event = new SessionEvent();
                event.id = new SessionKey(null, UUID.nameUUIDFromBytes(("session " + i % 37)
                        .getBytes(java.nio.charset.StandardCharsets.UTF_8)), (long) i);
                event.payload = "session event " + i;
                session.persist(event);
            }
        });
    }

    @AfterAll
    void close() {
        factory.close();
    }

    @Test
    void getterMappedShardForReadsIsTheStoredShardAndTheCheckExpression() throws SQLException {
        String check = checkExpression("GetterEvents");
        int rows = 0;
        int bytesWouldDiffer = 0;
        ShardFunction asBytes = ShardFunction.of(16, ShardSource.UUID_BYTES, ShardSource.TIMESTAMP);
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT ShardId, " + check + ", DeviceId, OccurredAt FROM GetterEvents")) {
            while (result.next()) {
                long stored = result.getLong(1);
                UUID device = UUID.fromString(result.getString(3));
                Instant at = result.getTimestamp(4).toInstant();
                assertEquals(stored, result.getLong(2), "the database's CHECK expression computes the stored shard");
                assertEquals(stored, ShardKeys.shardOf(factory, GetterEvent.class, device, at));
                if (asBytes.shardOf(device, at) != stored) {
                    bytesWouldDiffer++;
                }
                rows++;
            }
        }
        assertEquals(ROWS, rows);
        // The column holds text: hashing the UUID's bytes (what a reader that missed the getter's
        // @JdbcTypeCode assumed) gives another shard for most rows, so this test tells them apart.
        assertTrue(bytesWouldDiffer > ROWS / 2, bytesWouldDiffer + " of " + ROWS);
    }

    @Test
    void embeddedCharUuidShardForReadsIsTheStoredShardAndTheCheckExpression() throws SQLException {
        String check = checkExpression("SessionEvents");
        int rows = 0;
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT ShardId, " + check + ", SessionId, Seq FROM SessionEvents")) {
            while (result.next()) {
                long stored = result.getLong(1);
                assertEquals(stored, result.getLong(2), "the database's CHECK expression computes the stored shard");
                assertEquals(stored, ShardKeys.shardOf(factory, SessionEvent.class, UUID.fromString(result.getString(3)),
                        result.getLong(4)));
                rows++;
            }
        }
        assertEquals(ROWS, rows);
    }

    @Test
    void pointLookupsAndNewestAcrossShardsUseTheSameShards() throws SQLException {
        GetterEvent latest = factory.fromSession(session -> ShardedReads.newest(session, GetterEvent.class, "at", 1)
                .get(0));
        assertEquals("event " + (ROWS - 1), latest.getPayload());
        List<String> expected = SqlQueries.rows(database, "SELECT Payload FROM GetterEvents ORDER BY OccurredAt DESC LIMIT 20");
        List<String> newest = factory.fromSession(session -> ShardedReads.newest(session, GetterEvent.class, "at", 20))
                .stream().map(GetterEvent::getPayload).toList();
        assertEquals(expected, newest);

        factory.inSession(session -> {
            long shard = ShardKeys.shardOf(session, GetterEvent.class, latest.getDevice(), latest.getAt());
            assertNotNull(session.find(GetterEvent.class, new GetterEvent.Key(shard, latest.getDevice(), latest.getAt())));
            UUID sessionId = UUID.nameUUIDFromBytes("session 5".getBytes(java.nio.charset.StandardCharsets.UTF_8));
            long sessionShard = ShardKeys.shardOf(session, SessionEvent.class, sessionId, 5L);
            SessionEvent found = session.find(SessionEvent.class, new SessionKey(sessionShard, sessionId, 5L));
            assertEquals("session event 5", found.payload);
        });
        List<String> newestSessions = factory.fromSession(session -> ShardedReads.newest(session, SessionEvent.class,
                "id.seq", 3)).stream().map(event -> event.payload).toList();
        assertEquals(List.of("session event 999", "session event 998", "session event 997"), newestSessions);
    }

    @Test
    void valuesThatDoNotMatchTheSourcesAreRefused() {
        IllegalArgumentException count = assertThrows(IllegalArgumentException.class,
                () -> ShardKeys.shardOf(factory, GetterEvent.class, UUID.randomUUID()));
        assertTrue(count.getMessage().contains("[device, at]"), count.getMessage());
        IllegalArgumentException notSharded = assertThrows(IllegalArgumentException.class,
                () -> ShardKeys.shardOf(factory, String.class, 1L));
        assertTrue(notSharded.getMessage().contains("not an entity"), notSharded.getMessage());
    }

    /** The right-hand side of the CHECK constraint the database holds for {@code table}'s shard. */
    private String checkExpression(String table) throws SQLException {
        List<String> clauses = SqlQueries.rows(database, "SELECT CHECK_CLAUSE FROM INFORMATION_SCHEMA.CHECK_CONSTRAINTS "
                + "WHERE CONSTRAINT_NAME = 'CK_" + table + "_ShardId'");
        assertEquals(1, clauses.size(), clauses.toString());
        String clause = clauses.get(0);
        return clause.substring(clause.indexOf('=') + 1);
    }
}
