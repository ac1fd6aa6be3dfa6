package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.shard.ShardKeys;
import dev.spannerkeys.hibernate.shard.ShardedReads;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.keys.ShardSource;
import dev.spannerkeys.internal.schema.ddl.ShardExpression;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

@SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
class ShardIdPostgreSqlTest {

    public static class LogKey implements Serializable {
        Long shardid;
        Instant lastaccess;
        Long userid;

        @Override
        public boolean equals(Object other) {
            return other instanceof LogKey key && Objects.equals(shardid, key.shardid)
                    && Objects.equals(lastaccess, key.lastaccess) && Objects.equals(userid, key.userid);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardid, lastaccess, userid);
        }
    }

    @Entity(name = "AccessLog")
    @Table(name = "useraccesslog")
    @IdClass(LogKey.class)
    public static class AccessLog {
        @Id @ShardId(of = {"userid", "lastaccess"}, shards = 16) Long shardid;
        @Id Instant lastaccess;
        @Id Long userid;
        String page;
    }

    private static final int ROWS = 64;

    @Test
    void javaAndDatabaseAgreeWrongShardsAreRejectedAndNewestMerges(EmulatorDatabase database) throws SQLException {
        Instant start = Instant.parse("2026-11-22T09:30:00.123456Z");
        try (SessionFactory factory = TestSessionFactories.create(database, AccessLog.class)) {
            // 64 rows fill the 16 shards several times over; emulator DML in the PostgreSQL dialect is slow
            // enough that a larger batch ran into the RPC deadline on a loaded machine.
            factory.inTransaction(session -> {
                for (int i = 0; i < ROWS; i++) {
                    AccessLog log = new AccessLog();
                    log.userid = 500L + i % 5;
                    log.lastaccess = start.plus(i * 1001L, ChronoUnit.MICROS);
                    log.page = "/pg/" + i;
                    session.persist(log);
                }
            });
            String expression = ShardExpression.of(SqlDialect.POSTGRESQL, 16, List.of(
                    new ShardExpression.Source("userid", ShardSource.INT64),
                    new ShardExpression.Source("lastaccess", ShardSource.TIMESTAMP)));
            try (Connection connection = SqlQueries.connect(database)) {
                int rows = 0;
                try (ResultSet result = connection.createStatement().executeQuery(
                        "SELECT shardid, " + expression + ", userid, lastaccess FROM useraccesslog")) {
                    while (result.next()) {
                        assertEquals(result.getLong(2), result.getLong(1));
                        assertEquals(result.getLong(1), ShardKeys.shardOf(factory, AccessLog.class, result.getLong(3),
                                result.getTimestamp(4).toInstant()));
                        rows++;
                    }
                }
                assertEquals(ROWS, rows);
                Instant at = start.minus(1, ChronoUnit.HOURS);
                long right = ShardKeys.shardOf(factory, AccessLog.class, 9L, at);
                try (PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO useraccesslog (shardid, lastaccess, userid, page) VALUES ($1, $2, 9, 'raw')")) {
                    insert.setLong(1, (right + 3) % 16);
                    insert.setTimestamp(2, java.sql.Timestamp.from(at));
                    assertThrows(SQLException.class, insert::executeUpdate);
                    insert.setLong(1, right);
                    assertEquals(1, insert.executeUpdate());
                }
                List<String> expected = new ArrayList<>();
                try (ResultSet result = connection.createStatement().executeQuery(
                        "SELECT page FROM useraccesslog ORDER BY lastaccess DESC LIMIT 12")) {
                    while (result.next()) {
                        expected.add(result.getString(1));
                    }
                }
                try (Session session = factory.openSession()) {
                    assertEquals(expected, ShardedReads.newest(session, AccessLog.class, "lastaccess", 12).stream()
                            .map(log -> log.page).toList());
                }
                assertEquals("/pg/" + (ROWS - 1), expected.get(0));
            }
        }
    }
}
