package dev.spannerkeys.maven;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.hibernate.schematool.InformationSchemaReader;
import dev.spannerkeys.schema.SqlDialect;
import dev.spannerkeys.schema.live.DatabaseSchema;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * The schema a project's migration scripts produce: applied, in Flyway's order, to a fresh database
 * on an emulator, then read back from {@code INFORMATION_SCHEMA}. GoogleSQL scripts are applied by
 * Flyway (with its GCP Spanner support), exactly as the application's Flyway would; Flyway's Spanner
 * support does not run on PostgreSQL-dialect databases (its history table is GoogleSQL DDL), so those
 * scripts are applied statement by statement, one script after the other, in the same order.
 */
final class ScriptsDatabase {

    /** Flyway's history table, which is not part of the application's schema. */
    static final String FLYWAY_HISTORY = "flyway_schema_history";

    private static final int ATTEMPTS = 5;
    private static final String CONCURRENT = "concurrent schema change operation or read-write transaction";

    private ScriptsDatabase() {
    }

    /**
     * Applies {@code scripts} to a new database of {@code dialect} on {@code emulator}.
     *
     * @return the database, migrated
     * @throws ScriptFailure naming the script and statement the emulator rejected
     */
    static EmulatorDatabase migrate(SpannerEmulator emulator, SqlDialect dialect, MigrationScripts scripts)
            throws ScriptFailure {
        DatabaseDialect databaseDialect = dialect == SqlDialect.GOOGLE_STANDARD_SQL
                ? DatabaseDialect.GOOGLE_STANDARD_SQL : DatabaseDialect.POSTGRESQL;
        EmulatorDatabase database = emulator.newDatabase(databaseDialect);
        if (scripts.scripts().isEmpty()) {
            return database;
        }
        if (dialect == SqlDialect.GOOGLE_STANDARD_SQL) {
            for (int attempt = 1; ; attempt++) {
                try {
                    Flyway.configure(ScriptsDatabase.class.getClassLoader()).dataSource(database.jdbcUrl(), null, null)
                            .locations("filesystem:" + scripts.directory().toAbsolutePath()).load().migrate();
                    return database;
                } catch (FlywayException e) {
                    // The emulator runs one schema change or read-write transaction at a time, also across
                    // databases: another client's can make the first statement fail. Nothing was applied then;
                    // start again on a new database.
                    if (attempt < ATTEMPTS && String.valueOf(e.getMessage()).contains(CONCURRENT)) {
                        database = emulator.newDatabase(databaseDialect);
                        pause();
                        continue;
                    }
                    throw new ScriptFailure("Flyway could not apply the migration scripts in " + scripts.directory()
                            + " to an emulator database: " + e.getMessage(), e);
                }
            }
        }
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                Statement statement = connection.createStatement()) {
            for (MigrationScripts.Script script : scripts.scripts()) {
                for (String sql : MigrationScripts.statements(Files.readString(script.file(), StandardCharsets.UTF_8))) {
                    try {
                        statement.execute(sql);
                    } catch (SQLException e) {
                        throw new ScriptFailure("The emulator rejected a statement of " + script.file().getFileName()
                                + ": " + e.getMessage() + "\n  statement: " + sql, e);
                    }
                }
            }
        } catch (SQLException | IOException e) {
            throw new ScriptFailure("Cannot apply the migration scripts in " + scripts.directory() + ": "
                    + e.getMessage(), e);
        }
        return database;
    }

    private static void pause() throws ScriptFailure {
        try {
            Thread.sleep(500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ScriptFailure("Interrupted while applying the migration scripts", e);
        }
    }

    /** The schema of the database at {@code url}, without Flyway's history table. */
    static DatabaseSchema read(String url, SqlDialect dialect) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url)) {
            DatabaseSchema schema = InformationSchemaReader.read(connection, dialect);
            return new DatabaseSchema(schema.dialect(),
                    schema.tables().stream().filter(table -> !table.isNamed(FLYWAY_HISTORY)).toList(),
                    schema.indexes().stream().filter(index -> !index.table().equalsIgnoreCase(FLYWAY_HISTORY)).toList(),
                    schema.sequences(), schema.foreignKeys(), schema.unread());
        }
    }

    /** A script could not be applied. */
    static final class ScriptFailure extends Exception {

        private static final long serialVersionUID = 1L;

        ScriptFailure(String message, Throwable cause) {
            super(message, cause);
        }
    }

}
