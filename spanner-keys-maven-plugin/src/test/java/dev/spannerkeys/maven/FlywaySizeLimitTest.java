package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.internal.jdbc.JdbcConnectionFactory;
import org.flywaydb.core.internal.license.FlywayEditionUpgradeRequiredException;
import org.flywaydb.database.spanner.SpannerDatabase;
import org.junit.jupiter.api.Test;

/**
 * What Flyway Community's Spanner support does with a database its size query measures above 10 GB.
 * {@code SpannerDatabase.ensureSupported} (run by every {@code migrate}, {@code validate}, {@code info})
 * sums {@code USED_BYTES} of {@code spanner_sys.table_sizes_stats_1hour} over the latest interval. The
 * emulator has no statistics tables and refuses a schema named {@code spanner_sys} ("Schema name not
 * valid"), so the test points Flyway's own hook {@code setStatsTableName} at a table of the same shape
 * in the default schema, and calls {@code ensureSupported} as {@code migrate} does: 11 GB is refused
 * with {@code FlywayEditionUpgradeRequiredException}; 9.5 GB passes (with a warning); on the emulator
 * without the table, the query fails, Flyway counts 0 bytes, and passes.
 */
@SpannerEmulatorTest
class FlywaySizeLimitTest {

    private static final String STATS = "table_sizes_stats_1hour";

    @Test
    void flywayCommunityRefusesADatabaseItMeasuresAbove10Gb(SpannerEmulator emulator) throws Exception {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE " + STATS + " (INTERVAL_END TIMESTAMP NOT NULL, TABLE_NAME STRING(MAX) NOT "
                    + "NULL, USED_BYTES INT64) PRIMARY KEY (INTERVAL_END, TABLE_NAME)");
        }
        FluentConfiguration configuration = Flyway.configure(getClass().getClassLoader())
                .dataSource(database.jdbcUrl(), null, null);

        assertDoesNotThrow(() -> ensureSupported(configuration, null), "no statistics: counted as 0 bytes");

        // An older interval with more bytes does not count: only the latest one is summed.
        insert(database, "2026-11-27T09:00:00Z", "Orders", 20_000_000_000L);
        insert(database, "2026-11-27T10:00:00Z", "Orders", 6_000_000_000L);
        insert(database, "2026-11-27T10:00:00Z", "OrderItems", 3_500_000_000L);
        assertDoesNotThrow(() -> ensureSupported(configuration, STATS), "9.5 GB: below the limit");

        insert(database, "2026-11-27T10:00:00Z", "Customers", 1_500_000_000L);
        FlywayEditionUpgradeRequiredException refused = assertThrows(FlywayEditionUpgradeRequiredException.class,
                () -> ensureSupported(configuration, STATS));
        System.out.println("Flyway at 11 GB: " + refused.getMessage());
        assertTrue(refused.getMessage().contains("exceeds the 10 GB database size limit"), refused.getMessage());
    }

    private static void ensureSupported(FluentConfiguration configuration, String statsTable) throws Exception {
        JdbcConnectionFactory connections = new JdbcConnectionFactory(configuration.getDataSource(), configuration, null);
        try (SpannerDatabase database = new SpannerDatabase(configuration, connections, null)) {
            if (statsTable != null) {
                database.setStatsTableName(statsTable);
            }
            database.ensureSupported(configuration);
        }
    }

    private static void insert(EmulatorDatabase database, String intervalEnd, String table, long bytes) throws Exception {
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                Statement statement = connection.createStatement()) {
            statement.executeUpdate("INSERT INTO " + STATS + " (INTERVAL_END, TABLE_NAME, USED_BYTES) VALUES (TIMESTAMP '"
                    + intervalEnd + "', '" + table + "', " + bytes + ")");
        }
    }
}
