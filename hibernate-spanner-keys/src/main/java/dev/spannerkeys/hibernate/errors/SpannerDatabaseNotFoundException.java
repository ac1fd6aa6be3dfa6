package dev.spannerkeys.hibernate.errors;

import java.sql.SQLException;
import java.util.Locale;
import org.hibernate.exception.JDBCConnectionException;

/**
 * The Spanner instance or database the application connects to does not exist. Raised at bootstrap
 * when Hibernate cannot read the database's metadata for that reason, and by any statement or commit
 * that Spanner answers with {@code NOT_FOUND} for the instance or the database (rather than for a
 * row). The message names the missing resource and, where known, the JDBC URL.
 *
 * <p>A {@link JDBCConnectionException}: Spring translates it to a
 * {@code DataAccessResourceFailureException}. Nothing was written by the statement or commit that
 * raised it.
 */
public class SpannerDatabaseNotFoundException extends JDBCConnectionException {

    private static final long serialVersionUID = 1L;

    private final String resourceName;
    private final String url;
    private final boolean instanceMissing;

    /**
     * @param missing what Spanner reported missing
     * @param url the JDBC URL, or {@code null} when not known; kept and printed without its properties
     *        other than {@code autoConfigEmulator}, {@code usePlainText} and {@code dialect} (the others
     *        may hold credentials)
     * @param cause the driver's exception
     * @param sql the statement that failed, or {@code null}
     */
    public SpannerDatabaseNotFoundException(SpannerErrors.MissingResource missing, String url, SQLException cause,
            String sql) {
        super(message(missing, withoutSecrets(url), cause), cause, sql);
        this.resourceName = missing.name();
        this.url = withoutSecrets(url);
        this.instanceMissing = missing.instance();
    }

    /** The missing resource as Spanner names it, e.g. {@code projects/p/instances/i/databases/d}. */
    public String getResourceName() {
        return resourceName;
    }

    /**
     * The JDBC URL the application used, without properties that may hold secrets, or {@code null} when
     * it is not known here.
     */
    public String getUrl() {
        return url;
    }

    /** {@code true} if the instance is missing, {@code false} if the instance exists but the database does not. */
    public boolean isInstanceMissing() {
        return instanceMissing;
    }

    private static String message(SpannerErrors.MissingResource missing, String url, SQLException cause) {
        return "The Spanner " + missing.kind() + " " + missing.name() + " does not exist"
                + (url == null ? "" : " (JDBC URL " + url + ")")
                + ". Create it, or correct the project, instance and database ids in the URL; against the emulator,"
                + " add ;autoConfigEmulator=true to the URL and the driver creates the instance and the database."
                + " Spanner: " + cause.getMessage();
    }

    /** {@code url} without its properties, except those that tell how it reaches the emulator. */
    static String withoutSecrets(String url) {
        if (url == null) {
            return null;
        }
        String[] parts = url.split(";");
        StringBuilder kept = new StringBuilder(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            String name = parts[i].split("=", 2)[0].strip().toLowerCase(Locale.ROOT);
            if (name.equals("autoconfigemulator") || name.equals("useplaintext") || name.equals("dialect")) {
                kept.append(';').append(parts[i].strip());
            }
        }
        return kept.toString();
    }
}
