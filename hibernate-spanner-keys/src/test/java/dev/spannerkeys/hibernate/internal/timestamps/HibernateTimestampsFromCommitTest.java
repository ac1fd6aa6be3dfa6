package dev.spannerkeys.hibernate.internal.timestamps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.annotations.CreationTimestamp;
import org.hibernate.annotations.CurrentTimestamp;
import org.hibernate.annotations.UpdateTimestamp;
import org.hibernate.generator.EventType;
import org.junit.jupiter.api.Test;

/**
 * {@code spanner.keys.hibernate-timestamps-from-commit} on the emulator: off by default (JVM time, a plain
 * TIMESTAMP column); refused at bootstrap where it cannot be honoured, naming the setting. On, in every write
 * mode and both dialects: {@code CommitTimestampWriteModesContract}.
 */
@SpannerEmulatorTest
class HibernateTimestampsFromCommitTest {

    @Entity(name = "HtAudit")
    @Table(name = "ht_audits")
    public static class Audit {
        @Id Long id;
        @Column(name = "body") String body;
        @CreationTimestamp @Column(name = "created_at") Instant createdAt;
        @UpdateTimestamp @Column(name = "updated_at") Instant updatedAt;
        @CurrentTimestamp(event = EventType.UPDATE) @Column(name = "touched_at") OffsetDateTime touchedAt;

        Audit() {
        }

        Audit(long id, String body) {
            this.id = id;
            this.body = body;
        }
    }

    @Entity(name = "HtCount")
    @Table(name = "ht_counts")
    public static class Counted {
        @Id Long id;
        @CreationTimestamp @Column(name = "created_at") Long createdAt;
    }

    @Test
    void offByDefaultTheyKeepHibernatesJvmTimeInAPlainColumn(EmulatorDatabase database) throws SQLException {
        try (SessionFactory factory = factory(database, WriteMode.MUTATIONS_AT_COMMIT, null)) {
            Audit audit = new Audit(1, "first");
            Instant before = Instant.now();
            factory.inTransaction(session -> session.persist(audit));
            assertNotNull(audit.createdAt);
            assertTrue(!audit.createdAt.isBefore(before.minusSeconds(1)), "set from the JVM's clock at the flush");
            assertEquals(audit.createdAt, row(database).get(0));
        }
        assertEquals(List.of(), commitTimestampOption(database, "updated_at"), "no allow_commit_timestamp option");
    }

    @Test
    void whatCannotBeHonouredIsRefusedAtBootstrap(EmulatorDatabase database) {
        RuntimeException type = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit",
                        SpannerKeysSettings.HIBERNATE_TIMESTAMPS_FROM_COMMIT, "true"), Counted.class).close());
        assertTrue(type.getMessage().contains("@CreationTimestamp (written as a commit timestamp with "
                + "spanner.keys.hibernate-timestamps-from-commit = true) is on a java.lang.Long attribute"),
                type.getMessage());
        assertTrue(type.getMessage().contains("or set spanner.keys.hibernate-timestamps-from-commit = false"),
                type.getMessage());
    }

    private static SessionFactory factory(EmulatorDatabase database, WriteMode mode, Boolean fromCommit) {
        Map<String, String> settings = new java.util.HashMap<>(Map.of(SpannerKeysSettings.WRITE_MODE,
                mode.settingValue(), "hibernate.generate_statistics", "true", "hibernate.hbm2ddl.auto", "create"));
        if (fromCommit != null) {
            settings.put(SpannerKeysSettings.HIBERNATE_TIMESTAMPS_FROM_COMMIT, fromCommit.toString());
        }
        return TestSessionFactories.create(database, settings, Audit.class);
    }

    /** created_at, updated_at, touched_at of row 1, read with SQL. */
    private static List<Instant> row(EmulatorDatabase database) throws SQLException {
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(
                        "SELECT created_at, updated_at, touched_at FROM ht_audits WHERE id = 1")) {
            result.next();
            java.util.ArrayList<Instant> values = new java.util.ArrayList<>();
            for (int i = 1; i <= 3; i++) {
                values.add(result.getTimestamp(i) == null ? null : result.getTimestamp(i).toInstant());
            }
            return values;
        }
    }

    private static List<String> commitTimestampOption(EmulatorDatabase database, String column) throws SQLException {
        if (database.dialect() == DatabaseDialect.POSTGRESQL) {
            return SqlQueries.rows(database, "SELECT spanner_type FROM information_schema.columns "
                    + "WHERE table_name = 'ht_audits' AND column_name = '" + column + "' "
                    + "AND spanner_type = 'spanner.commit_timestamp'");
        }
        return SqlQueries.rows(database, "SELECT c.SPANNER_TYPE, o.OPTION_VALUE FROM INFORMATION_SCHEMA.COLUMNS c "
                + "JOIN INFORMATION_SCHEMA.COLUMN_OPTIONS o ON o.TABLE_NAME = c.TABLE_NAME AND o.COLUMN_NAME = c.COLUMN_NAME "
                + "WHERE c.TABLE_NAME = 'ht_audits' AND c.COLUMN_NAME = '" + column + "' "
                + "AND o.OPTION_NAME = 'allow_commit_timestamp'");
    }
}
