package dev.spannerkeys.zoo;

import static dev.spannerkeys.zoo.InformationSchema.FLYWAY_HISTORY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.internal.offline.MappedMigrations;
import dev.spannerkeys.hibernate.internal.offline.MappedSchema;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.hibernate.internal.schematool.JdbcTableContents;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.diff.MigrationPlan;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every zoo model, in each dialect that can express it, evolved by migration scripts the way the
 * Maven plugin's {@code migration} goal writes them (the offline tool's mapped schema, planned by
 * {@link MappedMigrations} against the schema the earlier scripts gave): {@code V1} from an empty
 * database, then {@code V2} for the model's next version and {@code V3} for its third, if it has
 * them. Each script is applied to the model's migrated database — by Flyway for GoogleSQL, statement
 * by statement in Flyway's order for PostgreSQL (Flyway's Spanner support does not run on
 * PostgreSQL-dialect databases) — and the result must equal, on INFORMATION_SCHEMA, what Hibernate's
 * {@code create} makes of that version (column positions aside: added columns come last); after
 * each script the planner has nothing left to do, the verification finds no difference, and
 * Hibernate's {@code validate} passes. {@code -Dzoo.showScripts=true} prints the scripts.
 */
@SpannerEmulatorTest
class ZooMigrationsTest {

    private static final int ATTEMPTS = 5;
    private static final String CONCURRENT = "concurrent schema change operation or read-write transaction";

    /**
     * Every model and dialect that can express it; {@code -Dzoo.models=shop,music} runs only those models;
     * by default each model in one of the dialects that can express it, the dialects alternating between the models
     * that both can express; {@code -Dzoo.sample=rest} (CI's Java 25 leg) in the other,
     * {@code -Dzoo.sample=every} in each.
     */
    static Stream<Arguments> cells() {
        return ZooModels.selected().stream()
                .flatMap(model -> {
                    List<DatabaseDialect> dialects = Stream.of(DatabaseDialect.values())
                            .filter(dialect -> model.refusalIn(ZooSessions.sqlDialect(dialect)).isEmpty())
                            .toList();
                    return dialects.stream()
                            .filter(dialect -> ZooModels.covers(ZooModels.indexOf(model), 0, dialects.indexOf(dialect),
                                    dialects.size()))
                            .map(dialect -> Arguments.of(model, dialect));
                });
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("cells")
    void generatedScriptsGiveTheSchemaCreateMakes(ZooModel model, DatabaseDialect dialect, SpannerEmulator emulator,
            @TempDir Path scripts) throws Exception {
        long start = System.nanoTime();
        SqlDialect sql = ZooSessions.sqlDialect(dialect);
        List<List<Class<?>>> versions = new ArrayList<>(List.of(model.entities()));
        if (!model.nextVersion().isEmpty()) {
            versions.add(model.nextVersion());
        }
        if (!model.thirdVersion().isEmpty()) {
            versions.add(model.thirdVersion());
        }
        EmulatorDatabase migrated = emulator.newDatabase(dialect);
        EmulatorDatabase created = emulator.newDatabase(dialect);
        List<Integer> counts = new ArrayList<>();
        for (int version = 1; version <= versions.size(); version++) {
            List<Class<?>> entities = versions.get(version - 1);
            MappedSchema mapped = mapped(sql, model.settings(), entities);

            MigrationPlan plan = plan(mapped, migrated);
            String name = model.name() + " V" + version + " on " + dialect;
            assertFalse(plan.refused(), () -> name + ": " + plan.refusalMessage());
            assertFalse(plan.statements().isEmpty(), name + ": nothing to migrate");
            Path script = scripts.resolve("V" + version + "__" + model.name() + "_" + version + ".sql");
            Files.writeString(script, plan.script(), StandardCharsets.UTF_8);
            counts.add(plan.statements().size());
            if (Boolean.getBoolean("zoo.showScripts")) {
                System.out.println("-- " + script.getFileName() + " (" + dialect + ")\n" + plan.script());
            }
            migrated = apply(emulator, migrated, scripts, script, version);

            ZooSessions.run(created, model.settings(), "create", entities);
            String where = name + ":\n" + plan.script();
            assertEquals(comparable(InformationSchema.read(created)), comparable(InformationSchema.read(migrated)), where);

            MigrationPlan again = plan(mapped, migrated);
            assertTrue(again.upToDate(), where + "\nstill to do:\n" + again.script() + again.refusalMessage());
            assertEquals(List.of(), MappedMigrations.differences(mapped, schema(mapped, migrated)), where);
            ZooSessions.run(migrated, model.settings(), "validate", entities);
        }
        System.out.printf("zoo migrations %-9s %-19s statements per script %s, %d ms%n", model.name(), dialect, counts,
                (System.nanoTime() - start) / 1_000_000);
    }

    /** The offline tool's mapped schema of {@code entities}, as the plugin's goals read it. */
    private static MappedSchema mapped(SqlDialect sql, Map<String, Object> settings, List<Class<?>> entities) {
        OfflineSchemaTool tool = OfflineSchemaTool.forClasses(entities.toArray(Class<?>[]::new)).dialects(sql);
        settings.forEach(tool::property);
        return tool.run().mapped(sql).orElseThrow();
    }

    private static MigrationPlan plan(MappedSchema mapped, EmulatorDatabase database) throws SQLException {
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl())) {
            return MappedMigrations.plan(mapped, schema(mapped, database), new JdbcTableContents(connection), false);
        }
    }

    /**
     * The database's schema in every schema {@code mapped} uses (as the migration goals read it), without Flyway's
     * history table.
     */
    private static DatabaseSchema schema(MappedSchema mapped, EmulatorDatabase database) throws SQLException {
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl())) {
            DatabaseSchema schema = MappedMigrations.read(connection, mapped);
            return new DatabaseSchema(schema.dialect(),
                    schema.tables().stream().filter(table -> !table.isNamed(FLYWAY_HISTORY)).toList(),
                    schema.indexes().stream().filter(index -> !index.table().equalsIgnoreCase(FLYWAY_HISTORY)).toList(),
                    schema.sequences(), schema.foreignKeys(), schema.unread());
        }
    }

    /**
     * Applies the new {@code script}: GoogleSQL by Flyway (all scripts of the folder, the earlier ones
     * already in its history), PostgreSQL statement by statement. A first statement refused because
     * another test's schema change was running leaves nothing applied: every script is then applied
     * again to a new database.
     *
     * @return the migrated database (a new one after such a retry)
     */
    private static EmulatorDatabase apply(SpannerEmulator emulator, EmulatorDatabase database, Path scripts,
            Path script, int version) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                if (database.dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL) {
                    Flyway.configure(ZooMigrationsTest.class.getClassLoader()).dataSource(database.jdbcUrl(), null, null)
                            .locations("filesystem:" + scripts.toAbsolutePath()).load().migrate();
                } else {
                    try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                            Statement statement = connection.createStatement()) {
                        for (String sql : ZooSessions.statements(Files.readString(script))) {
                            statement.execute(sql);
                        }
                    }
                }
                return database;
            } catch (FlywayException | SQLException e) {
                if (attempt == ATTEMPTS || !String.valueOf(e.getMessage()).contains(CONCURRENT)) {
                    throw e;
                }
                database = emulator.newDatabase(database.dialect());
                Thread.sleep(500);
                if (database.dialect() == DatabaseDialect.POSTGRESQL) {
                    for (int earlier = 1; earlier < version; earlier++) {
                        applyStatements(database, scripts, earlier);
                    }
                }
            }
        }
    }

    private static void applyStatements(EmulatorDatabase database, Path scripts, int version) throws Exception {
        try (Stream<Path> files = Files.list(scripts);
                Connection connection = DriverManager.getConnection(database.jdbcUrl());
                Statement statement = connection.createStatement()) {
            Path script = files.filter(file -> file.getFileName().toString().startsWith("V" + version + "__"))
                    .findFirst().orElseThrow();
            for (String sql : ZooSessions.statements(Files.readString(script))) {
                statement.execute(sql);
            }
        }
    }

    private static Map<String, List<String>> comparable(InformationSchema schema) {
        return schema.withoutFlywayHistory();
    }
}
