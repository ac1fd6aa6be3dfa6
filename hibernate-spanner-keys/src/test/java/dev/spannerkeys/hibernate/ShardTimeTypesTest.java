package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.annotations.ShardId;
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
import java.io.Serializable;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * Time types whose stored instant depends on conversion: a LocalDateTime is written in the JDBC
 * time zone, which is set far from UTC here so a wrong zone would show.
 */
@SpannerEmulatorTest
class ShardTimeTypesTest {

    public static class ReadingKey implements Serializable {
        Long shard;
        LocalDateTime takenAt;
        OffsetDateTime receivedAt;
        LocalDate day;

        @Override
        public boolean equals(Object other) {
            return other instanceof ReadingKey key && java.util.Objects.equals(shard, key.shard)
                    && java.util.Objects.equals(takenAt, key.takenAt) && java.util.Objects.equals(receivedAt, key.receivedAt)
                    && java.util.Objects.equals(day, key.day);
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(shard, takenAt, receivedAt, day);
        }
    }

    @Entity(name = "Reading")
    @IdClass(ReadingKey.class)
    public static class Reading {
        @Id @ShardId(of = {"takenAt", "receivedAt", "day"}, shards = 32) Long shard;
        @Id LocalDateTime takenAt;
        @Id OffsetDateTime receivedAt;
        @Id LocalDate day;
        Double value;
    }

    @Test
    void localAndOffsetTimestampsHashTheInstantTheDatabaseStores(EmulatorDatabase database) throws SQLException {
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of("hibernate.jdbc.time_zone", "Asia/Tokyo"),
                Reading.class)) {
            factory.inTransaction(session -> {
                for (int i = 0; i < 60; i++) {
                    Reading reading = new Reading();
                    reading.takenAt = LocalDateTime.of(2026, 11, 22, 23, 30).plusMinutes(i);
                    reading.receivedAt = OffsetDateTime.of(2026, 11, 22, 23, 30, i, 250_000, ZoneOffset.ofHours(-5));
                    reading.day = LocalDate.of(2026, 11, 22).plusDays(i % 3);
                    reading.value = i * 1.5;
                    session.persist(reading);
                }
            });
        }
        String expression = ShardExpression.of(SqlDialect.GOOGLE_STANDARD_SQL, 32, List.of(
                new ShardExpression.Source("takenAt", ShardSource.TIMESTAMP),
                new ShardExpression.Source("receivedAt", ShardSource.TIMESTAMP),
                new ShardExpression.Source("day", ShardSource.DATE)));
        try (Connection connection = SqlQueries.connect(database);
                ResultSet rows = connection.createStatement().executeQuery("SELECT shard, " + expression + " FROM Reading")) {
            int count = 0;
            while (rows.next()) {
                assertEquals(rows.getLong(2), rows.getLong(1));
                count++;
            }
            assertEquals(60, count);
        }
    }
}
