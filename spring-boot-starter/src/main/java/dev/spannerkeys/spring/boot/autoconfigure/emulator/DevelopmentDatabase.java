package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.schema.SqlDialect;
import dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysProperties;
import java.util.regex.Pattern;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;
import org.springframework.util.StringUtils;

/**
 * Picks the database the development emulator serves: its dialect and id from
 * {@code spanner.keys.emulator.*}, checked before anything connects.
 */
final class DevelopmentDatabase {

    static final String DIALECT_PROPERTY = "spanner.keys.emulator.dialect";
    static final String DATABASE_ID_PROPERTY = "spanner.keys.emulator.database-id";

    /** Spanner's rule for database ids: 2 to 30 characters. */
    private static final Pattern DATABASE_ID = Pattern.compile("[a-z][a-z0-9_-]{0,28}[a-z0-9]");

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
        if (StringUtils.hasText(databaseId) && !DATABASE_ID.matcher(databaseId).matches()) {
            throw new InvalidConfigurationPropertyValueException(DATABASE_ID_PROPERTY, databaseId,
                    "a Spanner database id has 2 to 30 characters: lower-case letters, digits, '_' and '-',"
                            + " starting with a letter and not ending with '_' or '-'");
        }
        EmulatorDatabase database = emulator.newDatabase(emulatorDialect(dialect));
        String url = database.jdbcUrl();
        if (!StringUtils.hasText(databaseId)) {
            return url;
        }
        // The emulator module names its databases itself; keep its project, instance and URL
        // options and put the configured id in place of the generated one.
        String generated = "/databases/" + database.databaseId() + ";";
        if (!url.contains(generated)) {
            throw new IllegalStateException("unexpected emulator URL " + url + ": no " + generated);
        }
        return url.replace(generated, "/databases/" + databaseId + ";");
    }

    static DatabaseDialect emulatorDialect(SqlDialect dialect) {
        return switch (dialect) {
            case GOOGLE_STANDARD_SQL -> DatabaseDialect.GOOGLE_STANDARD_SQL;
            case POSTGRESQL -> DatabaseDialect.POSTGRESQL;
        };
    }
}
