package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.shard.ShardedReads;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.Descending;
import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sharded history table as the seeds describe it: shard first, timestamp DESC, and a secondary
 * index led by the shard column rather than by the monotonic column.
 */
@SpannerEmulatorTest
class ShardedHistoryTest {

    public static class ViewKey implements Serializable {
        Long shardId;
        Instant viewedAt;
        Long userId;

        @Override
        public boolean equals(Object other) {
            return other instanceof ViewKey key && Objects.equals(shardId, key.shardId)
                    && Objects.equals(viewedAt, key.viewedAt) && Objects.equals(userId, key.userId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardId, viewedAt, userId);
        }
    }

    @Entity(name = "PageView")
    @IdClass(ViewKey.class)
    @SpannerIndex(name = "PageViewsByPage", columns = {"shardId", "page"}, storing = {"durationMillis"})  // good: led by the shard
    public static class PageView {
        @Id @ShardId(of = {"userId", "viewedAt"}, shards = 8) Long shardId;
        @Id @Descending Instant viewedAt;
        @Id Long userId;
        String page;
        Long durationMillis;
    }

    @Test
    void keyIndexAndCheckTogether(EmulatorDatabase database, @TempDir Path folder) throws SQLException, java.io.IOException {
        Path script = folder.resolve("create.sql");
        Instant start = Instant.parse("2026-11-22T09:00:00Z");
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of(
                "jakarta.persistence.schema-generation.database.action", "drop-and-create",
                "jakarta.persistence.schema-generation.scripts.action", "create",
                "jakarta.persistence.schema-generation.scripts.create-target", script.toString(),
                "hibernate.hbm2ddl.delimiter", ";"), PageView.class)) {
            String ddl = Files.readString(script);
            assertTrue(ddl.contains("PRIMARY KEY (shardId, viewedAt DESC, userId)"), ddl);
            assertTrue(ddl.contains("CONSTRAINT CK_PageView_shardId CHECK (shardId = MOD(MOD(FARM_FINGERPRINT(CONCAT("), ddl);
            assertTrue(ddl.contains("CREATE INDEX PageViewsByPage ON PageView (shardId, page) STORING (durationMillis)"), ddl);

            factory.inTransaction(session -> {
                for (int i = 0; i < 120; i++) {
                    PageView view = new PageView();
                    view.userId = 10L + i % 4;
                    view.viewedAt = start.plus(i, ChronoUnit.SECONDS);
                    view.page = "/p" + (i % 7);
                    view.durationMillis = (long) i;
                    session.persist(view);
                }
            });

            try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
                try (ResultSet rows = statement.executeQuery("SELECT COLUMN_NAME, COLUMN_ORDERING FROM INFORMATION_SCHEMA.INDEX_COLUMNS "
                        + "WHERE TABLE_NAME = 'PageView' AND INDEX_NAME = 'PRIMARY_KEY' ORDER BY ORDINAL_POSITION")) {
                    List<String> key = new ArrayList<>();
                    while (rows.next()) {
                        key.add(rows.getString(1) + " " + rows.getString(2));
                    }
                    assertEquals(List.of("shardId ASC", "viewedAt DESC", "userId ASC"), key);
                }
                try (ResultSet rows = statement.executeQuery("SELECT COLUMN_NAME FROM INFORMATION_SCHEMA.INDEX_COLUMNS "
                        + "WHERE TABLE_NAME = 'PageView' AND INDEX_NAME = 'PageViewsByPage' AND ORDINAL_POSITION = 1")) {
                    assertTrue(rows.next());
                    assertEquals("shardId", rows.getString(1), "the index is led by the shard, not by a monotonic column");
                }
                List<Long> expected = new ArrayList<>();
                try (ResultSet rows = statement.executeQuery("SELECT durationMillis FROM PageView ORDER BY viewedAt DESC LIMIT 10")) {
                    while (rows.next()) {
                        expected.add(rows.getLong(1));
                    }
                }
                try (Session session = factory.openSession()) {
                    assertEquals(expected, ShardedReads.newest(session, PageView.class, "viewedAt", 10).stream()
                            .map(view -> view.durationMillis).toList());
                }
            }
        }
    }
}
