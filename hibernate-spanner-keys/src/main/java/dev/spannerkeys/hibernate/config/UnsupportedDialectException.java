package dev.spannerkeys.hibernate.config;

import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import java.util.Locale;
import org.hibernate.MappingException;
import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.SpannerDialect;
import org.hibernate.dialect.SpannerPostgreSQLDialect;
import org.hibernate.engine.jdbc.env.spi.ExtractedDatabaseMetaData;
import org.hibernate.engine.jdbc.spi.JdbcServices;
import org.hibernate.service.ServiceRegistry;

/**
 * The bootstrap error for a persistence unit whose Hibernate dialect is not one of this library's,
 * while its mapping uses the library's keys or schema annotations. It tells the two causes apart:
 *
 * <ul>
 *   <li>the connection is to Spanner, but {@code hibernate.dialect} names a stock dialect (Hibernate's
 *       {@code SpannerDialect}, say): remove the setting or name one of this library's dialects;</li>
 *   <li>the connection is to another database (H2, PostgreSQL, ...): the application is not pointed
 *       at Spanner at all, and the message says which database it reached and how to reach Spanner
 *       or an emulator.</li>
 * </ul>
 *
 * <p>Frameworks read {@link #dialect()}, {@link #connectedToSpanner()} and {@link #databaseUrl()}
 * to name their own settings (the Spring Boot starter names {@code spring.jpa.database-platform}).
 */
public final class UnsupportedDialectException extends MappingException {

    private static final long serialVersionUID = 1L;

    private final String dialect;
    private final boolean connectedToSpanner;
    private final String database;
    private final String databaseUrl;

    private UnsupportedDialectException(String message, String dialect, boolean connectedToSpanner, String database,
            String databaseUrl) {
        super(message);
        this.dialect = dialect;
        this.connectedToSpanner = connectedToSpanner;
        this.database = database;
        this.databaseUrl = databaseUrl;
    }

    /**
     * The error for {@code dialect}, which is not one of this library's.
     *
     * @param where what needs the library's dialect (an entity and attribute, or a list of entities)
     * @param why what the other dialect would do wrong
     * @param registry the persistence unit's services, for the connection's database and URL; may be {@code null}
     */
    public static UnsupportedDialectException of(Dialect dialect, String where, String why, ServiceRegistry registry) {
        String dialectName = dialect.getClass().getName();
        ExtractedDatabaseMetaData metaData = metaData(registry);
        String product = metaData == null ? null : metaData.getDatabaseProductName();
        String url = metaData == null ? null : metaData.getUrl();
        boolean spannerDialect = dialect instanceof SpannerDialect || dialect instanceof SpannerPostgreSQLDialect;
        boolean spanner = product == null ? spannerDialect : product.toLowerCase(Locale.ROOT).contains("spanner");
        String message;
        if (spanner) {
            message = where + ": the Hibernate dialect is " + dialectName + ", " + why + ". "
                    + "Fix: remove 'hibernate.dialect' so that SpannerKeysDialectResolver selects the dialect from the "
                    + "connection, or set it to " + SpannerKeysDialectSupport.GOOGLE_SQL_DIALECT + " (GoogleSQL) or "
                    + SpannerKeysDialectSupport.POSTGRESQL_DIALECT + " (PostgreSQL).";
        } else {
            message = where + ": the connection is not to Cloud Spanner but to " + (product == null ? "another database"
                    : product) + (url == null ? "" : " (" + url + ")") + ", for which Hibernate chose " + dialectName
                    + "; this library's keys and schema need a Spanner database. Fix: point the application at Spanner "
                    + "(jdbc:cloudspanner:/projects/PROJECT/instances/INSTANCE/databases/DATABASE) or at an emulator "
                    + "(jdbc:cloudspanner://localhost:9010/projects/PROJECT/instances/INSTANCE/databases/DATABASE;"
                    + "autoConfigEmulator=true).";
        }
        return new UnsupportedDialectException(message, dialectName, spanner, product, url);
    }

    private static ExtractedDatabaseMetaData metaData(ServiceRegistry registry) {
        try {
            JdbcServices jdbc = registry == null ? null : registry.getService(JdbcServices.class);
            return jdbc == null || jdbc.getJdbcEnvironment() == null ? null
                    : jdbc.getJdbcEnvironment().getExtractedDatabaseMetaData();
        } catch (RuntimeException e) {
            return null; // no connection to ask (the offline tool): the dialect alone decides
        }
    }

    /** The class name of the dialect Hibernate uses. */
    public String dialect() {
        return dialect;
    }

    /**
     * Whether the connection is to Spanner (or an emulator), so the dialect was set explicitly; when
     * the database could not be asked, whether the dialect is one of Hibernate's Spanner dialects.
     */
    public boolean connectedToSpanner() {
        return connectedToSpanner;
    }

    /** The database product the connection reached, as its driver names it, or {@code null} if unknown. */
    public String database() {
        return database;
    }

    /** The connection's JDBC URL, or {@code null} if unknown. */
    public String databaseUrl() {
        return databaseUrl;
    }
}
