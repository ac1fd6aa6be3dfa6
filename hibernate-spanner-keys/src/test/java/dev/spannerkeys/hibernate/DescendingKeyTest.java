package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.annotations.Descending;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A history table with a {@code @Descending} timestamp key part, on a GoogleSQL database; and the
 * alternative that works in both dialects, an ascending key with a descending secondary index.
 */
@SpannerEmulatorTest
class DescendingKeyTest {

    @Entity(name = "UserAccessLog")
    @IdClass(AccessKey.class)
    public static class UserAccessLog {
        @Id @Column(name = "UserId") Long userId;
        @Id @Descending @Column(name = "LastAccess") Instant lastAccess;
        @Column(name = "Page") String page;

        UserAccessLog() {
        }

        UserAccessLog(long userId, Instant lastAccess, String page) {
            this.userId = userId;
            this.lastAccess = lastAccess;
            this.page = page;
        }
    }

    /** The same history without a descending key part: newest-first reads go through a descending index. */
    @Entity(name = "IndexedUserAccessLog")
    @Table(name = "UserAccessLog")
    @IdClass(AccessKey.class)
    @SpannerIndex(name = "AccessByUserNewestFirst", columns = {"UserId", "LastAccess DESC"}, storing = "Page")
    public static class IndexedUserAccessLog {
        @Id @Column(name = "UserId") Long userId;
        @Id @Column(name = "LastAccess") Instant lastAccess;
        @Column(name = "Page") String page;

        IndexedUserAccessLog() {
        }

        IndexedUserAccessLog(long userId, Instant lastAccess, String page) {
            this.userId = userId;
            this.lastAccess = lastAccess;
            this.page = page;
        }
    }

    public static class AccessKey implements Serializable {
        Long userId;
        Instant lastAccess;

        @Override
        public boolean equals(Object other) {
            return other instanceof AccessKey that && Objects.equals(userId, that.userId)
                    && Objects.equals(lastAccess, that.lastAccess);
        }

        @Override
        public int hashCode() {
            return Objects.hash(userId, lastAccess);
        }
    }

    private final EmulatorDatabase database;

    DescendingKeyTest(EmulatorDatabase database) {
        this.database = database;
    }

    @Test
    void newestFirstIsTheKeyOrder() throws SQLException {
        Instant start = Instant.parse("2026-01-25T10:10:10.555555Z");
        try (SessionFactory factory = TestSessionFactories.create(database, UserAccessLog.class)) {
            factory.inTransaction(session -> {
                session.persist(new UserAccessLog(7, start.plusSeconds(60), "/newest"));
                session.persist(new UserAccessLog(7, start, "/oldest"));
                session.persist(new UserAccessLog(7, start.plusSeconds(30), "/middle"));
                session.persist(new UserAccessLog(8, start.plusSeconds(90), "/other user"));
            });
            String newest = factory.fromTransaction(session -> session.createSelectionQuery(
                    "select page from UserAccessLog where userId = 7 order by lastAccess desc", String.class)
                    .setMaxResults(1).getSingleResult());
            assertEquals("/newest", newest);
        }
        assertEquals(List.of("/newest"), SqlQueries.rows(database,
                "SELECT Page FROM UserAccessLog WHERE UserId = 7 ORDER BY LastAccess DESC LIMIT 1"));
        // Without ORDER BY, a key-order scan already returns the newest row of the user first.
        assertEquals("/newest", SqlQueries.rows(database, "SELECT Page FROM UserAccessLog WHERE UserId = 7").get(0));
        assertEquals(List.of("UserId | ASC", "LastAccess | DESC"), SqlQueries.rows(database,
                "SELECT COLUMN_NAME, COLUMN_ORDERING FROM INFORMATION_SCHEMA.INDEX_COLUMNS "
                + "WHERE TABLE_NAME = 'UserAccessLog' AND INDEX_NAME = 'PRIMARY_KEY' ORDER BY ORDINAL_POSITION"));
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void aDescendingIndexServesNewestFirstReadsInBothDialects(DatabaseDialect dialect, SpannerEmulator emulator)
            throws SQLException {
        EmulatorDatabase fresh = emulator.newDatabase(dialect);
        Instant start = Instant.parse("2026-01-25T10:10:10.555555Z");
        try (SessionFactory factory = TestSessionFactories.create(fresh, IndexedUserAccessLog.class)) {
            factory.inTransaction(session -> {
                session.persist(new IndexedUserAccessLog(7, start.plusSeconds(60), "/newest"));
                session.persist(new IndexedUserAccessLog(7, start, "/oldest"));
                session.persist(new IndexedUserAccessLog(8, start.plusSeconds(90), "/other user"));
            });
        }
        // The key stays ascending; the index holds LastAccess newest-first and stores Page.
        assertEquals(List.of("lastaccess | DESC | 2", "page | null | null", "userid | ASC | 1"),
                SqlQueries.rows(fresh, "SELECT LOWER(COLUMN_NAME), COLUMN_ORDERING, ORDINAL_POSITION "
                        + "FROM INFORMATION_SCHEMA.INDEX_COLUMNS WHERE LOWER(INDEX_NAME) = 'accessbyusernewestfirst' "
                        + "ORDER BY LOWER(COLUMN_NAME)"));
        assertEquals(List.of("ASC"), SqlQueries.rows(fresh, "SELECT COLUMN_ORDERING FROM INFORMATION_SCHEMA.INDEX_COLUMNS "
                + "WHERE LOWER(TABLE_NAME) = 'useraccesslog' AND INDEX_NAME = 'PRIMARY_KEY' "
                + "AND LOWER(COLUMN_NAME) = 'lastaccess'"));
        // Read through the index alone: it has every column the query needs.
        String forced = dialect == DatabaseDialect.POSTGRESQL
                ? "SELECT Page FROM UserAccessLog /*@ FORCE_INDEX = AccessByUserNewestFirst */ "
                        + "WHERE UserId = 7 ORDER BY LastAccess DESC LIMIT 1"
                : "SELECT Page FROM UserAccessLog@{FORCE_INDEX=AccessByUserNewestFirst} "
                        + "WHERE UserId = 7 ORDER BY LastAccess DESC LIMIT 1";
        assertEquals(List.of("/newest"), SqlQueries.rows(fresh, forced));
    }
}
