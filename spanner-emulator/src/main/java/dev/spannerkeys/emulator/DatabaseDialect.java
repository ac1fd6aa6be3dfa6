package dev.spannerkeys.emulator;

/**
 * The SQL dialect of a database created on the emulator.
 *
 * <p>Pass it to {@link SpannerEmulator#newDatabase(DatabaseDialect)} or to
 * {@link SpannerEmulatorTest#dialect()}; it decides whether the JDBC URL asks the driver to
 * create a GoogleSQL or a PostgreSQL-dialect database.
 */
public enum DatabaseDialect {
    /** Spanner's own SQL dialect (the default of Cloud Spanner). */
    GOOGLE_STANDARD_SQL,
    /** The PostgreSQL interface of Cloud Spanner; the URL carries {@code dialect=postgresql}. */
    POSTGRESQL
}
