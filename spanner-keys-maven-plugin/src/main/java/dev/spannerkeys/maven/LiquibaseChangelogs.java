package dev.spannerkeys.maven;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import liquibase.Scope;
import liquibase.UpdateSummaryEnum;
import liquibase.command.CommandScope;
import liquibase.command.core.UpdateCommandStep;
import liquibase.command.core.helpers.DbUrlConnectionArgumentsCommandStep;
import liquibase.command.core.helpers.ShowSummaryArgument;
import liquibase.database.Database;
import liquibase.database.DatabaseFactory;
import liquibase.database.jvm.JdbcConnection;
import liquibase.resource.DirectoryResourceAccessor;
import liquibase.ui.LoggerUIService;

/**
 * Liquibase changelogs of migrations: a formatted-SQL changelog per migration (one change set per
 * statement, ids {@code <version>-<n>} that stay the same when the file is generated again), the
 * master changelog that includes each of them in order, and applying the master changelog to a
 * database with Google's Spanner extension, as the application's Liquibase would.
 */
final class LiquibaseChangelogs {

    /** The master changelog, where Spring Boot's Liquibase auto-configuration looks by default. */
    static final String MASTER = "db.changelog-master.yaml";

    /** Liquibase's history tables, which are not part of the application's schema. */
    static final List<String> HISTORY = List.of("DATABASECHANGELOG", "DATABASECHANGELOGLOCK");

    private LiquibaseChangelogs() {
    }

    /**
     * The changelog of one migration: {@code --liquibase formatted sql}, then per statement a
     * {@code --changeset author:<version>-<n>} line and the statement, ending with {@code ;}.
     */
    static String changelog(List<String> statements, String version, String author) {
        StringBuilder changelog = new StringBuilder("--liquibase formatted sql\n");
        for (int i = 0; i < statements.size(); i++) {
            changelog.append("\n--changeset ").append(author).append(':').append(version).append('-').append(i + 1)
                    .append('\n').append(statements.get(i)).append(";\n");
        }
        return changelog.toString();
    }

    /** Adds {@code changelog} (a file beside {@code master}) to the end of {@code master}, creating it if needed. */
    static void include(Path master, Path changelog) throws IOException {
        if (!Files.isRegularFile(master)) {
            Files.writeString(master, "databaseChangeLog:\n", StandardCharsets.UTF_8);
        }
        String existing = Files.readString(master, StandardCharsets.UTF_8);
        String entry = (existing.endsWith("\n") ? "" : "\n") + "  - include:\n      file: "
                + master.getParent().relativize(changelog).toString().replace('\\', '/')
                + "\n      relativeToChangelogFile: true\n";
        Files.writeString(master, entry, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    }

    /**
     * Applies {@code master} and what it includes to the database at {@code jdbcUrl} (its folder is
     * where included files are found). Liquibase's console output goes to its logger, and its
     * anonymous usage analytics stay off.
     *
     * @throws Exception what Liquibase or the driver threw
     */
    static void update(String jdbcUrl, Path master) throws Exception {
        Map<String, Object> scope = new HashMap<>();
        scope.put(Scope.Attr.ui.name(), new LoggerUIService());
        scope.put(Scope.Attr.classLoader.name(), LiquibaseChangelogs.class.getClassLoader());
        scope.put(Scope.Attr.resourceAccessor.name(), new DirectoryResourceAccessor(master.toAbsolutePath().getParent()));
        scope.put("liquibase.analytics.enabled", false);
        Scope.child(scope, () -> {
            try (Connection connection = DriverManager.getConnection(jdbcUrl)) {
                Database database = DatabaseFactory.getInstance()
                        .findCorrectDatabaseImplementation(new JdbcConnection(connection));
                new CommandScope(UpdateCommandStep.COMMAND_NAME)
                        .addArgumentValue(DbUrlConnectionArgumentsCommandStep.DATABASE_ARG, database)
                        .addArgumentValue(UpdateCommandStep.CHANGELOG_FILE_ARG, master.getFileName().toString())
                        .addArgumentValue(ShowSummaryArgument.SHOW_SUMMARY, UpdateSummaryEnum.OFF)
                        .execute();
            }
        });
    }
}
