package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysProperties;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;
import org.springframework.util.StringUtils;

/**
 * Picks the database the development emulator serves: its dialect and id from
 * {@code spanner.keys.emulator.*}, checked before anything connects.
 */
final class DevelopmentDatabase {

    static final String DIALECT_PROPERTY = "spanner.keys.emulator.dialect";
    static final String DATABASE_ID_PROPERTY = "spanner.keys.emulator.database-id";

    private DevelopmentDatabase() {
    }

    /**
     * The JDBC URL of a new database on {@code emulator}. Its {@code autoConfigEmulator=true}
     * makes the driver create instance and database on first connect.
     *
     * @throws InvalidConfigurationPropertyValueException for an invalid database id, or an emulator
     *     dialect that contradicts {@code spanner.keys.dialect}
     */
    static String jdbcUrl(SpannerEmulator emulator, SpannerKeysProperties properties) {
        SpannerKeysProperties.Emulator settings = properties.getEmulator();
        SqlDialect dialect = settings.getDialect();
        SqlDialect forced = properties.getDialect();
        if (forced != null && forced != dialect) {
            throw new InvalidConfigurationPropertyValueException(DIALECT_PROPERTY, dialect,
                    "spanner.keys.dialect forces " + forced + ", so the emulator's database must use it too;"
                            + " set " + DIALECT_PROPERTY + "=" + forced + " (or leave spanner.keys.dialect unset)");
        }
        String databaseId = settings.getDatabaseId();
        if (!StringUtils.hasText(databaseId)) {
            return emulator.newDatabase(emulatorDialect(dialect)).jdbcUrl();
        }
        try {
            // The emulator module checks the id against Spanner's rule and keeps its own instance.
            return emulator.newDatabase(emulatorDialect(dialect), databaseId).jdbcUrl();
        } catch (IllegalArgumentException e) {
            throw new InvalidConfigurationPropertyValueException(DATABASE_ID_PROPERTY, databaseId, e.getMessage());
        }
    }

    static DatabaseDialect emulatorDialect(SqlDialect dialect) {
        return switch (dialect) {
            case GOOGLE_STANDARD_SQL -> DatabaseDialect.GOOGLE_STANDARD_SQL;
            case POSTGRESQL -> DatabaseDialect.POSTGRESQL;
        };
    }
}
