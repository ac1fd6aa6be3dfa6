package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What Flyway Community's Spanner support does with a database its size query reports above 10 GB:
 * the emulator has no {@code SPANNER_SYS} statistics, so the test gives the database a table
 * {@code spanner_sys.table_sizes_stats_1hour} of its own (a named schema) holding 11 GB in the last
 * interval. Flyway refuses to migrate, and nothing of the script is applied.
 */
@SpannerEmulatorTest
class FlywaySizeLimitTest {

    @Test
    void flywayCommunityRefusesADatabaseItMeasuresAbove10Gb(SpannerEmulator emulator, @TempDir Path scripts)
            throws Exception {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE SCHEMA spanner_sys");
            statement.execute("CREATE TABLE spanner_sys.table_sizes_stats_1hour (INTERVAL_END TIMESTAMP NOT NULL, "
                    + "TABLE_NAME STRING(MAX) NOT NULL, USED_BYTES INT64) PRIMARY KEY (INTERVAL_END, TABLE_NAME)");
            statement.executeUpdate("INSERT INTO spanner_sys.table_sizes_stats_1hour (INTERVAL_END, TABLE_NAME, USED_BYTES) "
                    + "VALUES (TIMESTAMP '2026-11-27T10:00:00Z', 'Orders', 11000000000)");
        }
        Files.writeString(scripts.resolve("V1__venues.sql"), "CREATE TABLE venues (venue_id INT64 NOT NULL) PRIMARY KEY (venue_id);\n");
        Flyway flyway = Flyway.configure(getClass().getClassLoader()).dataSource(database.jdbcUrl(), null, null)
                .locations("filesystem:" + scripts.toAbsolutePath()).load();
        FlywayException refused = assertThrows(FlywayException.class, flyway::migrate);
        System.out.println("Flyway: " + refused.getClass().getName() + ": " + refused.getMessage());
        assertEquals("FlywayEditionUpgradeRequiredException", refused.getClass().getSimpleName());
        assertTrue(refused.getMessage().contains("exceeds the 10 GB database size limit"), refused.getMessage());
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                ResultSet tables = connection.createStatement().executeQuery("SELECT COUNT(*) FROM "
                        + "INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = '' AND TABLE_NAME = 'venues'")) {
            tables.next();
            assertEquals(0, tables.getLong(1), "the script was not applied");
        }
    }
}
