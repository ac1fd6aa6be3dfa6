package dev.spannerkeys.maven;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.hibernate.internal.offline.MappedMigrations;
import dev.spannerkeys.hibernate.internal.offline.MappedSchema;
import dev.spannerkeys.hibernate.internal.schematool.InformationSchemaReader;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

import org.flywaydb.core.Flyway;

/**
 * The schema a project's migration scripts produce: applied, in Flyway's order, to a fresh database
 * on an emulator, then read back from {@code INFORMATION_SCHEMA}. GoogleSQL scripts are applied by
 * Flyway (with its GCP Spanner support), exactly as the application's Flyway would; Flyway's Spanner
 * support does not run on PostgreSQL-dialect databases (its history table is GoogleSQL DDL), so those
 * scripts are applied statement by statement, one script after the other, in the same order.
 * Liquibase changelogs are applied by Liquibase with Google's Spanner extension, from the master
 * changelog; the extension, too, runs on GoogleSQL databases only.
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
        if (scripts.isEmpty()) {
            return database;
        }
        if (dialect == SqlDialect.GOOGLE_STANDARD_SQL || scripts.tool() == MigrationTool.LIQUIBASE) {
            for (int attempt = 1; ; attempt++) {
                try {
                    applyWithTool(database, scripts);
                    return database;
                } catch (Exception e) {
                    // The emulator runs one schema change or read-write transaction at a time, also across
                    // databases: another client's can make the first statement fail. Nothing was applied then;
                    // start again on a new database.
                    if (attempt < ATTEMPTS && messages(e).contains(CONCURRENT)) {
                        database = emulator.newDatabase(databaseDialect);
                        pause();
                        continue;
                    }
                    String tool = scripts.tool() == MigrationTool.LIQUIBASE ? "Liquibase could not apply the changelog "
                            + scripts.masterChangelog() : "Flyway could not apply the migration scripts in "
                            + scripts.directory();
                    throw new ScriptFailure(tool + " to an emulator database: " + messages(e), e);
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

    private static void applyWithTool(EmulatorDatabase database, MigrationScripts scripts) throws Exception {
        if (scripts.tool() == MigrationTool.LIQUIBASE) {
            LiquibaseChangelogs.update(database.jdbcUrl(), scripts.masterChangelog());
        } else {
            Flyway.configure(ScriptsDatabase.class.getClassLoader()).dataSource(database.jdbcUrl(), null, null)
                    .locations("filesystem:" + scripts.directory().toAbsolutePath()).load().migrate();
        }
    }

    /** The messages of {@code failure} and its causes: Liquibase wraps the driver's reason. */
    private static String messages(Throwable failure) {
        StringBuilder messages = new StringBuilder();
        for (Throwable cause = failure; cause != null && messages.length() < 4000; cause = cause.getCause()) {
            String message = String.valueOf(cause.getMessage());
            if (messages.indexOf(message) < 0) {
                messages.append(messages.length() == 0 ? "" : "; caused by: ").append(message);
            }
        }
        return messages.toString();
    }

    private static void pause() throws ScriptFailure {
        try {
            Thread.sleep(500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ScriptFailure("Interrupted while applying the migration scripts", e);
        }
    }

    /** The schema of the database at {@code url}, without Flyway's and Liquibase's history tables. */
    static DatabaseSchema read(String url, SqlDialect dialect) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url)) {
            return withoutHistory(InformationSchemaReader.read(connection, dialect));
        }
    }

    /**
     * The schema of the database at {@code url} in every schema {@code mapped}'s objects live in (named schemas
     * included), without Flyway's and Liquibase's history tables.
     */
    static DatabaseSchema read(String url, MappedSchema mapped) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url)) {
            return withoutHistory(MappedMigrations.read(connection, mapped));
        }
    }

    private static DatabaseSchema withoutHistory(DatabaseSchema schema) {
        return schema.without(ScriptsDatabase::isHistory);
    }

    /** Whether {@code table} is Flyway's or Liquibase's history table. */
    static boolean isHistory(String table) {
        return table.equalsIgnoreCase(FLYWAY_HISTORY)
                || LiquibaseChangelogs.HISTORY.stream().anyMatch(table::equalsIgnoreCase);
    }

    /** A script could not be applied. */
    static final class ScriptFailure extends Exception {

        private static final long serialVersionUID = 1L;

        ScriptFailure(String message, Throwable cause) {
            super(message, cause);
        }
    }

}
