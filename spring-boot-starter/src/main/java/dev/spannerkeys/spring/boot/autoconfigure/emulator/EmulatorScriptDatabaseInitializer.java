package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import java.sql.DatabaseMetaData;
import java.util.Objects;
import javax.sql.DataSource;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.jdbc.autoconfigure.ApplicationDataSourceScriptDatabaseInitializer;
import org.springframework.boot.sql.init.DatabaseInitializationSettings;
import org.springframework.jdbc.support.JdbcUtils;
import org.springframework.jdbc.support.MetaDataAccessException;

/**
 * Boot's {@code spring.sql.init} for the application's DataSource, with one difference: a database
 * on the development emulator counts as embedded, so the default mode {@code embedded} runs
 * {@code schema.sql} and {@code data.sql} there, as it does on H2. Like an embedded database, it is
 * new and empty at every start and lives in memory only.
 *
 * <p>Boot decides "embedded" from the driver and URL of H2, HSQLDB and Derby only, with no way to
 * add a database; replacing the initializer bean is the way Boot offers
 * ({@link ApplicationDataSourceScriptDatabaseInitializer} "may be registered as a bean to override
 * auto-configuration"). Everything else (locations, platform, separator, continue-on-error, the
 * ordering against JPA) is Boot's.
 */
final class EmulatorScriptDatabaseInitializer extends ApplicationDataSourceScriptDatabaseInitializer {

    private static final Log logger = LogFactory.getLog(EmulatorScriptDatabaseInitializer.class);

    private final String emulatorUrl;

    /**
     * @param dataSource the application's DataSource
     * @param settings Boot's settings from {@code spring.sql.init.*}
     * @param emulatorUrl the JDBC URL of the development emulator's database
     */
    EmulatorScriptDatabaseInitializer(DataSource dataSource, DatabaseInitializationSettings settings,
            String emulatorUrl) {
        super(dataSource, settings);
        this.emulatorUrl = Objects.requireNonNull(emulatorUrl, "emulatorUrl");
    }

    @Override
    protected boolean isEmbeddedDatabase() {
        return connectsToTheEmulator() || super.isEmbeddedDatabase();
    }

    /** Whether the DataSource connects to the emulator's database (an application may define its own DataSource). */
    private boolean connectsToTheEmulator() {
        try {
            String url = JdbcUtils.extractDatabaseMetaData(getDataSource(), DatabaseMetaData::getURL);
            return sameDatabase(url, emulatorUrl);
        } catch (MetaDataAccessException e) {
            logger.debug("Could not determine whether the DataSource connects to the development emulator", e);
            return false;
        }
    }

    /** Same host, port, project, instance and database: the URLs up to their connection properties. */
    static boolean sameDatabase(@Nullable String url, String other) {
        return url != null && database(url).equals(database(other));
    }

    private static String database(String url) {
        int properties = url.indexOf(';');
        return properties < 0 ? url : url.substring(0, properties);
    }
}
